import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { MEDICAL_VIDEO_CHOICES } from '@onboard/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster.js';
import { useDeleteVideoMutation } from '../api/explorerAdminApi.js';
import type { SiteFormValues } from '../siteForm.js';
import { DocumentUpload } from './DocumentUpload.js';
import { SelectField, TextField, useFieldError } from './fields.js';

/**
 * The medical video (explorer spec §3, §5): no video, English, or English and Spanish; with a video, its titles
 * and the file, uploaded to the video host (vidyard upload) and deleted from it.
 */
export function SiteVideoSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation('explorerAdmin');
  const { watch, setValue } = useFormContext<SiteFormValues>();
  const [deleteVideo, deleting] = useDeleteVideoMutation();
  const choice = watch('medicalVideo');
  const vidyardId = watch('vidyardId');
  const error = useFieldError('medicalVideoDocumentId');

  const clear = () => {
    setValue('medicalVideoDocumentId', null, { shouldDirty: true });
    setValue('vidyardId', null, { shouldDirty: true });
    setValue('vidyardUploadId', null, { shouldDirty: true });
  };
  const remove = async () => {
    if (vidyardId) {
      const result = await deleteVideo({ clientId, vidyardId });
      if ('error' in result) return;
      toaster.create({ type: 'success', title: t('upload.videoDeleted') });
    }
    clear();
  };

  return (
    <Stack as="section" gap={4} aria-labelledby="site-video">
      <Heading as="h2" size="lg" id="site-video">
        {t('sections.video')}
      </Heading>
      <SelectField
        name="medicalVideo"
        label={t('fields.medicalVideo')}
        options={MEDICAL_VIDEO_CHOICES.map((value) => ({ value, label: t(`videoChoices.${value}`) }))}
        none={t('choose')}
      />
      {choice && choice !== 'NO_VIDEO' && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField name="medicalVideoEnglishTitle" label={t('fields.medicalVideoEnglishTitle')} />
            {choice === 'ENGLISH_AND_SPANISH_VIDEO' && (
              <TextField name="medicalVideoSpanishTitle" label={t('fields.medicalVideoSpanishTitle')} />
            )}
          </SimpleGrid>
          <DocumentUpload
            clientId={clientId}
            kind="video"
            label={t('fields.video')}
            category="enrollment-resource"
            accept="video/*"
            documentId={watch('medicalVideoDocumentId')}
            error={error}
            onUploaded={(document) => {
              setValue('medicalVideoDocumentId', document.id, { shouldDirty: true });
              setValue('vidyardId', document.vidyardId, { shouldDirty: true });
              setValue('vidyardUploadId', document.vidyardId, { shouldDirty: true });
            }}
            onRemove={() => void remove()}
            removing={deleting.isLoading}
          />
        </>
      )}
    </Stack>
  );
}
