import { Alert, Badge, Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { CENSUS_EDITABLE_ROWS, type CensusFileDto } from '@onboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useCensusValidateSubmitMutation,
  useGetCensusFileQuery,
  useSubmitCensusMutation,
} from '../api/censusApi.js';
import { canSubmit, errorCount, isValidating } from '../census.js';
import { CensusProgress } from './CensusProgress.js';
import { FixTable } from './FixTable.js';
import { useIssueMessage } from './useIssueMessage.js';
import { useSubmitterName } from './useSubmitterName.js';

type Props = {
  clientId: string;
  policyId: string;
  documentId: string;
  /** Shows another file of the step: the corrected copy the fix table made. */
  onFollow: (documentId: string) => void;
  onUploadAnother: () => void;
};

/** How often the file is asked for: every second while it validates; while a submission may follow, less. */
function pollingOf(file: CensusFileDto | undefined): number {
  if (!file || isValidating(file.status)) return 1000;
  return canSubmit(file) ? 2000 : 0;
}

/** The figures of a validated file (counts by severity, rows, employees, dependents). */
function Summary({ file }: { file: CensusFileDto }) {
  const { t } = useTranslation('census');
  const issueMessage = useIssueMessage();
  const summary = file.summary;
  if (!summary) return null;
  const figures: Array<[string, number, string?]> = [
    [t('validate.errors'), errorCount(file), 'fg.error'],
    [
      t('validate.warnings'),
      summary.counts.warning + file.domainValidations.filter((d) => d.severity === 'warning').length,
    ],
    [t('validate.rows'), summary.rows],
    [t('validate.employees'), summary.employees],
    [t('validate.dependents'), summary.dependents],
    [t('validate.rowsWithErrors'), summary.rowsWithErrors],
  ];
  return (
    <Stack gap={2} as="section" aria-labelledby="census-summary">
      <Heading as="h3" size="md" id="census-summary">
        {t('validate.summary')}
      </Heading>
      <HStack as="dl" gap={3} wrap="wrap" data-testid="census-summary">
        {figures.map(([label, value, color]) => (
          <Box key={label} borderWidth="1px" rounded="md" px={4} py={2} minW="8rem" data-figure={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" color={value > 0 ? color : undefined}>
              {value.toLocaleString()}
            </Text>
          </Box>
        ))}
      </HStack>
      {summary.truncated && <Text fontSize="sm">{t('validate.truncated')}</Text>}
      {file.domainValidations.length > 0 && (
        <Stack gap={1}>
          <Text fontWeight="medium">{t('validate.fileIssues')}</Text>
          <List.Root ps={5}>
            {file.domainValidations.map((issue) => (
              <List.Item key={issue.code + issue.message} data-severity={issue.severity}>
                {issue.severity === 'error' ? `${t('validate.errors')}: ` : `${t('validate.warnings')}: `}
                {issueMessage(issue)}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Step 3: opening it asks the service to validate and submit (spec §2: once, on opening the step; a queued
 * file is then submitted as soon as it validates without errors). While the file validates its progress
 * shows; then its figures, the report, the fix table for small files, and Submit when it has no errors.
 */
export function ValidateStep({ clientId, policyId, documentId, onFollow, onUploadAnother }: Props) {
  const { t } = useTranslation('census');
  const format = useFormatDateTime();
  const errorText = useErrorText();
  const issueMessage = useIssueMessage();
  const submitterName = useSubmitterName(clientId);
  const [validateSubmit] = useCensusValidateSubmitMutation();
  const [submit, submitting] = useSubmitCensusMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [fixing, setFixing] = useState(false);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void validateSubmit({ clientId, policyId });
  }, [validateSubmit, clientId, policyId]);

  const ref = { clientId, policyId, documentId };
  const [polling, setPolling] = useState(1000);
  const query = useGetCensusFileQuery(ref, { pollingInterval: polling, skipPollingIfUnfocused: false });
  const file = query.currentData;
  useEffect(() => setPolling(pollingOf(file)), [file]);
  useEffect(() => setFixing(false), [documentId]);

  if (!file) {
    if (query.isError && !query.isFetching)
      return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <PageSkeleton />;
  }

  const onSubmit = async () => {
    setSubmitError(null);
    try {
      await submit(ref).unwrap();
    } catch (failure) {
      setSubmitError(errorText.messageOf(failure));
    }
  };
  const errors = errorCount(file);
  const small = (file.summary?.rows ?? 0) <= CENSUS_EDITABLE_ROWS;

  return (
    <Stack gap={5} as="section" aria-labelledby="census-validate">
      <Heading as="h2" size="lg" id="census-validate">
        {t('validate.heading')}
      </Heading>
      <Text fontWeight="medium">{file.document.fileName}</Text>
      {isValidating(file.status) && <CensusProgress file={file} />}
      {file.status === 'FAILED' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('validate.failed')}</Alert.Title>
            {file.domainValidations.map((issue) => (
              <Alert.Description key={issue.code + issue.message}>{issueMessage(issue)}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {file.status === 'VALIDATED' && (
        <>
          <Summary file={file} />
          <Link asChild colorPalette="brand" fontWeight="medium" alignSelf="start">
            <RouterLink to={PATHS.censusReport(clientId, policyId, documentId)}>
              {t('validate.openReport')}
            </RouterLink>
          </Link>
          {file.submittedAt ? (
            <Stack gap={1} data-testid="census-submitted">
              <Text fontWeight="medium">
                {t('validate.submitted', {
                  name: submitterName(file.submittedBy),
                  date: format(file.submittedAt),
                })}
              </Text>
              {file.current && (
                <Badge colorPalette="green" variant="subtle" alignSelf="start">
                  {t('validate.current')}
                </Badge>
              )}
            </Stack>
          ) : errors > 0 ? (
            <Stack gap={3}>
              <Text>{t('validate.hasErrors')}</Text>
              {small ? (
                <>
                  <Button
                    variant="outline"
                    alignSelf="start"
                    aria-expanded={fixing}
                    aria-controls="census-fix"
                    onClick={() => setFixing((open) => !open)}
                  >
                    {fixing ? t('fix.close') : t('fix.open')}
                  </Button>
                  <Box id="census-fix">
                    {fixing && <FixTable file={file} {...ref} onCorrected={onFollow} />}
                  </Box>
                </>
              ) : (
                <Text>{t('validate.tooLarge', { max: CENSUS_EDITABLE_ROWS.toLocaleString() })}</Text>
              )}
            </Stack>
          ) : (
            <Stack gap={3}>
              <Text>{t('validate.noErrors')}</Text>
              <FormAlert message={submitError} />
              <Button
                colorPalette="brand"
                alignSelf="start"
                loading={submitting.isLoading}
                onClick={() => void onSubmit()}
              >
                {t('validate.submit')}
              </Button>
            </Stack>
          )}
        </>
      )}
      {(file.status === 'FAILED' || (file.status === 'VALIDATED' && errors > 0)) && (
        <Button variant="outline" alignSelf="start" onClick={onUploadAnother}>
          {t('upload.startOver')}
        </Button>
      )}
    </Stack>
  );
}
