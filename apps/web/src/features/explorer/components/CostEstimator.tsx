import { Box, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COVERAGE_TIERS,
  DEFAULT_PAY_PERIODS,
  EXPECTED_USES,
  estimateDentalCost,
  estimateMedicalCost,
  type CoverageTier,
  type DentalCostPlan,
  type ExpectedUse,
} from '../costEstimate.js';
import { formatMoney } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';

/** The projected yearly cost of a medical or dental plan (beyond the spec; decision 173), labelled an estimate. */
export function CostEstimator({ plan }: { plan: ExplorerPublicPlan }) {
  const { t, i18n } = useTranslation('explorer');
  const id = useId();
  const [premium, setPremium] = useState('');
  const [payPeriods, setPayPeriods] = useState(String(DEFAULT_PAY_PERIODS));
  const [tier, setTier] = useState<CoverageTier>('employee');
  const [use, setUse] = useState<ExpectedUse>('medium');
  const input = {
    premiumPerPayPeriod: Number(premium) || 0,
    payPeriods: Number(payPeriods) || 0,
    tier,
    use,
  };
  const fields = plan as DentalCostPlan;
  const estimate =
    plan.benefitType === 'DENTAL' ? estimateDentalCost(fields, input) : estimateMedicalCost(fields, input);
  const money = (value: number) => formatMoney(value, i18n.language, true);
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} bg="gray.50" color="gray.900" data-testid="cost-estimator">
      <Stack gap={2}>
        <Text fontWeight="semibold">
          {t('estimate.title')}{' '}
          <Box as="span" fontSize="xs" textTransform="uppercase" bg="yellow.200" px={1} borderRadius="sm">
            {t('estimate.label')}
          </Box>
        </Text>
        <Text fontSize="sm">{t('estimate.intro')}</Text>
        <Flex gap={2} wrap="wrap">
          <Stack gap={0} flex="1" minW="10rem">
            <label htmlFor={`${id}-premium`}>{t('estimate.premium')}</label>
            <Input
              id={`${id}-premium`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={premium}
              onChange={(e) => setPremium(e.target.value)}
              aria-describedby={`${id}-premium-hint`}
              bg="white"
            />
            <Text id={`${id}-premium-hint`} fontSize="xs">
              {t('estimate.premiumHint')}
            </Text>
          </Stack>
          <Stack gap={0} flex="1" minW="8rem">
            <label htmlFor={`${id}-periods`}>{t('estimate.payPeriods')}</label>
            <Input
              id={`${id}-periods`}
              type="number"
              inputMode="numeric"
              min={1}
              max={53}
              value={payPeriods}
              onChange={(e) => setPayPeriods(e.target.value)}
              bg="white"
            />
          </Stack>
          <Stack gap={0} flex="1" minW="10rem">
            <label htmlFor={`${id}-tier`}>{t('estimate.tier')}</label>
            <NativeSelect.Root bg="white">
              <NativeSelect.Field
                id={`${id}-tier`}
                value={tier}
                onChange={(e) => setTier(e.target.value as CoverageTier)}
              >
                {COVERAGE_TIERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`estimate.tiers.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
          <Stack gap={0} flex="1" minW="8rem">
            <label htmlFor={`${id}-use`}>{t('estimate.use')}</label>
            <NativeSelect.Root bg="white">
              <NativeSelect.Field
                id={`${id}-use`}
                value={use}
                onChange={(e) => setUse(e.target.value as ExpectedUse)}
              >
                {EXPECTED_USES.map((value) => (
                  <option key={value} value={value}>
                    {t(`estimate.uses.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        </Flex>
        <Box role="status" aria-live="polite">
          <Text fontSize="sm">{t('estimate.premiums', { amount: money(estimate.premiums) })}</Text>
          <Text fontSize="sm">
            {t('estimate.outOfPocket', { amount: money(estimate.outOfPocket) })}
            {estimate.capped ? ` (${t('estimate.capped')})` : ''}
          </Text>
          <Text fontWeight="bold" data-testid="estimate-total">
            {t('estimate.total', { amount: money(estimate.total) })}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
