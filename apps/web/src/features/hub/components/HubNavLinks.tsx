import { Menu } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { NavLink } from '../../../components/ui/NavLink.js';
import { UserMenu } from '../../auth/components/UserMenu.js';
import { useGetFeatureTogglesQuery } from '../../reference/api/referenceApi.js';
import { SupportPanel } from './SupportPanel.js';

/**
 * The toggle that hides Company profile (FEATURE_TOGGLE_DEFAULTS of the contracts, written out: the
 * contracts' clients module holds zod schemas, which the entry chunk must not load).
 */
export const REMOVE_EDI_FROM_EIF = 'ONBOARD_REMOVE_EDI_FROM_EIF';

/** Company profile shows once the client's toggles are known and ONBOARD_REMOVE_EDI_FROM_EIF is off. */
export function useShowsCompanyProfile(clientId: string): boolean {
  const toggles = useGetFeatureTogglesQuery(clientId);
  if (toggles.isLoading) return false;
  return toggles.data?.[REMOVE_EDI_FROM_EIF] !== true;
}

/**
 * The hub's top navigation (spec section 2): Home, Employee & Employer Resources, Get Help and the user menu
 * with Company profile (hidden by the toggle) and Sign Out.
 */
export function HubNavLinks({ clientId }: { clientId: string }) {
  const { t } = useTranslation('nav');
  const companyProfile = useShowsCompanyProfile(clientId);
  return (
    <>
      <NavLink to={PATHS.client(clientId)}>{t('home')}</NavLink>
      <NavLink to={PATHS.clientResources(clientId)}>{t('resources')}</NavLink>
      <SupportPanel clientId={clientId} />
      <UserMenu>
        {companyProfile && (
          <Menu.Item value="company-profile" asChild>
            <RouterLink to={PATHS.clientTask(clientId, 'company-profile')}>{t('companyProfile')}</RouterLink>
          </Menu.Item>
        )}
      </UserMenu>
    </>
  );
}
