import { Badge, Box, Button, Field, Heading, List, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { CENSUS_SOURCES, type CensusFileDto, type CensusSource } from '@onboard/contracts';
import { CENSUS_FIELDS } from '@onboard/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorOf } from '../../../app/errors.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { loadState } from '../../../components/ui/loadState.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useGetCensusFileQuery, usePutCensusMappingMutation } from '../api/censusApi.js';
import { CHECK_BELOW, requiredUnmapped } from '../census.js';
import { useFieldLabel } from './useFieldLabel.js';

type Props = {
  clientId: string;
  policyId: string;
  documentId: string;
  onConfirmed: () => void;
  onUploadAnother: () => void;
};

/** The server's field errors of PUT …/mapping, placed: per header, the source, and the rest above the form. */
type MappingErrors = { headers: Record<string, string>; source?: string; form: string[] };

function mappingErrorsOf(error: unknown, fallback: string): MappingErrors {
  const call = callErrorOf(error);
  const placed: MappingErrors = { headers: {}, form: [] };
  for (const { path, message } of call.errors) {
    if (path === 'body.source') placed.source ??= message;
    else if (path.startsWith('body.mapping.')) placed.headers[path.slice('body.mapping.'.length)] ??= message;
    else placed.form.push(message);
  }
  if (call.errors.length === 0) placed.form.push(fallback);
  return placed;
}

/**
 * Step 2: where the census comes from, and each column's template field: the automatic (fuzzy) suggestion
 * pre-filled, the less certain ones flagged, the required fields still without a column listed.
 */
export function MappingStep(props: Props) {
  const { clientId, policyId, documentId } = props;
  // Only the file's address: the callbacks are not query arguments (they would sit in the store).
  const file = useGetCensusFileQuery({ clientId, policyId, documentId });
  const { data, fallback } = loadState(file, { notFoundPage: true });
  if (fallback) return fallback;
  // A fresh form per file (the mapping and source start from the file's).
  return <MappingForm key={data.document.id} {...props} file={data} />;
}

function MappingForm({
  clientId,
  policyId,
  documentId,
  onConfirmed,
  onUploadAnother,
  file,
}: Props & { file: CensusFileDto }) {
  const { t } = useTranslation('census');
  const errorText = useErrorText();
  const translate = useValidationMessage();
  const fieldLabel = useFieldLabel();
  const [mapping, setMapping] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(file.headers.map((header) => [header, file.mapping[header] ?? null])),
  );
  const [source, setSource] = useState<CensusSource | ''>(file.source ?? '');
  const [errors, setErrors] = useState<MappingErrors>({ headers: {}, form: [] });
  const [putMapping, { isLoading }] = usePutCensusMappingMutation();
  const missing = requiredUnmapped(mapping);
  // Confirm pressed while a required field has no column: nothing is sent, the list says what to match.
  const [missingShown, setMissingShown] = useState(false);
  const missingRef = useRef<HTMLDivElement>(null);

  if (file.status !== 'MAPPING') {
    return (
      <Stack gap={4}>
        <Heading as="h2" size="lg">
          {t('mapping.heading')}
        </Heading>
        <Text>{t('mapping.notMapping')}</Text>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setMissingShown(true);
      missingRef.current?.focus();
      return;
    }
    try {
      await putMapping({
        clientId,
        policyId,
        documentId,
        mapping,
        // An empty source goes to the server, whose schema answers with its field error.
        source: source as CensusSource,
      }).unwrap();
      onConfirmed();
    } catch (failure) {
      setErrors(mappingErrorsOf(failure, errorText.messageOf(failure)));
    }
  };

  return (
    <Stack as="form" gap={5} onSubmit={(event) => void submit(event)} aria-labelledby="census-mapping">
      <Heading as="h2" size="lg" id="census-mapping">
        {t('mapping.heading')}
      </Heading>
      <Text>{t('mapping.intro', { fileName: file.document.fileName })}</Text>
      {errors.form.map((message) => (
        <FormAlert key={message} message={message} />
      ))}
      <Field.Root invalid={!!errors.source} maxW="md">
        <Field.Label>{t('mapping.source')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={source}
            onChange={(event) => setSource(event.target.value as CensusSource | '')}
          >
            <option value="">{t('mapping.choose')}</option>
            {CENSUS_SOURCES.map((value) => (
              <option key={value} value={value}>
                {t(`mapping.sources.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.source && <Field.ErrorText>{translate(errors.source)}</Field.ErrorText>}
      </Field.Root>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-labelledby="census-mapping-table">
          <Table.Caption id="census-mapping-table" captionSide="top" textAlign="start" fontWeight="semibold">
            {t('mapping.table')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('mapping.column')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('mapping.field')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {file.headers.map((header, index) => {
              const chosen = mapping[header] ?? null;
              const suggested = file.mapping[header] ?? null;
              const sure = file.confidence[header] ?? 0;
              const unsure = chosen !== null && chosen === suggested && sure < CHECK_BELOW;
              const error = errors.headers[header];
              const noteId = `census-mapping-note-${index}`;
              return (
                <Table.Row key={header} data-header={header} bg={unsure ? 'orange.subtle' : undefined}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {header}
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap={1}>
                      <NativeSelect.Root size="sm" maxW="sm">
                        <NativeSelect.Field
                          aria-label={t('mapping.fieldOf', { header })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={unsure || error || !chosen ? noteId : undefined}
                          value={chosen ?? ''}
                          onChange={(event) =>
                            setMapping((current) => ({ ...current, [header]: event.target.value || null }))
                          }
                        >
                          <option value="">{t('mapping.notUsed')}</option>
                          {CENSUS_FIELDS.map((field) => (
                            <option key={field.id} value={field.id}>
                              {field.required
                                ? t('mapping.required', { label: fieldLabel(field.id) })
                                : fieldLabel(field.id)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Box id={noteId}>
                        {error ? (
                          <Text fontSize="sm" color="fg.error">
                            {translate(error)}
                          </Text>
                        ) : unsure ? (
                          <Badge colorPalette="orange" variant="outline" data-unsure="true">
                            {t('mapping.check')}
                          </Badge>
                        ) : !chosen && suggested === null ? (
                          <Text fontSize="sm" color="fg.muted">
                            {t('mapping.noMatch')}
                          </Text>
                        ) : null}
                      </Box>
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {missing.length > 0 && (
        <Stack
          gap={1}
          role={missingShown ? 'alert' : 'status'}
          data-testid="census-missing-fields"
          ref={missingRef}
          tabIndex={-1}
          color={missingShown ? 'fg.error' : undefined}
        >
          {missingShown && <Text fontWeight="medium">{t('mapping.missingBeforeConfirm')}</Text>}
          <Text fontWeight="medium">{t('mapping.missing')}</Text>
          <List.Root ps={5}>
            {missing.map((field) => (
              <List.Item key={field.id}>{fieldLabel(field.id)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('mapping.remembered')}
      </Text>
      <Stack direction="row" gap={3} wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          {t('mapping.confirm')}
        </Button>
        <Button variant="outline" onClick={onUploadAnother}>
          {t('upload.startOver')}
        </Button>
      </Stack>
    </Stack>
  );
}
