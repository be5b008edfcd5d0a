import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useImportFromQpsMutation, useLazyGetClientFromQpsQuery } from '../api/qpsApi.js';

/**
 * "Import from QPS" on the client manage page (staff): shows what QPS has for the client's case
 * (client-from-qps) and fills the client's policies and plans from it (import-from-qps).
 */
export function ImportFromQpsPanel({ clientId, caseId }: { clientId: string; caseId: string | null }) {
  const { t } = useTranslation(['qps', 'hub']);
  const errorText = useErrorText();
  const formatDate = useFormatDateTime('date');
  const [show, shown] = useLazyGetClientFromQpsQuery();
  const [importNow, importing] = useImportFromQpsMutation();
  const showError = useErrorToast();
  const qpsCase = shown.data?.qpsCase;

  return (
    <Stack as="section" aria-labelledby="import-from-qps" gap={4}>
      <Heading as="h2" size="lg" id="import-from-qps">
        {t('import.title')}
      </Heading>
      <Text>{t('import.intro')}</Text>
      {!caseId ? (
        <FormAlert status="warning" message={t('page.noCaseId')} />
      ) : (
        <HStack gap={3} wrap="wrap">
          <Button variant="outline" loading={shown.isFetching} onClick={() => void show(clientId)}>
            {t('import.show')}
          </Button>
          <Button
            colorPalette="brand"
            loading={importing.isLoading}
            onClick={() =>
              void importNow(clientId)
                .unwrap()
                .then(() => show(clientId))
                .catch(showError)
            }
          >
            {t('import.button')}
          </Button>
        </HStack>
      )}
      {importing.data && (
        <FormAlert
          status="success"
          message={t('import.done', {
            policies: importing.data.policiesCreated + importing.data.policiesUpdated,
            plans: importing.data.plansCreated + importing.data.plansUpdated,
          })}
        />
      )}
      {shown.isFetching && !qpsCase ? (
        <PageSkeleton />
      ) : shown.isError ? (
        <FormAlert message={errorText.messageOf(shown.error)} />
      ) : qpsCase ? (
        <Stack gap={4}>
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="region"
            aria-label={t('import.policiesCaption')}
          >
            <Table.Root size="sm">
              <Table.Caption>{t('import.policiesCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('import.policyNumber')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.coverages')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.effective')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.situs')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {qpsCase.policies.map((policy) => (
                  <Table.Row key={policy.policyNumber} data-testid="qps-policy">
                    <Table.Cell>{policy.policyNumber}</Table.Cell>
                    <Table.Cell>{policy.coverages.join(', ')}</Table.Cell>
                    <Table.Cell>{formatDate(`${policy.effectiveDate}T12:00:00`)}</Table.Cell>
                    <Table.Cell>{policy.situsState}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="region"
            aria-label={t('import.plansCaption')}
          >
            <Table.Root size="sm">
              <Table.Caption>{t('import.plansCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('import.policyNumber')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.benefitType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.planType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.classes')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {qpsCase.plans.map((plan) => (
                  <Table.Row key={`${plan.policyNumber}:${plan.benefitType}`} data-testid="qps-plan">
                    <Table.Cell>{plan.policyNumber}</Table.Cell>
                    <Table.Cell>{t(`hub:benefitTypes.${plan.benefitType}`)}</Table.Cell>
                    <Table.Cell>{plan.planType ?? '—'}</Table.Cell>
                    <Table.Cell>{plan.classes.join(', ')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      ) : null}
    </Stack>
  );
}
