import { HStack, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { HEX_COLOR_PATTERN } from '@onboard/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField.js';
import type { SiteFormValues } from '../siteForm.js';
import { DocumentUpload } from './DocumentUpload.js';
import { SwitchField, useFieldError } from './fields.js';

/** A colour as a picker and its hex text, both bound to the same field. */
function ColorField({
  name,
  label,
}: {
  name: 'customThemeBrandColor' | 'customThemeContrastingColor';
  label: string;
}) {
  const { t } = useTranslation('explorerAdmin');
  const { register, watch, setValue } = useFormContext<SiteFormValues>();
  const value = watch(name) ?? '';
  const error = useFieldError(name);
  const full = HEX_COLOR_PATTERN.test(value) && value.replace('#', '').length === 6;
  const picked = full ? (value.startsWith('#') ? value : `#${value}`) : '#000000';
  return (
    <FormField label={label} error={error}>
      <HStack gap={2}>
        <Input {...register(name)} placeholder={t('fields.colorPlaceholder')} maxW="40" />
        <Input
          type="color"
          aria-label={t('fields.colorPicker', { label })}
          value={picked}
          onChange={(e) => setValue(name, e.target.value, { shouldDirty: true })}
          w="14"
          p={1}
        />
      </HStack>
    </FormField>
  );
}

/** Branding (explorer spec §3): the provider logo, custom branding with its two colours, and the site's logo. */
export function SiteBrandingSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation('explorerAdmin');
  const { watch, setValue } = useFormContext<SiteFormValues>();
  const custom = watch('customBranding') === true;
  return (
    <Stack as="section" gap={4} aria-labelledby="site-branding">
      <Heading as="h2" size="lg" id="site-branding">
        {t('sections.branding')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <SwitchField name="hideSunLifeLogo" label={t('fields.hideSunLifeLogo')} />
        <SwitchField name="customBranding" label={t('fields.customBranding')} />
      </SimpleGrid>
      {custom && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <ColorField name="customThemeBrandColor" label={t('fields.customThemeBrandColor')} />
          <ColorField name="customThemeContrastingColor" label={t('fields.customThemeContrastingColor')} />
        </SimpleGrid>
      )}
      <DocumentUpload
        clientId={clientId}
        label={t('fields.logo')}
        category="company-logo"
        accept="image/png,image/jpeg"
        documentId={watch('logoDocumentId')}
        onUploaded={(document) => setValue('logoDocumentId', document.id, { shouldDirty: true })}
        onRemove={() => setValue('logoDocumentId', null, { shouldDirty: true })}
      />
    </Stack>
  );
}
