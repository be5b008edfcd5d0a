import { Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { CensusFileDto } from '@onboard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useGetCensusReportQuery,
  useGetCensusRowsQuery,
  usePutCensusRowsMutation,
} from '../api/censusApi.js';
import { cellKey, changesOf, errorsByRow } from '../census.js';
import { useIssueMessage } from './useIssueMessage.js';

/** The errors the table places (the report's largest page). */
const ERRORS_SHOWN = 500;

type Props = {
  clientId: string;
  policyId: string;
  documentId: string;
  file: CensusFileDto;
  /** The corrected copy, a new census file being validated. */
  onCorrected: (documentId: string) => void;
};

/**
 * The fix table of a file of up to 5,000 rows: its rows with errors, every cell editable, the cells with
 * errors marked and described. Revalidate sends the changed cells ({row, column: header index, value}); the
 * service keeps the corrected copy as a new census file and validates it.
 */
export function FixTable({ clientId, policyId, documentId, file, onCorrected }: Props) {
  const { t } = useTranslation('census');
  const errorText = useErrorText();
  const ref = { clientId, policyId, documentId };
  const rows = useGetCensusRowsQuery(ref);
  const report = useGetCensusReportQuery({ ...ref, limit: ERRORS_SHOWN, offset: 0, severity: 'error' });
  const [edits, setEdits] = useState<Map<string, string>>(() => new Map());
  const [error, setError] = useState<string | null>(null);
  const [putRows, saving] = usePutCensusRowsMutation();
  const issueMessage = useIssueMessage();

  const byRow = useMemo(
    () => errorsByRow(report.data?.issues ?? [], file.headers, file.mapping, issueMessage),
    [report.data, file.headers, file.mapping, issueMessage],
  );
  const cellsOf = useMemo(() => new Map(rows.data?.rows ?? []), [rows.data]);

  if (rows.isError || report.isError) {
    const failed = rows.isError ? rows : report;
    return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!rows.data || !report.data) return <PageSkeleton />;

  const headers = rows.data.headers;
  const shown = [...byRow.keys()].filter((row) => cellsOf.has(row)).sort((a, b) => a - b);
  const changes = changesOf(edits, (row, column) => cellsOf.get(row)?.[column] ?? '');

  const revalidate = async () => {
    if (changes.length === 0) {
      setError(t('fix.nothingChanged'));
      return;
    }
    setError(null);
    try {
      const corrected = await putRows({ ...ref, changes }).unwrap();
      onCorrected(corrected.document.id);
    } catch (failure) {
      setError(errorText.messageOf(failure));
    }
  };

  return (
    <Stack gap={3} as="section" aria-labelledby="census-fix-heading">
      <Heading as="h3" size="md" id="census-fix-heading">
        {t('fix.heading')}
      </Heading>
      <Text>{t('fix.intro')}</Text>
      {report.data.total > ERRORS_SHOWN && (
        <Text fontSize="sm">{t('fix.partial', { count: ERRORS_SHOWN })}</Text>
      )}
      <Box overflowX="auto" maxH="32rem" overflowY="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('fix.table')} stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('fix.row')}</Table.ColumnHeader>
              {headers.map((header, index) => (
                <Table.ColumnHeader key={`${index}:${header}`} scope="col" whiteSpace="nowrap">
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => {
              const cells = cellsOf.get(row) ?? [];
              const rowErrors = byRow.get(row);
              const rowNoteId = `census-fix-row-${row}`;
              return (
                <Table.Row key={row} data-row={row}>
                  <Table.Cell as="th" scope="row" verticalAlign="top">
                    <Text>{row}</Text>
                    {rowErrors && rowErrors.row.length > 0 && (
                      <Text id={rowNoteId} fontSize="xs" color="fg.error" maxW="12rem">
                        {t('fix.rowIssues', { row, messages: rowErrors.row.join('; ') })}
                      </Text>
                    )}
                  </Table.Cell>
                  {headers.map((header, column) => {
                    const key = cellKey(row, column);
                    const messages = rowErrors?.cells.get(column);
                    const noteId = `census-fix-${row}-${column}`;
                    return (
                      <Table.Cell key={key} verticalAlign="top" minW="9rem">
                        <Input
                          size="sm"
                          aria-label={t('fix.cell', { header, row })}
                          aria-invalid={messages ? true : undefined}
                          aria-describedby={messages ? noteId : undefined}
                          borderColor={messages ? 'border.error' : undefined}
                          value={edits.get(key) ?? cells[column] ?? ''}
                          onChange={(event) => {
                            const value = event.target.value;
                            setEdits((current) => new Map(current).set(key, value));
                          }}
                        />
                        {messages && (
                          <Text id={noteId} fontSize="xs" color="fg.error" mt={1}>
                            {messages.join('; ')}
                          </Text>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <FormAlert message={error} />
      <HStack gap={3} wrap="wrap">
        <Button colorPalette="brand" loading={saving.isLoading} onClick={() => void revalidate()}>
          {t('fix.revalidate')}
        </Button>
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('fix.changed', { count: changes.length })}
        </Text>
      </HStack>
    </Stack>
  );
}
