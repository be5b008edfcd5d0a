import { Box, Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  CONTENT_FLAG_LABELS,
  EXPLORER_BENEFIT_TYPES,
  PRICE_TIERS,
  PROVIDER_CARRIER_ID,
  US_STATES,
  type ExplorerBenefitType,
  type PlanType,
} from '@onboard/contracts';
import {
  allowedBenefitLevels,
  allowedContentFlags,
  allowedPlanTypes,
  comparisonAvailable,
  dentalNetworksFor,
  dentalStates,
  isPfmlLeave,
  planTypeDisplayName,
  type ExplorerSiteContext,
} from '@onboard/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withBenefitType, type SiteFormValues } from '../siteForm.js';
import { DocumentUpload } from './DocumentUpload.js';
import { MultiCheckField, NumberField, SelectField, SwitchField, TextField } from './fields.js';
import { DentalFields, FinancialFields, MedicalFields, VisionFields } from './PlanComparisonFields.js';
import { PlanCostFields } from './PlanCostFields.js';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));
/** The benefit types whose plans carry a wellness amount (decision 164). */
const WELLNESS_TYPES: readonly ExplorerBenefitType[] = [
  'ACCIDENT',
  'CRITICAL_ILLNESS',
  'HOSPITAL_INDEMNITY',
  'CANCER',
];

export type PlanEditorProps = {
  index: number;
  clientId: string;
  context: ExplorerSiteContext;
  onRemove: () => void;
};

/**
 * One plan of the site (explorer spec §3 "Benefit plan"): its benefit type first, then only what that type
 * allows (explorer spec §4: plan types, benefit levels, value-added services, dental networks of the situs
 * state), the fields of its type and, when comparison is available, its comparison fields.
 */
export function PlanEditor({ index, clientId, context, onRemove }: PlanEditorProps) {
  const { t } = useTranslation('explorerAdmin');
  const { watch, setValue, getValues } = useFormContext<SiteFormValues>();
  const at = (field: string) => `benefits.${index}.${field}`;
  const plan = watch(`benefits.${index}`);
  const employerState = watch('employerState');
  if (!plan) return null;
  const benefitType = plan.benefitType as ExplorerBenefitType;
  const planType = (plan.planType ?? null) as PlanType | null;
  const planTypes = allowedPlanTypes(benefitType);
  const levels = allowedBenefitLevels(benefitType);
  const flags = allowedContentFlags(benefitType);
  const provider = plan.carrierId === PROVIDER_CARRIER_ID;
  const dental = benefitType === 'DENTAL';
  const situs = plan.prepaidSitusState || null;
  const networks = dental && planType ? dentalNetworksFor(planType, situs ?? (employerState || null)) : [];
  const comparison = comparisonAvailable({
    benefitType,
    planType,
    policyEffectiveDate: context.policyEffectiveDate,
    override: context.comparisonOverride === true,
    toggles: context.toggles,
  });
  const number = index + 1;

  const onBenefitType = (value: string | null) => {
    if (!value) return;
    const next = withBenefitType(getValues(`benefits.${index}`), value as ExplorerBenefitType);
    const current = getValues(`benefits.${index}`);
    if (next.planType !== current.planType) setValue(`benefits.${index}.planType`, next.planType ?? null);
    if (next.benefitLevel !== current.benefitLevel)
      setValue(`benefits.${index}.benefitLevel`, next.benefitLevel ?? null);
    if ((next.contentFlags ?? []).length !== (current.contentFlags ?? []).length)
      setValue(`benefits.${index}.contentFlags`, next.contentFlags ?? []);
  };

  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p={4} aria-labelledby={`plan-${index}`}>
      <Stack gap={4}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md" id={`plan-${index}`}>
            {t('plans.heading', { number, name: plan.planName || t('plans.untitled') })}
          </Heading>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            {t('plans.remove', { number })}
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <SelectField
            name={at('benefitType')}
            label={t('plans.benefitType')}
            options={EXPLORER_BENEFIT_TYPES.map((value) => ({ value, label: t(`benefitTypes.${value}`) }))}
            onPicked={onBenefitType}
          />
          {planTypes.length > 0 && (
            <SelectField
              name={at('planType')}
              label={t('plans.planType')}
              options={planTypes.map((value) => ({ value, label: planTypeDisplayName(value) }))}
              none={t('choose')}
            />
          )}
          {levels.length > 0 && (
            <SelectField
              name={at('benefitLevel')}
              label={t('plans.benefitLevel')}
              options={levels.map((value) => ({ value, label: t(`benefitLevels.${value}`) }))}
              none={t('none')}
            />
          )}
          <TextField name={at('planName')} label={t('plans.planName')} />
          <NumberField name={at('carrierId')} label={t('plans.carrierId')} step="1" />
          {!provider && <TextField name={at('legalEntity')} label={t('plans.legalEntity')} />}
          {isPfmlLeave(plan) && (
            <SelectField
              name={at('otherShortTermPaidLeaveState')}
              label={t('plans.otherShortTermPaidLeaveState')}
              options={STATE_OPTIONS}
              none={t('choose')}
            />
          )}
          {dental && provider && planType === 'DHMO' && (
            <SelectField
              name={at('prepaidSitusState')}
              label={t('plans.prepaidSitusState')}
              options={dentalStates('DHMO').map((state) => ({ value: state, label: state }))}
              none={t('choose')}
            />
          )}
          {dental && planType && (
            <SelectField
              name={at('prepaidDentalNetwork')}
              label={t('plans.prepaidDentalNetwork')}
              options={networks.map((value) => ({ value, label: value.replaceAll('_', ' ') }))}
              none={t('choose')}
            />
          )}
          {benefitType === 'MEDICAL' && (
            <>
              <SelectField
                name={at('premium')}
                label={t('plans.premium')}
                options={PRICE_TIERS.map((value) => ({ value, label: value }))}
                none={t('none')}
              />
              <SelectField
                name={at('outOfPocketCosts')}
                label={t('plans.outOfPocketCosts')}
                options={PRICE_TIERS.map((value) => ({ value, label: value }))}
                none={t('none')}
              />
            </>
          )}
          {benefitType === 'FINANCIAL' && (planType === 'HSA' || planType === 'HRA') && (
            <TextField name={at('linkedHDHPPlanName')} label={t('plans.linkedHDHPPlanName')} />
          )}
          {WELLNESS_TYPES.includes(benefitType) && (
            <NumberField name={at('wellnessAmount')} label={t('plans.wellnessAmount')} />
          )}
          <SwitchField name={at('isNew')} label={t('plans.isNew')} />
        </SimpleGrid>
        {flags.length > 0 && (
          <MultiCheckField
            name={at('contentFlags')}
            legend={t('plans.contentFlags')}
            options={flags.map((value) => ({ value, label: CONTENT_FLAG_LABELS[value] }))}
          />
        )}
        {comparison && benefitType === 'MEDICAL' && <MedicalFields index={index} />}
        {comparison && dental && <DentalFields index={index} />}
        {comparison && benefitType === 'VISION' && <VisionFields index={index} />}
        {(benefitType === 'MEDICAL' || dental || benefitType === 'VISION') && (
          <PlanCostFields index={index} medical={benefitType === 'MEDICAL'} />
        )}
        {benefitType === 'FINANCIAL' && (planType === 'FSA' || planType === 'LPFSA') && (
          <FinancialFields index={index} />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <DocumentUpload
            clientId={clientId}
            label={t('plans.planSummary')}
            category="plan-document"
            language="en"
            accept=".pdf,.docx,application/pdf"
            documentId={plan.planSummaryDocumentId}
            onUploaded={(document) =>
              setValue(`benefits.${index}.planSummaryDocumentId`, document.id, { shouldDirty: true })
            }
            onRemove={() => setValue(`benefits.${index}.planSummaryDocumentId`, null, { shouldDirty: true })}
          />
          <DocumentUpload
            clientId={clientId}
            label={t('plans.spanishPlanSummary')}
            category="plan-document"
            language="es"
            accept=".pdf,.docx,application/pdf"
            documentId={plan.spanishPlanSummaryDocumentId}
            onUploaded={(document) =>
              setValue(`benefits.${index}.spanishPlanSummaryDocumentId`, document.id, { shouldDirty: true })
            }
            onRemove={() =>
              setValue(`benefits.${index}.spanishPlanSummaryDocumentId`, null, { shouldDirty: true })
            }
          />
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
