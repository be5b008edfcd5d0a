import { Alert, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { viewingBannerFor } from '../viewingBanner.js';

/** "You're viewing {client} as …" with See all clients and (internal users) Manage client (spec section 2). */
export function ViewingBanner({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation('banners');
  const { user } = useSession();
  const banner = user ? viewingBannerFor(user) : null;
  if (!banner) return null;
  return (
    <Alert.Root
      status="info"
      variant="subtle"
      data-testid="viewing-banner"
      role="region"
      aria-label={t(`viewing.${banner.as}`, { client: clientName })}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`viewing.${banner.as}`, { client: clientName })}</Alert.Title>
        <Alert.Description>
          <HStack gap={4} mt={1} wrap="wrap">
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={banner.allClientsPath}>{t('seeAllClients')}</RouterLink>
            </Link>
            {banner.manage && (
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={PATHS.clientManage(clientId)}>{t('manageClient')}</RouterLink>
              </Link>
            )}
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
