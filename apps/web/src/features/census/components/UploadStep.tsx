import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { uploadDocument } from '../../documents/upload.js';
import { ProgressBar } from './ProgressBar.js';

type Props = { clientId: string; policyId: string; onUploaded: (documentId: string) => void };

/** Step 1: the census file, sent with its upload's progress; the policy is the page's. */
export function UploadStep({ clientId, policyId, onUploaded }: Props) {
  const { t } = useTranslation('census');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const uploading = percent !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('upload.chooseFile'));
      input.current?.focus();
      return;
    }
    setError(null);
    setPercent(0);
    try {
      // The documents' upload (with its progress): a census is a document of its policy.
      const document = await uploadDocument(
        { clientId, category: 'census', policyId, file },
        {
          dispatch,
          onProgress: ({ loaded, total }) => setPercent(total ? Math.round((loaded / total) * 100) : null),
        },
      );
      dispatch(api.util.invalidateTags([{ type: 'Census', id: policyId }]));
      onUploaded(document.id);
    } catch (failure) {
      setError(errorText.messageOf(failure));
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Stack
      as="form"
      gap={4}
      maxW="2xl"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="census-upload"
    >
      <Heading as="h2" size="lg" id="census-upload">
        {t('upload.heading')}
      </Heading>
      <Text>{t('upload.intro')}</Text>
      <FormAlert message={error} />
      <Field.Root>
        <Field.Label>{t('upload.file')}</Field.Label>
        <Input
          ref={input}
          type="file"
          p={1}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field.Root>
      {uploading && file && (
        <Stack gap={1}>
          <Text fontSize="sm" role="status">
            {t('upload.uploading', { fileName: file.name })}
          </Text>
          <ProgressBar value={percent ?? null} label={t('upload.progress')} />
        </Stack>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={uploading}>
        {t('upload.submit')}
      </Button>
    </Stack>
  );
}
