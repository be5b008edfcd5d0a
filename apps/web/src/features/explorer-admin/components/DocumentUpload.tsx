import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { DocumentCategory, DocumentDto } from '@onboard/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { DocumentProgress } from '../../documents/components/DocumentProgress.js';
import { uploadDocument, uploadVideo } from '../../documents/upload.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';

export type DocumentUploadProps = {
  clientId: string;
  label: string;
  category: DocumentCategory;
  language?: 'en' | 'es';
  accept: string;
  /** The document the field holds now. */
  documentId: string | null | undefined;
  /** `video`: to the video host (vidyard upload), else the documents service's upload. */
  kind?: 'document' | 'video';
  onUploaded: (document: DocumentDto) => void;
  /** Shown when the field holds a document: clears it (and for a video, deletes it from the host). */
  onRemove?: () => void;
  removing?: boolean;
  error?: string | undefined;
};

/**
 * A file of the site (a plan summary, the logo, the medical video) uploaded through the documents service's
 * own calls, with the document-progress bar of spec §4 (2 a second up to 99, then full when answered).
 */
export function DocumentUpload({
  clientId,
  label,
  category,
  language,
  accept,
  documentId,
  kind = 'document',
  onUploaded,
  onRemove,
  removing = false,
  error,
}: DocumentUploadProps) {
  const { t } = useTranslation('explorerAdmin');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [uploading, setUploading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setUploading(file.name);
    try {
      const send = kind === 'video' ? uploadVideo : uploadDocument;
      const document = await send({ clientId, category, language, file }, { dispatch });
      setUploaded(document.fileName);
      onUploaded(document);
    } catch (caught) {
      setFailure(errorText.messageOf(caught) || t('upload.failed'));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap={2}>
      <FormField label={t('upload.choose', { label })} error={error}>
        <Input type="file" accept={accept} onChange={(e) => void onFile(e)} disabled={!!uploading} p={1} />
      </FormField>
      {uploading && <DocumentProgress percent={null} label={t('upload.uploading', { label })} />}
      <HStack gap={3}>
        <Text fontSize="sm" color="fg.muted">
          {uploaded
            ? t('upload.uploaded', { label, file: uploaded })
            : documentId
              ? t('upload.current', { label })
              : t('upload.none')}
        </Text>
        {documentId && onRemove && (
          <Button size="xs" variant="outline" onClick={onRemove} loading={removing}>
            {kind === 'video' ? t('upload.deleteVideo') : t('upload.remove', { label })}
          </Button>
        )}
      </HStack>
      <FormAlert message={failure} />
    </Stack>
  );
}
