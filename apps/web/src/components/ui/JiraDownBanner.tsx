import { Alert, Container } from '@chakra-ui/react';
import { isStaff } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/hooks/useSession.js';
import { useJiraDown } from '../../features/reference/hooks/useConfiguration.js';

/**
 * Spec section 2: internal users see "Jira is currently down. …" when GET /api/service-status answers
 * `jira: false`. Only staff ask for the status.
 */
export function JiraDownBanner() {
  const { t } = useTranslation('banners');
  const { user } = useSession();
  const down = useJiraDown(!!user && isStaff(user.role));
  if (!down) return null;
  return (
    <Container maxW="6xl" pt={4}>
      <Alert.Root status="warning" data-testid="jira-down-banner">
        <Alert.Indicator />
        <Alert.Title>{t('jiraDown')}</Alert.Title>
      </Alert.Root>
    </Container>
  );
}
