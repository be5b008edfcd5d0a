import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { QpsCase } from '@onboard/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useImportFromQpsMutation, useLazyGetClientFromQpsQuery } from '../api/qpsApi.js';

type Column<T> = { header: string; cell: (item: T) => ReactNode };

/** A small read-only table in a scrolling region named by its caption, a row an item (`data-testid`). */
function CaptionedTable<T>({
  caption,
  testId,
  items,
  rowKey,
  columns,
}: {
  caption: string;
  testId: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  columns: readonly Column<T>[];
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={rowKey(item)} data-testid={testId}>
              {columns.map((column) => (
                <Table.Cell key={column.header}>{column.cell(item)}</Table.Cell>
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
  const [confirming, setConfirming] = useState(false);
  const qpsCase = shown.data?.qpsCase;
  const policyColumns: Column<QpsCase['policies'][number]>[] = [
    { header: t('import.policyNumber'), cell: (policy) => policy.policyNumber },
    { header: t('import.coverages'), cell: (policy) => policy.coverages.join(', ') },
    { header: t('import.effective'), cell: (policy) => formatDate(`${policy.effectiveDate}T12:00:00`) },
    { header: t('import.situs'), cell: (policy) => policy.situsState },
  ];
  const planColumns: Column<QpsCase['plans'][number]>[] = [
    { header: t('import.policyNumber'), cell: (plan) => plan.policyNumber },
    { header: t('import.benefitType'), cell: (plan) => t(`hub:benefitTypes.${plan.benefitType}`) },
    { header: t('import.planType'), cell: (plan) => plan.planType ?? '—' },
    { header: t('import.classes'), cell: (plan) => plan.classes.join(', ') },
  ];

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
          <Button colorPalette="brand" loading={importing.isLoading} onClick={() => setConfirming(true)}>
            {t('import.button')}
          </Button>
        </HStack>
      )}
      {/* Importing writes over the client's policies and plans: asked first. */}
      <ConfirmDialog
        open={confirming}
        title={t('import.confirmTitle')}
        body={t('import.confirmBody', { caseId })}
        confirmLabel={t('import.confirm')}
        busy={importing.isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void importNow(clientId)
            .unwrap()
            .then(() => show(clientId))
            .catch(showError)
            .finally(() => setConfirming(false))
        }
      />
      {importing.data && (
        <FormAlert
          status="success"
          message={t('import.done', {
            policies: t('import.policyCount', {
              count: importing.data.policiesCreated + importing.data.policiesUpdated,
            }),
            plans: t('import.planCount', {
              count: importing.data.plansCreated + importing.data.plansUpdated,
            }),
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
            testId="qps-policy"
            items={qpsCase.policies}
            rowKey={(policy) => policy.policyNumber}
            columns={policyColumns}
          />
          <CaptionedTable
            caption={t('import.plansCaption')}
            testId="qps-plan"
            items={qpsCase.plans}
            rowKey={(plan) => `${plan.policyNumber}:${plan.benefitType}`}
            columns={planColumns}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
