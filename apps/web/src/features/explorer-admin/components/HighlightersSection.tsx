import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { EXPLORER_BENEFIT_TYPES } from '@onboard/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteFormValues } from '../siteForm.js';
import { NumberField, TextField } from './fields.js';

/**
 * The highlight of each benefit type the site has plans of (explorer spec §3 per-benefit-type highlighter
 * metadata): its text in English and Spanish and its order.
 */
export function HighlightersSection() {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const types = new Set((watch('benefits') ?? []).map((plan) => plan.benefitType));
  const shown = EXPLORER_BENEFIT_TYPES.filter((type) => types.has(type));
  if (shown.length === 0) return null;
  return (
    <Stack as="section" gap={4} aria-labelledby="site-highlighters">
      <Heading as="h2" size="lg" id="site-highlighters">
        {t('sections.highlighters')}
      </Heading>
      {shown.map((benefitType) => {
        const type = t(`benefitTypes.${benefitType}`);
        const at = (field: string) => `benefitTypeMetadata.${benefitType}.${field}`;
        return (
          <SimpleGrid key={benefitType} columns={{ base: 1, md: 3 }} gap={3}>
            <TextField name={at('highlighterText')} label={t('fields.highlighterText', { type })} />
            <TextField
              name={at('spanishHighlighterText')}
              label={t('fields.spanishHighlighterText', { type })}
            />
            <NumberField
              name={at('highlighterOrder')}
              label={t('fields.highlighterOrder', { type })}
              step="1"
            />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
