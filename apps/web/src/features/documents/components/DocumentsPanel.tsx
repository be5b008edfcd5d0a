import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  UPLOAD_ERROR_CODES,
  UPLOAD_RULES,
  type DocumentCategory,
  type DocumentDto,
  type FileKind,
} from '@onboard/contracts';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorOf, formErrorsOf } from '../../../app/errors.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  documentUrl,
  useGetDocumentsQuery,
  useRemoveDocumentMutation,
  useRenameDocumentMutation,
  zipUrl,
} from '../api/documentsApi.js';
import { downloadFile } from '../download.js';
import { uploadDocument } from '../upload.js';
import { DocumentProgress } from './DocumentProgress.js';

export type DocumentsPanelProps = {
  clientId: string;
  /** The categories the panel lists, uploads into (a choice when more than one) and zips. */
  categories: readonly DocumentCategory[];
  policyId?: string | undefined;
  title: string;
  /** Upload, rename and delete (spec §6: ben admins and brokers on their clients, staff on all). */
  canUpload: boolean;
};

/** The zipped download took too long (spec §8). */
export const ZIPPING_TIMEOUT_CODE = 'FILE_ZIPPING_TIMEOUT';
const MiB = 1024 * 1024;
const UPLOAD_CODES: ReadonlySet<string> = new Set([
  ...Object.values(UPLOAD_ERROR_CODES),
  'PAYLOAD_TOO_LARGE',
]);

/** "12 B", "3.4 KB", "1.2 MB" in the user's language. */
function useFormatSize() {
  const { t, i18n } = useTranslation('documents');
  return (bytes: number): string => {
    const number = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
    if (bytes < 1024) return t('size.bytes', { value: number(bytes) });
    if (bytes < MiB) return t('size.kb', { value: number(bytes / 1024) });
    return t('size.mb', { value: number(bytes / MiB) });
  };
}

/**
 * A message for a failed upload (decision 117): the server's own message in English (it is the most precise:
 * the limit, the accepted kinds), the refusal code's text in another language; anything else as any failed
 * call. `onField` tells whether it belongs next to the file field (a `body.file` error or an upload code).
 */
function useUploadErrorText() {
  const { t, i18n } = useTranslation('documents');
  const errorText = useErrorText();
  return (error: unknown): { message: string; onField: boolean } => {
    const call = callErrorOf(error);
    const field = formErrorsOf(error, ['file'] as const, errorText.generic).fields.file;
    const known = call.code !== undefined && UPLOAD_CODES.has(call.code);
    const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
    if (known && !english) {
      return { message: t(`uploadErrors.${call.code as keyof typeof UPLOAD_ERROR_CODES}`), onField: true };
    }
    if (field) return { message: field, onField: true };
    return { message: errorText.messageOf(error), onField: known };
  };
}

/** A download's failure: the zip timeout's own text, a refusal's message, or the thrown header text. */
function useDownloadErrorText() {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  return (error: unknown): string => {
    if (error instanceof Error) return `${t('downloadFailed')} ${error.message}`;
    if (callErrorOf(error).code === ZIPPING_TIMEOUT_CODE) return t('zipTimeout');
    return errorText.messageOf(error);
  };
}

/**
 * A reusable documents panel (issue 11 item 4, decision 117): the client's documents of some categories (name,
 * category, size, date, a download link each), "Download all" as one zip, and for those who may, upload with
 * progress, rename and delete. The server decides what it accepts; the panel only hints the rules.
 */
export function DocumentsPanel({ clientId, categories, policyId, title, canUpload }: DocumentsPanelProps) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const scope = useMemo(
    () => ({ clientId, categories, ...(policyId ? { policyId } : {}) }),
    [clientId, categories, policyId],
  );
  const list = useGetDocumentsQuery(scope);
  const formatDate = useFormatDateTime('date');
  const formatSize = useFormatSize();
  const downloadErrorText = useDownloadErrorText();
  const [announcement, setAnnouncement] = useState('');
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const [zipping, setZipping] = useState(false);
  const [renaming, setRenaming] = useState<DocumentDto | null>(null);
  const [removing, setRemoving] = useState<DocumentDto | null>(null);
  const documents = list.data ?? [];

  const download = async (url: string) => {
    setDownloadError(undefined);
    try {
      await downloadFile(url);
    } catch (error) {
      setDownloadError(downloadErrorText(error));
    }
  };
  const downloadAll = async () => {
    setZipping(true);
    try {
      await download(zipUrl(scope));
    } finally {
      setZipping(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap={4} borderWidth="1px" rounded="md" p={5}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {/* Only with something to download: not beside "There are no documents here yet". */}
        {documents.length > 0 && (
          <Button
            size="sm"
            variant="outline"
            loading={zipping}
            aria-label={t('downloadAllOf', { title })}
            onClick={() => void downloadAll()}
          >
            {t('downloadAll')}
          </Button>
        )}
      </HStack>
      <FormAlert message={downloadError} />
      {list.isError ? (
        <FormAlert message={t('list.loadFailed')} />
      ) : documents.length === 0 ? (
        <Text color="fg.muted">{list.isLoading ? '…' : t('list.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-busy={list.isFetching}>
            <Table.Caption srOnly>{t('list.caption', { title })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('list.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('list.category')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('list.size')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('list.date')}</Table.ColumnHeader>
                {canUpload && <Table.ColumnHeader>{t('list.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {documents.map((document) => {
                const url = documentUrl(clientId, document.id);
                return (
                  <Table.Row key={document.id} data-testid="document-row">
                    <Table.Cell>
                      <Link
                        href={url}
                        color="brand.fg"
                        textDecoration="underline"
                        aria-label={t('list.download', { name: document.fileName })}
                        onClick={(event) => {
                          event.preventDefault();
                          void download(url);
                        }}
                      >
                        {document.fileName}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{t(`categories.${document.category}`)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatSize(document.size)}</Table.Cell>
                    <Table.Cell>{formatDate(document.createdAt)}</Table.Cell>
                    {canUpload && (
                      <Table.Cell>
                        <HStack gap={2}>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t('list.rename', { name: document.fileName })}
                            onClick={() => setRenaming(document)}
                          >
                            {t('list.renameShort')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('list.delete', { name: document.fileName })}
                            onClick={() => setRemoving(document)}
                          >
                            {t('list.deleteShort')}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {canUpload && (
        <UploadForm
          clientId={clientId}
          categories={categories}
          policyId={policyId}
          onAnnounce={setAnnouncement}
        />
      )}
      <Box role="status" aria-live="polite" srOnly data-testid="documents-status">
        {announcement}
      </Box>
      <RenameDialog
        clientId={clientId}
        document={renaming}
        onClose={() => setRenaming(null)}
        onDone={(name) => setAnnouncement(t('rename.done', { name }))}
      />
      <RemoveDialog
        clientId={clientId}
        document={removing}
        onClose={() => setRemoving(null)}
        onDone={(name) => setAnnouncement(t('remove.done', { name }))}
      />
    </Stack>
  );
}

/** The accepted kinds of some categories, in the panel's language ("PDF, Word (.docx) or PNG" as a list). */
function useKindList() {
  const { t } = useTranslation('documents');
  return (kinds: readonly FileKind[]) => kinds.map((kind) => t(`kinds.${kind}`)).join(', ');
}

function UploadForm({
  clientId,
  categories,
  policyId,
  onAnnounce,
}: {
  clientId: string;
  categories: readonly DocumentCategory[];
  policyId?: string | undefined;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('documents');
  const dispatch = useAppDispatch();
  const kindList = useKindList();
  const uploadErrorText = useUploadErrorText();
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<DocumentCategory | undefined>(categories[0]);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  if (!category) return null;
  const rule = UPLOAD_RULES[category];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(undefined);
    if (!file) {
      setFieldError(t('upload.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    setUploading(true);
    setPercent(null);
    onAnnounce(t('upload.uploading', { name: file.name }));
    try {
      const document = await uploadDocument(
        { clientId, category, policyId, file },
        {
          dispatch,
          onProgress: ({ loaded, total }) => setPercent(total ? (loaded / total) * 100 : null),
        },
      );
      onAnnounce(t('upload.done', { name: document.fileName }));
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      const { message, onField } = uploadErrorText(error);
      if (onField) setFieldError(message);
      else setFormError(message);
      onAnnounce('');
      fileInput.current?.focus();
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack as="form" gap={3} onSubmit={(event: FormEvent) => void submit(event)}>
      <Heading as="h3" size="sm">
        {t('upload.heading')}
      </Heading>
      <FormAlert message={formError} />
      {categories.length > 1 && (
        <Field.Root>
          <Field.Label>{t('upload.category')}</Field.Label>
          <NativeSelect.Root disabled={uploading}>
            <NativeSelect.Field
              value={category}
              onChange={(event) => setCategory(event.target.value as DocumentCategory)}
            >
              {categories.map((value) => (
                <option key={value} value={value}>
                  {t(`categories.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Field.Root invalid={!!fieldError} id={`${ids}-file`}>
        <Field.Label>{t('upload.file')}</Field.Label>
        <Input
          key={inputKey}
          ref={fileInput}
          type="file"
          p={1}
          disabled={uploading}
          accept={rule.types.map((kind) => `.${kind === 'jpeg' ? 'jpg,.jpeg' : kind}`).join(',')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFieldError(undefined);
          }}
        />
        <Field.HelperText>
          {t('upload.hint', { kinds: kindList(rule.types), limit: Math.floor(rule.maxBytes / MiB) })}
        </Field.HelperText>
        {fieldError && <Field.ErrorText data-testid="upload-error">{fieldError}</Field.ErrorText>}
      </Field.Root>
      {uploading && <DocumentProgress percent={percent} label={t('upload.progress')} />}
      <Box>
        <Button type="submit" colorPalette="brand" loading={uploading}>
          {t('upload.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * What the rename and the remove dialogs are given: the document to act on (null while closed), and what to do
 * when closed and when done (`onDone` takes the file's name, for the announcement).
 */
type DocumentDialogProps = {
  clientId: string;
  document: DocumentDto | null;
  onClose: () => void;
  onDone: (name: string) => void;
};

function RenameDialog({ clientId, document, onClose, onDone }: DocumentDialogProps) {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  const [rename, renaming] = useRenameDocumentMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<{ field?: string | undefined; form?: string | undefined }>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (document && openedFor !== document.id) {
    setOpenedFor(document.id);
    setName(document.fileName);
    setError({});
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!document) return;
    if (name.trim() === '') {
      setError({ field: t('rename.required') });
      return;
    }
    const result = await rename({ clientId, documentId: document.id, fileName: name.trim() });
    if ('error' in result) {
      const errors = formErrorsOf(result.error, ['fileName'] as const, errorText.generic);
      setError({
        field: errors.fields.fileName,
        form: errors.form === undefined ? undefined : errorText.messageOf(result.error),
      });
      return;
    }
    onDone(result.data.fileName);
    setOpenedFor(null);
    onClose();
  };
  return (
    <DialogShell
      open={document !== null}
      onClose={() => {
        setOpenedFor(null);
        onClose();
      }}
      title={t('rename.title')}
    >
      <Stack as="form" gap={4} onSubmit={(event: FormEvent) => void submit(event)}>
        <FormAlert message={error.form} />
        <Field.Root invalid={!!error.field}>
          <Field.Label>{t('rename.label')}</Field.Label>
          <Input value={name} maxLength={150} onChange={(event) => setName(event.target.value)} />
          {error.field && <Field.ErrorText>{error.field}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="end">
          <Button
            variant="outline"
            onClick={() => {
              setOpenedFor(null);
              onClose();
            }}
          >
            {t('rename.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={renaming.isLoading}>
            {t('rename.save')}
          </Button>
        </HStack>
      </Stack>
    </DialogShell>
  );
}

function RemoveDialog({ clientId, document, onClose, onDone }: DocumentDialogProps) {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  const [remove, removing] = useRemoveDocumentMutation();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    if (!document) return;
    const result = await remove({ clientId, documentId: document.id });
    if ('error' in result) {
      setError(errorText.messageOf(result.error));
      return;
    }
    setError(undefined);
    onDone(document.fileName);
    onClose();
  };
  return (
    <ConfirmDialog
      open={document !== null}
      title={t('remove.title')}
      body={
        <>
          {t('remove.body', { name: document?.fileName ?? '' })}
          {error && (
            <Text as="span" display="block" color="fg.error" role="alert" mt={2}>
              {error}
            </Text>
          )}
        </>
      }
      confirmLabel={t('remove.confirm')}
      destructive
      busy={removing.isLoading}
      onConfirm={() => void confirm()}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
    />
  );
}
