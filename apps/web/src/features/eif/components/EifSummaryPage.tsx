import { Alert, Box, HStack, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  CLIENTS_CALLS as C,
  SUMMARY_LANGUAGES,
  type ClientDto,
  type EifSummaryQuery,
} from '@onboard/contracts';
import {
  coverageOf,
  eifSummarySteps,
  isMonthKind,
  monthName,
  netChangesOf,
  signedAnswers,
  signedValueOf,
  type AskedQuestion,
  type RecordSection,
} from '@onboard/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoverageName } from '../../hub/useCoverageName.js';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { fileUrlOf } from '../../../app/routeEndpoint.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { PushToQpsLink } from '../../qps/components/PushToQpsLink.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { useGetBenAdminPlatformsQuery, useGetFeatureTogglesQuery } from '../../reference/api/referenceApi.js';
import { useGetDeifChangesQuery } from '../api/deifChangesApi.js';
import { useGetEifAnswersQuery } from '../api/eifAnswersApi.js';
import { applicabilityOf } from '../applicable.js';
import { SummaryRecords } from './SummaryRecords.js';

/** The record sections the summary page lists (read only). */
const SHOWN_RECORDS: readonly RecordSection[] = [
  'planAdministrators',
  'locations',
  'classBuilder',
  'subsidiaries',
];

/**
 * The Company Information Summary (spec §2, inside mode): every answer the client's EIF holds, grouped by
 * step and sub-step (only those that apply), with a back link to the form.
 */
export function EifSummaryPage() {
  const { t, i18n } = useTranslation('eif');
  const coverageName = useCoverageName();
  const client = useHubClient();
  const loaded = useGetEifAnswersQuery(client.id);
  const toggles = useGetFeatureTogglesQuery(client.id);
  const platforms = useGetBenAdminPlatformsQuery();
  const deif = useGetDeifChangesQuery(client.id);
  const summaryQuery = useSummaryQuery();
  if (loaded.isError) return <ErrorPage kind="error" />;
  if (!loaded.data || toggles.isLoading) return <Skeleton height="60vh" />;
  // The signed record (decision 215): what the signer has not accepted since the signing is not in it.
  const changes = netChangesOf(deif.data);
  const answers = signedAnswers(loaded.data.answers, changes, client.id);
  const taxIdChange = changes.find((c) => c.entity === 'Client' && c.attributeKey === 'taxId');
  const taxId = taxIdChange ? (signedValueOf(taxIdChange) as string | null) : client.taxId;
  const pending = changes.filter((c) => c.status === 'pending').length;
  const applicability = applicabilityOf(client, { ...loaded.data, answers }, toggles.data);
  const steps = eifSummarySteps(applicability, answers, client);
  const pdfUrl = fileUrlOf(C.eifSummaryPdf, {
    params: { clientId: client.id },
    query: summaryQuery,
  });

  /** The name of the record an `id` answer holds: the platform chosen, or the contact. */
  const nameOf = (field: string, id: string): string => {
    if (field === 'benAdminPlatformId') return platforms.data?.find((p) => p.id === id)?.name ?? '—';
    const contact = client.contacts.find((c) => c.id === id);
    return contact ? `${contact.firstName} ${contact.lastName}` : '—';
  };
  const show = ({ kind, value, field }: AskedQuestion): string => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '—';
    if (kind.kind === 'id') return nameOf(field, String(value));
    if (isMonthKind(kind)) return monthName(Number(value), i18n.language);
    if (kind.kind === 'boolean') return value ? t('yes') : t('no');
    if (kind.kind === 'enum' || kind.kind === 'enumList') {
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => t(`options.${String(v)}`, { defaultValue: String(v) })).join(', ');
    }
    if (kind.kind === 'percent') return `${String(value)}%`;
    return String(value);
  };
  /**
   * The policy's coverages or the plan's coverage an answer is about (two plans of one benefit type, NJ TDB and
   * NJ FLI, must not read alike).
   */
  const recordName = (recordId: string | undefined) => {
    if (!recordId) return undefined;
    const policy = client.policies.find((p) => p.id === recordId);
    if (policy) return policy.slfCoverages.map(coverageName).join(', ');
    const plan = client.plans.find((p) => p.id === recordId);
    return plan ? planName(plan) : undefined;
  };
  const planName = (plan: ClientDto['plans'][number]) =>
    plan.planType && coverageOf(plan.planType)
      ? coverageName(plan.planType)
      : t(`options.${plan.benefitType}`, { defaultValue: plan.benefitType });
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
      {deif.data?.readyForReview && (
        // Spec §2's ready-for-review mode: the changed sections, and where to accept or decline them.
        <Alert.Root status="warning" data-testid="summary-ready-for-review">
          <Alert.Indicator />
          <Stack gap={2}>
            <Alert.Title>{t('outsideSigner.readyForReview')}</Alert.Title>
            <List.Root ps={5}>
              {deif.data.subSteps.map((s) => (
                <List.Item key={s.subStepId}>
                  {t(`subSteps.${s.subStepId as 'tax-id'}`, { defaultValue: s.subStepId })}
                </List.Item>
              ))}
            </List.Root>
            <Link asChild alignSelf="start">
              <RouterLink to={PATHS.eif(client.id, 'review-&-submit')}>
                {t('outsideSigner.toReview')}
              </RouterLink>
            </Link>
          </Stack>
        </Alert.Root>
      )}
      {pending > 0 && !deif.data?.readyForReview && (
        <Text data-testid="summary-pending-note">{t('summaryPending', { count: pending })}</Text>
      )}
      <HStack gap={6} wrap="wrap">
        <Link href={pdfUrl} download>
          {t('downloadPdf')}
        </Link>
        <Link asChild>
          <RouterLink to={PATHS.clientAuditTrail(client.id)}>{t('auditTrail.link')}</RouterLink>
        </Link>
        {/* Staff push the plan design to QPS from here (spec §2 …/push-to-qps). */}
        <PushToQpsLink clientId={client.id} />
      </HStack>
      {steps.map((step) => (
        <Stack as="section" key={step.id} gap={3} aria-labelledby={`summary-${step.id}`}>
          <Heading as="h2" size="lg" id={`summary-${step.id}`}>
            {t(`steps.${step.id as 'company-information'}`)}
          </Heading>
          {step.subSteps.map(({ id: sub, questions, records }) => {
            const rows: ReactNode[] = questions.map((q) => {
              const about = recordName(q.recordId);
              const label = t(`questions.${q.scope}.${q.field}` as 'questions.client.erisaHasPlan');
              return row(q.path, about ? `${label} (${about})` : label, show(q));
            });
            if (sub === 'tax-id') rows.push(row('taxId', t('taxId.label'), taxId ?? '—'));
            const tables = records.filter((r) => SHOWN_RECORDS.includes(r));
            if (rows.length === 0 && tables.length === 0) return null;
            return (
              <Stack key={sub} gap={1}>
                <Heading as="h3" size="md">
                  {sub === 'non-class-benefits-preferences' && applicability.nonClassTitle
                    ? t(`nonClassTitles.${applicability.nonClassTitle}`)
                    : t(`subSteps.${sub as 'tax-id'}`)}
                </Heading>
                {rows.length > 0 && <Box as="dl">{rows}</Box>}
                {tables.map((r) => (
                  <SummaryRecords key={r} section={r} client={client} changes={changes} />
                ))}
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The browser's time zone, for the PDF's dates (the server uses America/New_York without one). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

/**
 * How the summary the service writes (its PDF, the outside signer's page) is to be read: in the reader's own
 * time zone, the one every date of the interface is shown in, and language (decision 217).
 */
export function useSummaryQuery(): EifSummaryQuery {
  const { i18n } = useTranslation();
  const lang = SUMMARY_LANGUAGES.find((l) => l === i18n.language) ?? 'en';
  return useMemo(() => ({ tz: browserTimeZone(), lang }), [lang]);
}
