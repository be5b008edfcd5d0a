import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useSession } from '../hooks/useSession.js';

/**
 * The user menu of the top navigation: the signed-in user's name, the layout's own items (`children`, e.g.
 * the hub's Company profile) and Sign Out.
 */
export function UserMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('userMenu', { name: user.name })}>
          {user.name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold">{user.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {user.email}
                </Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {children}
            <Menu.Item value="sign-out" asChild>
              <RouterLink to={PATHS.logout}>{t('signOut')}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
