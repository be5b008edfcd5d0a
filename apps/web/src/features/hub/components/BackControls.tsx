import { Button, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.js';

/** "Back to Home": the client's hub home (spec section 2). */
export function BackToHomeLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation('hub');
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={PATHS.client(clientId)}>← {t('backToHome')}</RouterLink>
    </Link>
  );
}

/**
 * The other Back control: the previous page in the browser's history; opened directly (no history in this
 * app), it goes to the client's home instead.
 */
export function HistoryBackButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation('hub');
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => {
    if (location.key === 'default') void navigate(PATHS.client(clientId));
    else void navigate(-1);
  };
  return (
    <Button variant="outline" size="sm" onClick={onBack}>
      {t('back')}
    </Button>
  );
}

/**
 * A page's one way back (decision 207): "Back to Home" on the pages opened from the hub home (task pages,
 * resources, EIF); the history Back (`history`) on a page reached from another page than the home (the census
 * validations, opened from the enrollment-elections task). Never both: on a task page both went home.
 */
export function BackControls({ clientId, history = false }: { clientId: string; history?: boolean }) {
  return (
    <HStack gap={4} wrap="wrap">
      {history ? <HistoryBackButton clientId={clientId} /> : <BackToHomeLink clientId={clientId} />}
    </HStack>
  );
}
