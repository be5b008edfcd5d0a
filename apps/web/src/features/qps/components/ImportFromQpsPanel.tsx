import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useImportFromQpsMutation, useLazyGetClientFromQpsQuery } from '../api/qpsApi.js';

type CaptionedTableRow = { key: string; testId: string; cells: readonly ReactNode[] };

/** A small table of texts in a scrolling region named by its caption (what QPS has, read only). */
function CaptionedTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly CaptionedTableRow[];
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-testid={row.testId}>
              {row.cells.map((cell, index) => (
                <Table.Cell key={index}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

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
          <CaptionedTable
            caption={t('import.policiesCaption')}
            headers={[
              t('import.policyNumber'),
              t('import.coverages'),
              t('import.effective'),
              t('import.situs'),
            ]}
            rows={qpsCase.policies.map((policy) => ({
              key: policy.policyNumber,
              testId: 'qps-policy',
              cells: [
                policy.policyNumber,
                policy.coverages.join(', '),
                formatDate(`${policy.effectiveDate}T12:00:00`),
                policy.situsState,
              ],
            }))}
          />
          <CaptionedTable
            caption={t('import.plansCaption')}
            headers={[
              t('import.policyNumber'),
              t('import.benefitType'),
              t('import.planType'),
              t('import.classes'),
            ]}
            rows={qpsCase.plans.map((plan) => ({
              key: `${plan.policyNumber}:${plan.benefitType}`,
              testId: 'qps-plan',
              cells: [
                plan.policyNumber,
                t(`hub:benefitTypes.${plan.benefitType}`),
                plan.planType ?? '—',
                plan.classes.join(', '),
              ],
            }))}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
