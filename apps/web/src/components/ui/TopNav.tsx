import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useMatches, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { PATHS } from '../../app/paths.js';
import { isRouteHandle, type LayoutType } from '../../app/routeHandle.js';
import { useSession } from '../../features/auth/hooks/useSession.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { NavLink } from './NavLink.js';

// The menus only signed-in layouts show, in their own chunks: the sign-in page's first load does not carry
// Chakra's menu, popover and positioning code (decision 033). They appear as soon as their chunk is in.
const UserMenu = lazy(() =>
  import('../../features/auth/components/UserMenu.js').then((m) => ({ default: m.UserMenu })),
);
const UsersMenu = lazy(() =>
  import('../../features/users/components/UsersMenu.js').then((m) => ({ default: m.UsersMenu })),
);
const HubNavLinks = lazy(() =>
  import('../../features/hub/components/HubNavLinks.js').then((m) => ({ default: m.HubNavLinks })),
);

/** Whether the current route asks for a navigation with Sign Out only (the hub's welcome route). */
function useSignOutOnly(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.nav === 'signOutOnly');
}

/** The links of each layout's top navigation (spec section 2). */
function LayoutLinks({ layout }: { layout: LayoutType }) {
  const { t } = useTranslation('nav');
  const { status } = useSession();
  const expired = useAppSelector((state) => state.session.expired);
  const { pathname } = useLocation();
  const { clientId } = useParams();
  const signOutOnly = useSignOutOnly();
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
      // "On the welcome route only Sign Out shows."
      if (signOutOnly || !clientId)
        return signedIn ? <NavLink to={PATHS.logout}>{t('signOut')}</NavLink> : null;
      return <HubNavLinks clientId={clientId} />;
    case 'clear':
    case 'explorer':
    case 'outside_signer':
      // "Clear and outside-signer show no links"; the explorer's own navigation is in document 2.
      return null;
  }
}

export function TopNav({ layout = 'basic' }: { layout?: LayoutType }) {
  const { t } = useTranslation();
  // The product name leads home, except where there is no home to go to (an outside signer has no account).
  const homeLinked = layout !== 'outside_signer' && layout !== 'clear';
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={t('mainNavigation')} align="center" justify="space-between" py={3} gap={4}>
          {homeLinked ? (
            <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" aria-label={t('homeLink')}>
              <RouterLink to={PATHS.home}>{t('appName')}</RouterLink>
            </Link>
          ) : (
            <Box fontWeight="bold" fontSize="xl" color="brand.fg">
              {t('appName')}
            </Box>
          )}
          <HStack gap={2} flex="1" justify="flex-end" wrap="wrap">
            <Suspense fallback={null}>
              <LayoutLinks layout={layout} />
            </Suspense>
            <LanguageSwitch />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
