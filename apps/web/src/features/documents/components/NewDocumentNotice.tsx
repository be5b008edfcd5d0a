import { Alert, Button, HStack, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useDismissDocumentNoticesMutation, useGetDocumentNoticeQuery } from '../api/documentsApi.js';

/** The notice shows while there are new documents not yet dismissed: status null (unseen) or NEW_AND_SEEN. */
export const showsNotice = (notice: { status: string | null; documents: readonly unknown[] } | undefined) =>
  !!notice && notice.documents.length > 0 && notice.status !== 'OLD';

/**
 * The new-document notice of the hub home (spec §4, decision 118): the documents others added since the user
 * dismissed it, each with who added it (the employer, the broker or the implementation team), a link to the resources page, and "Dismiss" (the user-level action: OLD).
 */
export function NewDocumentNotice({ clientId }: { clientId: string }) {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  const notice = useGetDocumentNoticeQuery(clientId);
  const [dismiss, dismissing] = useDismissDocumentNoticesMutation();
  if (!showsNotice(notice.data)) return null;
  const documents = notice.data?.documents ?? [];
  return (
    <Alert.Root
      status="info"
      role="region"
      aria-labelledby="new-document-notice"
      data-testid="new-document-notice"
    >
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title as="h2" id="new-document-notice">
          {t('notice.title')}
        </Alert.Title>
        <Alert.Description>
          {t('notice.intro')}
          <List.Root ps={5} mt={1}>
            {documents.map((document) => (
              <List.Item key={document.id}>
                {t(`notice.addedBy.${document.updatedBy?.role ?? 'unknown'}`, { name: document.fileName })}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        {dismissing.isError && <FormAlert message={errorText.messageOf(dismissing.error)} />}
        <HStack gap={3} mt={1} wrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={PATHS.clientResources(clientId)}>{t('notice.open')}</RouterLink>
          </Button>
          <Button size="sm" variant="outline" loading={dismissing.isLoading} onClick={() => void dismiss()}>
            {t('notice.dismiss')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
