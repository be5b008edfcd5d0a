import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { COPAY_SERVICES, EMPLOYER_ACCOUNT_TYPES, PLAN_COST_TIERS } from '@onboard/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteFormValues } from '../siteForm.js';
import { NumberField, SelectField, YesNoField } from './fields.js';

/**
 * What a medical, dental or vision plan costs the employee, and for a medical plan what the employer puts beside
 * it and the cost sharing (issue 34 item 1, decision 248): the public site's yearly-cost figures read these.
 * Shown whether or not the plan's comparison is available: the employer knows its premiums either way.
 */
export function PlanCostFields({ index, medical }: { index: number; medical: boolean }) {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const at = (field: string) => `benefits.${index}.${field}`;
  const account = watch(`benefits.${index}.employerAccountType`);
  return (
    <Stack gap={3}>
      <Heading as="h4" size="sm">
        {t('planCost.heading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('planCost.help')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <NumberField name={at('payPeriodsPerYear')} label={t('planCost.payPeriodsPerYear')} step="1" />
        {PLAN_COST_TIERS.map((tier) => (
          <NumberField
            key={tier}
            name={at(`premiumPerPayPeriod${tier}`)}
            label={t('planCost.premium', { tier: t(`planCost.tiers.${tier}`) })}
          />
        ))}
      </SimpleGrid>
      {medical && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <SelectField
            name={at('employerAccountType')}
            label={t('planCost.employerAccountType')}
            options={EMPLOYER_ACCOUNT_TYPES.map((value) => ({
              value,
              label: t(`planCost.accounts.${value}`),
            }))}
            none={t('planCost.noAccount')}
          />
          {account &&
            PLAN_COST_TIERS.map((tier) => (
              <NumberField
                key={tier}
                name={at(`employerContribution${tier}`)}
                label={t('planCost.contribution', { tier: t(`planCost.tiers.${tier}`) })}
              />
            ))}
          <NumberField name={at('coinsuranceInNetwork')} label={t('planCost.coinsuranceInNetwork')} />
          <YesNoField name={at('copaysAfterDeductible')} label={t('planCost.copaysAfterDeductible')} />
          {COPAY_SERVICES.map((service) => (
            <NumberField
              key={service}
              name={at(`copay${service}`)}
              label={t('planCost.copay', { service: t(`planCost.services.${service}`) })}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
