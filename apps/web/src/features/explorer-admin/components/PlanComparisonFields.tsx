import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { DENTAL_ORTHODONTIC_SERVICES, DENTAL_YEAR_TYPES, VISION_SERVICES } from '@onboard/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteFormValues } from '../siteForm.js';
import { NumberField, SelectField, SwitchField, TextField, YesNoField } from './fields.js';

type PlanFieldsProps = { index: number };

const MEDICAL_AMOUNTS_IN = [
  'planYearDeductibleIndividualInNetwork',
  'planYearDeductibleFamilyInNetwork',
  'planYearMaximumIndividualInNetwork',
  'planYearMaximumFamilyInNetwork',
] as const;

/** A medical plan's comparison fields (explorer spec §3 "Medical fields"). */
export function MedicalFields({ index }: PlanFieldsProps) {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const at = (field: string) => `benefits.${index}.${field}`;
  const plan = watch(`benefits.${index}`);
  return (
    <Stack gap={3}>
      <Heading as="h4" size="sm">
        {t('plans.medical')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        {MEDICAL_AMOUNTS_IN.map((field) => (
          <NumberField key={field} name={at(field)} label={t(`medical.${field}`)} />
        ))}
        <SwitchField
          name={at('planYearDeductibleOutOfNetworkNA')}
          label={t('medical.planYearDeductibleOutOfNetworkNA')}
        />
        <SwitchField
          name={at('planYearMaximumOutOfNetworkNA')}
          label={t('medical.planYearMaximumOutOfNetworkNA')}
        />
        {plan?.planYearDeductibleOutOfNetworkNA !== true &&
          (['planYearDeductibleIndividualOutOfNetwork', 'planYearDeductibleFamilyOutOfNetwork'] as const).map(
            (field) => <NumberField key={field} name={at(field)} label={t(`medical.${field}`)} />,
          )}
        {plan?.planYearMaximumOutOfNetworkNA !== true &&
          (['planYearMaximumIndividualOutOfNetwork', 'planYearMaximumFamilyOutOfNetwork'] as const).map(
            (field) => <NumberField key={field} name={at(field)} label={t(`medical.${field}`)} />,
          )}
        <YesNoField
          name={at('medicalOutOfNetworkBenefits')}
          label={t('medical.medicalOutOfNetworkBenefits')}
        />
        <YesNoField
          name={at('medicalPcpCoordinationRequired')}
          label={t('medical.medicalPcpCoordinationRequired')}
        />
        <YesNoField
          name={at('medicalPcpSpecialtyCareReferralRequired')}
          label={t('medical.medicalPcpSpecialtyCareReferralRequired')}
        />
        {plan?.contentFlags?.includes('HSA_COMPATIBLE') && (
          <NumberField
            name={at('medicalHealthSavingsAccountEmployerContribution')}
            label={t('medical.medicalHealthSavingsAccountEmployerContribution')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** A dental plan's comparison fields (explorer spec §3 "Dental fields"). */
export function DentalFields({ index }: PlanFieldsProps) {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const at = (field: string) => `benefits.${index}.${field}`;
  const ortho = watch(`benefits.${index}.dentalOrthodonticServices`);
  const adults = ortho === 'ADULTS' || ortho === 'BOTH';
  const children = ortho === 'CHILDREN' || ortho === 'BOTH';
  return (
    <Stack gap={3}>
      <Heading as="h4" size="sm">
        {t('plans.dental')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        {(
          [
            'planYearDeductibleIndividualInNetwork',
            'planYearDeductibleFamilyInNetwork',
            'planYearMaximumIndividualInNetwork',
          ] as const
        ).map((field) => (
          <NumberField key={field} name={at(field)} label={t(`dental.${field}`)} />
        ))}
        <SelectField
          name={at('dentalYearType')}
          label={t('dental.dentalYearType')}
          options={DENTAL_YEAR_TYPES.map((value) => ({ value, label: t(`yearTypes.${value}`) }))}
          none={t('choose')}
        />
        <SelectField
          name={at('dentalOrthodonticServices')}
          label={t('dental.dentalOrthodonticServices')}
          options={DENTAL_ORTHODONTIC_SERVICES.map((value) => ({ value, label: t(`orthodontics.${value}`) }))}
          none={t('choose')}
        />
        {adults &&
          (['dentalOrthodonticMaximumAdult', 'dentalOrthodonticMaximumAdultPercent'] as const).map(
            (field) => <NumberField key={field} name={at(field)} label={t(`dental.${field}`)} />,
          )}
        {children &&
          (['dentalOrthodonticMaximumChild', 'dentalOrthodonticMaximumChildPercent'] as const).map(
            (field) => <NumberField key={field} name={at(field)} label={t(`dental.${field}`)} />,
          )}
        {(
          [
            'dentalTypeOneInNetwork',
            'dentalTypeOneOutOfNetwork',
            'dentalTypeTwoInNetwork',
            'dentalTypeTwoOutOfNetwork',
            'dentalTypeThreeInNetwork',
            'dentalTypeThreeOutOfNetwork',
          ] as const
        ).map((field) => (
          <NumberField key={field} name={at(field)} label={t(`dental.${field}`)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A vision plan's fields (explorer spec §3 "Vision fields"). */
export function VisionFields({ index }: PlanFieldsProps) {
  const { t } = useTranslation('explorerAdmin');
  const at = (field: string) => `benefits.${index}.${field}`;
  return (
    <Stack gap={3}>
      <Heading as="h4" size="sm">
        {t('plans.vision')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        {VISION_SERVICES.map((service) => {
          const label = t(`vision.services.${service}`);
          return [
            <YesNoField
              key={`${service}b`}
              name={at(`vision${service}BiYearly`)}
              label={t('vision.biYearly', { service: label })}
            />,
            <NumberField
              key={`${service}i`}
              name={at(`vision${service}InNetwork`)}
              label={t('vision.inNetwork', { service: label })}
            />,
            <NumberField
              key={`${service}o`}
              name={at(`vision${service}OutOfNetwork`)}
              label={t('vision.outOfNetwork', { service: label })}
            />,
          ];
        })}
        <NumberField name={at('visionFramesOverInNetwork')} label={t('vision.visionFramesOverInNetwork')} />
        <NumberField
          name={at('visionFramesOverOutOfNetwork')}
          label={t('vision.visionFramesOverOutOfNetwork')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** An FSA's rollover (explorer spec §3 "Financial fields"): its amount and date when money rolls over. */
export function FinancialFields({ index }: PlanFieldsProps) {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const at = (field: string) => `benefits.${index}.${field}`;
  const rollover = watch(`benefits.${index}.financialFSAMoneyRollover`) === true;
  return (
    <Stack gap={3}>
      <Heading as="h4" size="sm">
        {t('plans.financial')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        <YesNoField name={at('financialFSAMoneyRollover')} label={t('financial.financialFSAMoneyRollover')} />
        {rollover && (
          <>
            <NumberField
              name={at('financialFSAMoneyRolloverAmount')}
              label={t('financial.financialFSAMoneyRolloverAmount')}
            />
            <TextField
              type="date"
              name={at('financialFSAMoneyRolloverDate')}
              label={t('financial.financialFSAMoneyRolloverDate')}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
