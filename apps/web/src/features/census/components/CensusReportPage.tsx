import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Field,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { DOCUMENTS_CALLS } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { fileUrlOf } from '../../../app/routeEndpoint.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { Pager } from '../../../components/ui/Pager.js';
import { loadState } from '../../../components/ui/loadState.js';
import { useGetCensusReportQuery, type CensusSeverity } from '../api/censusApi.js';
import { errorCount } from '../census.js';
import { useFieldLabel } from './useFieldLabel.js';
import { useIssueMessage } from './useIssueMessage.js';

/** Issues per page of the report. */
export const REPORT_PAGE_SIZE = 50;

/**
 * /task/enrollment-elections/{policyId}/validation-report/{documentId} (spec §2, clear layout, report tab):
 * a census file's issues by severity, row and column, paged (50 a page) and filtered by severity, with the
 * errors to download as CSV (the service neutralises formulas).
 */
export function CensusReportPage() {
  const { t } = useTranslation('census');
  const fieldLabel = useFieldLabel();
  const issueMessage = useIssueMessage();
  const clientId = useRequiredParam('clientId');
  const policyId = useRequiredParam('policyId');
  const documentId = useRequiredParam('documentId');
  const [page, setPage] = useState(1);
  const [severity, setSeverity] = useState<CensusSeverity | undefined>(undefined);
  const report = useGetCensusReportQuery({
    clientId,
    policyId,
    documentId,
    limit: REPORT_PAGE_SIZE,
    offset: (page - 1) * REPORT_PAGE_SIZE,
    severity,
  });
  const { data, fallback } = loadState(report, { notFoundPage: true });
  if (fallback) return fallback;
  const { file, issues, total } = data;
  const params = { clientId, policyId, documentId };

  return (
    <Stack gap={6}>
      <Link asChild colorPalette="brand" fontWeight="medium" alignSelf="start">
        <RouterLink
          to={`${PATHS.censusValidations(clientId, policyId)}?file=${encodeURIComponent(documentId)}&step=validate`}
        >
          ← {t('report.back')}
        </RouterLink>
      </Link>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {t('report.title')}
        </Heading>
        <Text color="fg.muted">{file.document.fileName}</Text>
      </Stack>
      <Tabs.Root defaultValue="report" variant="line" colorPalette="brand">
        <Tabs.List aria-label={t('report.tabs')}>
          <Tabs.Trigger value="report">{t('report.reportTab')}</Tabs.Trigger>
          <Tabs.Trigger value="mapping">{t('report.mappingTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="report">
          {!file.summary ? (
            <Text>{t('report.notValidated')}</Text>
          ) : (
            <Stack gap={5}>
              <Stack gap={2} as="section" aria-labelledby="census-report-counts">
                <Heading as="h2" size="md" id="census-report-counts">
                  {t('report.counts')}
                </Heading>
                <HStack as="dl" gap={3} wrap="wrap" data-testid="census-report-counts">
                  {(
                    [
                      ['error', errorCount(file)],
                      [
                        'warning',
                        file.summary.counts.warning +
                          file.domainValidations.filter((d) => d.severity === 'warning').length,
                      ],
                    ] as const
                  ).map(([kind, count]) => (
                    <Box
                      key={kind}
                      borderWidth="1px"
                      rounded="md"
                      px={4}
                      py={2}
                      minW="8rem"
                      data-severity={kind}
                    >
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        {t(kind === 'error' ? 'validate.errors' : 'validate.warnings')}
                      </Text>
                      <Text as="dd" fontSize="2xl" fontWeight="semibold">
                        {count.toLocaleString()}
                      </Text>
                    </Box>
                  ))}
                </HStack>
              </Stack>
              <HStack justify="space-between" align="end" wrap="wrap" gap={4}>
                <Field.Root maxW="xs">
                  <Field.Label>{t('report.filter')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={severity ?? ''}
                      onChange={(event) => {
                        setSeverity((event.target.value || undefined) as CensusSeverity | undefined);
                        setPage(1);
                      }}
                    >
                      <option value="">{t('report.all')}</option>
                      <option value="error">{t('report.errorsOnly')}</option>
                      <option value="warning">{t('report.warningsOnly')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Button asChild variant="outline" size="sm">
                  <a href={fileUrlOf(DOCUMENTS_CALLS.censusReportCsv, { params })} download>
                    {t('report.download')}
                  </a>
                </Button>
              </HStack>
              {file.domainValidations.length > 0 && (
                <Stack gap={1}>
                  <Text fontWeight="medium">{t('validate.fileIssues')}</Text>
                  {file.domainValidations.map((issue) => (
                    <Text key={issue.code + issue.message} fontSize="sm">
                      {t(`report.${issue.severity}`)}: {issueMessage(issue)}
                    </Text>
                  ))}
                </Stack>
              )}
              {issues.length === 0 ? (
                <Text>{t('report.none')}</Text>
              ) : (
                <Box overflowX="auto">
                  <Table.Root size="sm" aria-label={t('report.table')} aria-busy={report.isFetching}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">{t('report.row')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('report.column')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('report.value')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('report.severity')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('report.message')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {issues.map((issue, index) => (
                        <Table.Row
                          key={`${issue.row}:${issue.column ?? ''}:${issue.code}:${index}`}
                          data-row={issue.row}
                        >
                          <Table.Cell>{issue.row > 0 ? issue.row : t('report.wholeFile')}</Table.Cell>
                          <Table.Cell>
                            {issue.column ? fieldLabel(issue.column) : t('report.wholeRow')}
                          </Table.Cell>
                          <Table.Cell>{issue.value ?? ''}</Table.Cell>
                          <Table.Cell>
                            <Badge
                              colorPalette={issue.severity === 'error' ? 'red' : 'orange'}
                              variant="subtle"
                            >
                              {t(`report.${issue.severity}`)}
                            </Badge>
                          </Table.Cell>
                          <Table.Cell>{issueMessage(issue)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
              <Pager page={page} pageSize={REPORT_PAGE_SIZE} total={total} onPageChange={setPage} />
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="mapping">
          <Table.Root size="sm" aria-label={t('report.mappingTab')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('mapping.column')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('mapping.field')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {file.headers.map((header) => {
                const field = file.mapping[header];
                return (
                  <Table.Row key={header}>
                    <Table.Cell>{header}</Table.Cell>
                    <Table.Cell>{field ? fieldLabel(field) : t('mapping.notUsed')}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
