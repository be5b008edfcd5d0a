import { Button, Menu, Portal } from '@chakra-ui/react';
import { canSome } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useSession } from '../../auth/hooks/useSession.js';

/**
 * The internal layout's Users menu (spec section 2): Brokers; Internal users and All emails only for those
 * who may update and delete the e-mail resource; Benefit administrators.
 */
export function UsersMenu() {
  const { t } = useTranslation('nav');
  const { principal } = useSession();
  const mayManageEmails = canSome(principal, 'update', 'email') && canSome(principal, 'delete', 'email');
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t('users')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.Item value="brokers" asChild>
              <RouterLink to={PATHS.brokers}>{t('brokers')}</RouterLink>
            </Menu.Item>
            {mayManageEmails && (
              <>
                <Menu.Item value="internal-users" asChild>
                  <RouterLink to={PATHS.internalUsers}>{t('internalUsers')}</RouterLink>
                </Menu.Item>
                <Menu.Item value="all-emails" asChild>
                  <RouterLink to={PATHS.emails}>{t('allEmails')}</RouterLink>
                </Menu.Item>
              </>
            )}
            <Menu.Item value="ben-admins" asChild>
              <RouterLink to={PATHS.benAdmins}>{t('benAdmins')}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
