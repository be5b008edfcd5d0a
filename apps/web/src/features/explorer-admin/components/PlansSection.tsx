import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ExplorerSiteContext } from '@onboard/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newPlan, type SiteFormValues } from '../siteForm.js';
import { PlanEditor } from './PlanEditor.js';

/** The site's plans (explorer spec §3 benefits[]): add and remove, each in its editor. */
export function PlansSection({ clientId, context }: { clientId: string; context: ExplorerSiteContext }) {
  const { t } = useTranslation('explorerAdmin');
  const { control } = useFormContext<SiteFormValues>();
  const plans = useFieldArray({ control, name: 'benefits', keyName: 'key' });
  return (
    <Stack as="section" gap={4} aria-labelledby="site-plans">
      <Heading as="h2" size="lg" id="site-plans">
        {t('sections.plans')}
      </Heading>
      {plans.fields.length === 0 && <Text color="fg.muted">{t('plans.empty')}</Text>}
      {plans.fields.map((field, index) => (
        <PlanEditor
          key={field.key}
          index={index}
          clientId={clientId}
          context={context}
          onRemove={() => plans.remove(index)}
        />
      ))}
      <Button alignSelf="start" variant="outline" onClick={() => plans.append(newPlan())}>
        {t('plans.add')}
      </Button>
    </Stack>
  );
}
