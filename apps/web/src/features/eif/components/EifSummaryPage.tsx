import { Box, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  type EifAllAnswers,
  type EifFieldKind,
} from '@onboard/contracts';
import { SUB_STEP_CONTENT } from '@onboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { useGetFeatureTogglesQuery } from '../../reference/api/referenceApi.js';
import { useGetEifAnswersQuery } from '../api/eifAnswersApi.js';
import { applicabilityOf, visibleSteps } from '../applicable.js';

/**
 * The Company Information Summary (spec §2, inside mode): every answer the client's EIF holds, grouped by
 * step and sub-step (only those that apply), with a back link to the form.
 */
export function EifSummaryPage() {
  const { t } = useTranslation('eif');
  const client = useHubClient();
  const loaded = useGetEifAnswersQuery(client.id);
  const toggles = useGetFeatureTogglesQuery(client.id);
  if (loaded.isError) return <ErrorPage kind="error" />;
  if (!loaded.data || toggles.isLoading) return <Skeleton height="60vh" />;
  const { answers } = loaded.data;
  const applicability = applicabilityOf(client, loaded.data, toggles.data);
  const steps = visibleSteps(applicability).filter((s) => s.subSteps.length > 0);

  const show = (kind: EifFieldKind, value: unknown): string => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '—';
    if (kind.kind === 'boolean') return value ? t('yes') : t('no');
    if (kind.kind === 'enum' || kind.kind === 'enumList') {
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => t(`options.${String(v)}`, { defaultValue: String(v) })).join(', ');
    }
    if (kind.kind === 'percent') return `${String(value)}%`;
    return String(value);
  };
  const row = (key: string, label: string, value: string): ReactNode => (
    <Box
      key={key}
      as="div"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={2}
      py={1}
    >
      <Text as="dt" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Box>
  );

  return (
    <Stack gap={6}>
      <Link asChild alignSelf="start">
        <RouterLink to={PATHS.eif(client.id, 'company-information')}>← {t('backToForm')}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {t('summary')}
      </Heading>
      <Text color="fg.muted">{client.name}</Text>
      {steps.map((step) => (
        <Stack as="section" key={step.id} gap={3} aria-labelledby={`summary-${step.id}`}>
          <Heading as="h2" size="lg" id={`summary-${step.id}`}>
            {t(`steps.${step.id as 'company-information'}`)}
          </Heading>
          {step.subSteps.map((sub) => {
            const content = SUB_STEP_CONTENT[sub] ?? {};
            const rows: ReactNode[] = [];
            for (const q of content.client ?? []) {
              if (q.when && !q.when(answers)) continue;
              rows.push(
                row(
                  q.field,
                  t(`questions.client.${q.field}`),
                  show(EIF_CLIENT_FIELDS[q.field], answers[q.field as keyof EifAllAnswers]),
                ),
              );
            }
            for (const policy of content.policy ? client.policies : []) {
              const a = answers.policies[policy.id];
              for (const q of content.policy ?? []) {
                if (!a || (q.when && !q.when(a))) continue;
                rows.push(
                  row(
                    `${policy.id}.${q.field}`,
                    `${t(`questions.policy.${q.field}`)} (${policy.slfCoverages.join(', ')})`,
                    show(EIF_POLICY_FIELDS[q.field], a[q.field]),
                  ),
                );
              }
            }
            for (const plan of content.plan
              ? client.plans.filter((p) => !content.plans || content.plans(p))
              : []) {
              const a = answers.plans[plan.id];
              for (const q of content.plan ?? []) {
                if (!a || (q.when && !q.when(a, plan))) continue;
                rows.push(
                  row(
                    `${plan.id}.${q.field}`,
                    `${t(`questions.plan.${q.field}`)} (${t(`options.${plan.benefitType}`, { defaultValue: plan.benefitType })})`,
                    show(EIF_PLAN_FIELDS[q.field], a[q.field]),
                  ),
                );
              }
            }
            if (sub === 'tax-id') rows.push(row('taxId', t('taxId.label'), client.taxId ?? '—'));
            if (rows.length === 0) return null;
            return (
              <Stack key={sub} gap={1}>
                <Heading as="h3" size="md">
                  {sub === 'non-class-benefits-preferences' && applicability.nonClassTitle
                    ? t(`nonClassTitles.${applicability.nonClassTitle}`)
                    : t(`subSteps.${sub as 'tax-id'}`)}
                </Heading>
                <Box as="dl">{rows}</Box>
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
