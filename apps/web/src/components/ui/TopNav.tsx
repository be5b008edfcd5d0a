import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { PATHS } from '../../app/paths.js';
import type { LayoutType } from '../../app/routeHandle.js';
import { UserMenu } from '../../features/auth/components/UserMenu.js';
import { useSession } from '../../features/auth/hooks/useSession.js';
import { UsersMenu } from '../../features/users/components/UsersMenu.js';
import { LanguageSwitch } from './LanguageSwitch.js';

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="medium" fontSize="sm" px={2} py={1}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The links of each layout's top navigation (spec section 2). */
function LayoutLinks({ layout }: { layout: LayoutType }) {
  const { t } = useTranslation('nav');
  const { status } = useSession();
  const expired = useAppSelector((state) => state.session.expired);
  const { pathname } = useLocation();
  const { clientId } = useParams();
  const signedIn = status === 'signedIn';

  switch (layout) {
    case 'auth':
      // "Auth shows a Sign In link when the session has expired."
      return expired && pathname !== PATHS.login ? <NavLink to={PATHS.login}>{t('signIn')}</NavLink> : null;
    case 'basic':
      return signedIn ? <NavLink to={PATHS.logout}>{t('signOut')}</NavLink> : null;
    case 'internal':
      return (
        <>
          <NavLink to={PATHS.home}>{t('home')}</NavLink>
          <UsersMenu />
          <UserMenu />
        </>
      );
    case 'broker':
    case 'benAdmin':
      return (
        <>
          <NavLink to={PATHS.home}>{t('home')}</NavLink>
          <UserMenu />
        </>
      );
    case 'hub':
      // TODO(hub issue): Employee & Employer Resources, Get Help and Company profile come with the hub.
      return (
        <>
          <NavLink to={clientId ? PATHS.client(clientId) : PATHS.home}>{t('home')}</NavLink>
          <UserMenu />
        </>
      );
  }
}

export function TopNav({ layout = 'basic' }: { layout?: LayoutType }) {
  const { t } = useTranslation();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={t('mainNavigation')} align="center" justify="space-between" py={3} gap={4}>
          <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" aria-label={t('homeLink')}>
            <RouterLink to={PATHS.home}>{t('appName')}</RouterLink>
          </Link>
          <HStack gap={2} flex="1" justify="flex-end" wrap="wrap">
            <LayoutLinks layout={layout} />
            <LanguageSwitch />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
