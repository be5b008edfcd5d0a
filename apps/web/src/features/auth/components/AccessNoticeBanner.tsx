import { Alert, CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSupportEmail } from '../../reference/hooks/useConfiguration.js';
import { readAccessNotice } from '../accessNotice.js';

/**
 * Tells a user who was sent home why (issue 7: a broker or benefit administrator opening a client that is not
 * theirs was sent home without a word). Shown on the page they land on until they dismiss it or move on.
 */
export function AccessNoticeBanner() {
  const { t } = useTranslation('access');
  const email = useSupportEmail();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readAccessNotice(location.state);
  if (!notice) return null;
  return (
    <Alert.Root status="warning" role="alert" mb={6} data-testid="access-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`${notice}.title`)}</Alert.Title>
        <Alert.Description>{t(`${notice}.body`, { email })}</Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label={t('dismiss')}
        onClick={() => void navigate(location, { replace: true, state: null })}
      />
    </Alert.Root>
  );
}
