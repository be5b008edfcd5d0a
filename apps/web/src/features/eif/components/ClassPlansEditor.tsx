import {
  Button,
  Checkbox,
  Fieldset,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  BENEFIT_TYPE_LABELS,
  CLASS_CONTRIBUTION_TYPES,
  CLASS_WAITING_PERIODS,
  inDurationOrder,
  TAX_TREATMENTS,
  WAITING_PERIOD_STARTS,
  classContributionsSchema,
  classWaitingPeriodsSchema,
  type BenefitType,
  type ClientDto,
  type EmployeeClassPlanDto,
} from '@onboard/contracts';
import { coverageOf } from '@onboard/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useGetEmployeeClassesQuery,
  useGetEmployeeClassPlansQuery,
  useSetBenefitTypePlansMutation,
  useSetClassContributionsMutation,
  useSetClassWaitingPeriodsMutation,
} from '../api/employeeClassesApi.js';

const settingsSchema = z.object({
  waitingPeriods: classWaitingPeriodsSchema.shape.waitingPeriods,
  contributions: classContributionsSchema.shape.contributions,
});
type Settings = {
  waitingPeriods: Array<{
    employeeClassPlanId: string;
    waitingPeriod: string | null;
    waitingPeriodStarts: string | null;
  }>;
  contributions: Array<{
    employeeClassPlanId: string;
    contributionType: string | null;
    employerContributionPercentage: number | null;
    taxTreatment: string | null;
  }>;
};
const settingsOf = (plans: EmployeeClassPlanDto[]): Settings => ({
  waitingPeriods: plans.map((p) => ({
    employeeClassPlanId: p.id,
    waitingPeriod: p.waitingPeriod,
    waitingPeriodStarts: p.waitingPeriodStarts,
  })),
  contributions: plans.map((p) => ({
    employeeClassPlanId: p.id,
    contributionType: p.contributionType,
    employerContributionPercentage: p.employerContributionPercentage,
    taxTreatment: p.taxTreatment,
  })),
});
const emptyIsNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/**
 * One class of the class builder (spec §2 …/class-builder/{employeeClassId}): its plans chosen benefit type
 * by benefit type (among the client's plans given per class), then each chosen plan's waiting period and
 * who pays for it (decision 096).
 */
export function ClassPlansEditor({
  client,
  employeeClassId,
}: {
  client: ClientDto;
  employeeClassId: string;
}) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const ref = { clientId: client.id, employeeClassId };
  const classes = useGetEmployeeClassesQuery(client.id);
  const chosen = useGetEmployeeClassPlansQuery(ref);
  const [setPlans, settingPlans] = useSetBenefitTypePlansMutation();
  const [setWaiting] = useSetClassWaitingPeriodsMutation();
  const [setContributions] = useSetClassContributionsMutation();
  const [choiceError, setChoiceError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<Settings, unknown>(settingsSchema, settingsOf([]));
  const plans = chosen.data ?? [];
  const { reset } = form;
  useEffect(() => {
    if (chosen.data) reset(settingsOf(chosen.data));
  }, [chosen.data, reset]);

  const employeeClass = classes.data?.find((c) => c.id === employeeClassId);
  const back = (
    <Link asChild alignSelf="start">
      <RouterLink to={PATHS.eif(client.id, 'plan-configuration-&-eligibility', 'class-builder')}>
        ← {t('classes.plans.back')}
      </RouterLink>
    </Link>
  );
  if (classes.data && !employeeClass) {
    return (
      <Stack gap={3}>
        {back}
        <Text role="alert">{t('classes.plans.notFound')}</Text>
      </Stack>
    );
  }

  // The client's plans given per class, by benefit type.
  const byType = new Map<BenefitType, ClientDto['plans']>();
  for (const plan of client.plans) {
    if (coverageOf(plan.planType)?.classBased === false) continue;
    byType.set(plan.benefitType, [...(byType.get(plan.benefitType) ?? []), plan]);
  }
  const planName = (plan: ClientDto['plans'][number]) =>
    [
      coverageOf(plan.planType)?.name ?? plan.planType ?? BENEFIT_TYPE_LABELS[plan.benefitType],
      plan.carrierName,
    ]
      .filter(Boolean)
      .join(' · ');
  const typeName = (type: BenefitType) => t(`options.${type}`, { defaultValue: BENEFIT_TYPE_LABELS[type] });

  const toggle = async (type: BenefitType, planId: string, on: boolean) => {
    const current = plans.filter((p) => p.benefitType === type).map((p) => p.planId);
    const planIds = on ? [...current, planId] : current.filter((id) => id !== planId);
    setChoiceError(undefined);
    setSaved(false);
    try {
      await setPlans({ ...ref, body: { benefitType: type, planIds } }).unwrap();
    } catch (error) {
      setChoiceError(errorText.messageOf(error));
    }
  };

  const submit = (event: FormEvent) =>
    void form.onSubmit(async () => {
      const values = form.getValues();
      setSaved(false);
      try {
        await setWaiting({
          ...ref,
          body: {
            waitingPeriods: values.waitingPeriods.map((w) => ({
              ...w,
              waitingPeriod: w.waitingPeriod as (typeof CLASS_WAITING_PERIODS)[number] | null,
              waitingPeriodStarts: w.waitingPeriodStarts as (typeof WAITING_PERIOD_STARTS)[number] | null,
            })),
          },
        }).unwrap();
        await setContributions({
          ...ref,
          body: {
            contributions: values.contributions.map((c) => ({
              ...c,
              contributionType: c.contributionType as (typeof CLASS_CONTRIBUTION_TYPES)[number] | null,
              taxTreatment: c.taxTreatment as (typeof TAX_TREATMENTS)[number] | null,
            })),
          },
        }).unwrap();
        setSaved(true);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  const select = (
    name: string,
    label: string,
    options: readonly string[],
    optionLabel: (value: string) => string,
  ) => (
    <FormField label={label} error={form.errorOf(name)}>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...form.register(name as 'waitingPeriods.0.waitingPeriod', { setValueAs: emptyIsNull })}
        >
          <option value="">{t('choose')}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const watched = form.watch();

  return (
    <Stack gap={5}>
      {back}
      <Heading as="h3" size="md">
        {t('classes.plans.title', { name: employeeClass?.name ?? '' })}
      </Heading>
      {byType.size === 0 && <Text color="fg.muted">{t('classes.plans.noPlans')}</Text>}
      {[...byType.entries()].map(([type, list]) => (
        <Fieldset.Root key={type}>
          <Fieldset.Legend>{t('classes.plans.choose', { benefitType: typeName(type) })}</Fieldset.Legend>
          <Stack gap={1}>
            {list.map((plan) => (
              <Checkbox.Root
                key={plan.id}
                size="sm"
                disabled={settingPlans.isLoading}
                checked={plans.some((p) => p.planId === plan.id)}
                onCheckedChange={(e) => void toggle(type, plan.id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{planName(plan)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      ))}
      <FormAlert message={choiceError} />
      {plans.length > 0 && (
        <FormStack gap={4} onSubmit={submit} aria-label={t('classes.plans.settings')}>
          <FormAlert message={form.formError} />
          {plans.map((p, i) => {
            const plan = client.plans.find((x) => x.id === p.planId);
            const shared = watched.contributions?.[i]?.contributionType === 'SHARED';
            return (
              <Fieldset.Root key={p.id}>
                <Fieldset.Legend>
                  {typeName(p.benefitType)}: {plan ? planName(plan) : ''}
                </Fieldset.Legend>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                  {select(
                    `waitingPeriods.${i}.waitingPeriod`,
                    t('classes.plans.fields.waitingPeriod'),
                    inDurationOrder(CLASS_WAITING_PERIODS),
                    (v) =>
                      v === 'NONE' ? t('classes.plans.noWait') : t(`options.${v}`, { defaultValue: v }),
                  )}
                  {watched.waitingPeriods?.[i]?.waitingPeriod &&
                    watched.waitingPeriods[i]?.waitingPeriod !== 'NONE' &&
                    select(
                      `waitingPeriods.${i}.waitingPeriodStarts`,
                      t('classes.plans.fields.waitingPeriodStarts'),
                      WAITING_PERIOD_STARTS,
                      (v) => t(`classes.plans.starts.${v as 'DAY_AFTER'}`),
                    )}
                  {select(
                    `contributions.${i}.contributionType`,
                    t('classes.plans.fields.contributionType'),
                    CLASS_CONTRIBUTION_TYPES,
                    (v) => t(`classes.plans.contributionTypes.${v as 'SHARED'}`),
                  )}
                  {shared && (
                    <FormField
                      label={t('classes.plans.fields.employerContributionPercentage')}
                      error={form.errorOf(`contributions.${i}.employerContributionPercentage`)}
                    >
                      <Input
                        type="number"
                        min={1}
                        max={99}
                        {...form.register(`contributions.${i}.employerContributionPercentage`, {
                          setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                        })}
                      />
                    </FormField>
                  )}
                  {select(
                    `contributions.${i}.taxTreatment`,
                    t('classes.plans.fields.taxTreatment'),
                    TAX_TREATMENTS,
                    (v) => t(`options.${v}`, { defaultValue: v }),
                  )}
                </SimpleGrid>
              </Fieldset.Root>
            );
          })}
          <HStack gap={3}>
            <Button
              type="submit"
              variant="solid"
              loading={form.formState.isSubmitting}
              // Named while it works, too (a spinner alone has no name).
              loadingText={t('classes.plans.save')}
            >
              {t('classes.plans.save')}
            </Button>
            {saved && (
              <Text role="status" color="fg.success">
                {t('classes.plans.saved')}
              </Text>
            )}
          </HStack>
        </FormStack>
      )}
    </Stack>
  );
}
