import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Link,
  List,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { stepStatus, subStepStatus, type EifStatus } from '@onboard/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { AutosaveStatus } from '../../../components/form/AutosaveStatus.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { BackControls } from '../../hub/components/BackControls.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { useGetDeifChangesQuery } from '../api/deifChangesApi.js';
import { useGetEifAnswersQuery } from '../api/eifAnswersApi.js';
import { DeifReview, SubStepChanges } from './DeifChanges.js';
import { applicabilityOf, visibleSteps } from '../applicable.js';
import { EIF_STEPS } from '../steps.js';
import { useGetFeatureTogglesQuery } from '../../reference/api/referenceApi.js';
import { EifSubStep } from './EifSubStep.js';
import { ReviewAndSubmit } from './ReviewAndSubmit.js';
import { OutsideSignerPanel } from '../../outside-signer/components/OutsideSignerPanel.js';
import { useEifEditor } from './useEifEditor.js';
import { useEifLive } from './useEifLive.js';
import { isStaff, type ClientDto, type EifAnswers, type FeatureToggles } from '@onboard/contracts';

/**
 * The EIF (spec §2 routes …/step/{eifStepId}[/{eifSubStepId}[/policy/{policyId}]]): the five steps with their
 * sub-steps on the side, answered in any order, each answer saved as it is given.
 */
export function EifPage() {
  const client = useHubClient();
  const answers = useGetEifAnswersQuery(client.id);
  const toggles = useGetFeatureTogglesQuery(client.id);
  if (answers.isError) return <ErrorPage kind="error" />;
  if (!answers.data || toggles.isLoading) return <EifSkeleton />;
  return <EifEditorView client={client} loaded={answers.data} toggles={toggles.data} />;
}

/**
 * The EIF's placeholder while its answers load (spec §2: pages show skeleton loaders): its layout (title, the
 * steps on the side, the form area with question-like lines), announced as loading, so the form area is never
 * a blank block.
 */
function EifSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="status" aria-label={t('loading')} data-testid="eif-skeleton">
      <Skeleton height="10" width="40%" />
      <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap={8} alignItems="start">
        <Stack gap={3} data-testid="eif-skeleton-steps">
          {[0, 1, 2, 3, 4].map((line) => (
            <Skeleton key={line} height="5" width="80%" />
          ))}
        </Stack>
        <Stack gap={6} data-testid="eif-skeleton-form">
          <Skeleton height="8" width="50%" />
          {[0, 1, 2].map((question) => (
            <Stack key={question} gap={2}>
              <SkeletonText noOfLines={1} width="60%" />
              <Skeleton height="10" />
            </Stack>
          ))}
        </Stack>
      </Grid>
    </Stack>
  );
}

function EifEditorView({
  client,
  loaded,
  toggles,
}: {
  client: ClientDto;
  loaded: EifAnswers;
  toggles: FeatureToggles | undefined;
}) {
  const { t } = useTranslation('eif');
  const { eifStepId, eifSubStepId, policyId } = useParams();
  const { principal } = useSession();
  // Who changed an answer, by name: the other editors the live connection knows (issue 28 item 6).
  const othersRef = useRef<{ userId: string; name: string }[]>([]);
  const editor = useEifEditor(
    client.id,
    loaded,
    principal
      ? {
          id: principal.id,
          nameOf: (userId) => othersRef.current.find((m) => m.userId === userId)?.name ?? null,
        }
      : undefined,
  );
  const live = useEifLive(client.id, eifSubStepId ?? eifStepId ?? null, editor.applyRemote);
  othersRef.current = live.others;
  // Moving to another sub-step puts the keyboard at its title, so Tab goes on to its first question.
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Signed: what changed since, and its review (issue 10).
  const signed = !!loaded.settings.eifSignedAt;
  const deif = useGetDeifChangesQuery(client.id, { skip: !signed });
  const changedSubSteps = new Set(deif.data?.subSteps.map((s) => s.subStepId));
  const signerRole = loaded.settings.brokerAsAuthorizedSigner ? 'BROKER' : 'BEN_ADMIN';
  const isSigner = principal?.role === signerRole && principal.clientIds.includes(client.id);
  const staff = !!principal && isStaff(principal.role);
  const place = `${eifStepId}/${eifSubStepId ?? ''}/${policyId ?? ''}`;
  const firstPlace = useRef(place);
  useEffect(() => {
    if (place !== firstPlace.current) titleRef.current?.focus();
  }, [place]);

  // Only the sub-steps that apply to this client (spec §4), from its coverages, settings and answers as they are.
  const answers = editor.form.watch();
  const applicability = applicabilityOf(client, { ...loaded, answers }, toggles);
  const steps = visibleSteps(applicability);
  const statusOf = (sub: string): EifStatus =>
    subStepStatus(sub, {
      answers,
      client,
      policyIds: sub === 'billing-preferences' ? applicability.billingPolicies : undefined,
    });
  const stepIndex = EIF_STEPS.findIndex((s) => s.id === eifStepId);
  const step = steps.find((s) => s.id === eifStepId);
  if (!step) return <ErrorPage kind="notFound" />;
  const subSteps: readonly string[] = step.subSteps;
  if (!eifSubStepId && subSteps[0]) {
    return <Navigate replace to={PATHS.eif(client.id, step.id, subSteps[0])} />;
  }
  if (eifSubStepId && !subSteps.includes(eifSubStepId)) return <ErrorPage kind="notFound" />;
  if (policyId && !client.policies.some((p) => p.id === policyId)) return <ErrorPage kind="notFound" />;

  // Every sub-step in order, for Previous and Next across steps.
  // The non-class sub-step is titled by what the client has: PFML, statutory benefits, or both (spec §4).
  const subStepTitle = (sub: string) =>
    EIF_STEPS.some((x) => x.id === sub)
      ? t(`steps.${sub as 'review-&-submit'}`)
      : sub === 'non-class-benefits-preferences' && applicability.nonClassTitle
        ? t(`nonClassTitles.${applicability.nonClassTitle}`)
        : t(`subSteps.${sub as 'tax-id'}`, { defaultValue: sub });
  type Place = { step: string; sub: string | undefined };
  const flat: Place[] = steps.flatMap((s): Place[] =>
    s.subSteps.length ? s.subSteps.map((sub) => ({ step: s.id, sub })) : [{ step: s.id, sub: undefined }],
  );
  const here = flat.findIndex((p) => p.step === step.id && p.sub === eifSubStepId);
  const previous = flat[here - 1];
  const next = flat[here + 1];
  const link = (p: Place) => PATHS.eif(client.id, p.step, p.sub);

  return (
    <Stack gap={6}>
      <BackControls clientId={client.id} />
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        {/* A save answered with conflicts kept someone else's answer: not "All changes saved" (issue 28 item 6). */}
        <AutosaveStatus
          status={
            editor.autosave.status === 'saved' && Object.keys(editor.conflicts).length > 0
              ? 'conflict'
              : editor.autosave.status
          }
        />
      </HStack>
      {live.others.length > 0 && (
        <Text role="status" aria-live="polite" data-testid="eif-presence" fontSize="sm" color="fg.muted">
          {t('presence', {
            list: live.others
              .map((m) =>
                m.subStep
                  ? t('presenceAt', { name: m.name || t('someone'), place: subStepTitle(m.subStep) })
                  : m.name,
              )
              .join(', '),
          })}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap={8} alignItems="start">
        <Box as="nav" aria-label={t('navigator')}>
          <List.Root as="ol" listStyle="none" gap={4}>
            {steps.map((s) => (
              <List.Item key={s.id}>
                <Link
                  asChild
                  fontWeight="semibold"
                  aria-current={s.id === step.id && !eifSubStepId ? 'page' : undefined}
                >
                  <RouterLink to={PATHS.eif(client.id, s.id)}>
                    {EIF_STEPS.findIndex((x) => x.id === s.id) + 1}. {t(`steps.${s.id}`)}
                    {s.subSteps.length > 0 && <StatusBadge status={stepStatus(s.subSteps.map(statusOf))} />}
                  </RouterLink>
                </Link>
                {s.subSteps.length > 0 && (
                  <List.Root as="ol" listStyle="none" ps={4} mt={2} gap={1}>
                    {s.subSteps.map((sub) => (
                      <List.Item key={sub}>
                        <Link
                          asChild
                          fontSize="sm"
                          color={sub === eifSubStepId ? 'fg' : 'fg.muted'}
                          fontWeight={sub === eifSubStepId ? 'semibold' : 'normal'}
                          aria-current={sub === eifSubStepId ? 'page' : undefined}
                        >
                          <RouterLink to={PATHS.eif(client.id, s.id, sub)}>
                            {subStepTitle(sub)}
                            <StatusBadge status={statusOf(sub)} />
                            {changedSubSteps.has(sub) && <ChangedBadge />}
                          </RouterLink>
                        </Link>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack as="section" aria-labelledby="eif-sub-step-title" gap={6} minW={0}>
          <Stack gap={1}>
            <Text color="fg.muted" fontSize="sm">
              {t('stepOf', { number: stepIndex + 1 })} · {t(`steps.${step.id}`)}
            </Text>
            <Heading as="h2" size="xl" id="eif-sub-step-title" ref={titleRef} tabIndex={-1} outline="none">
              {eifSubStepId ? subStepTitle(eifSubStepId) : t(`steps.${step.id}`)}
            </Heading>
          </Stack>
          {step.id === 'review-&-submit' && (
            <Link asChild alignSelf="start">
              <RouterLink to={PATHS.eifSummary(client.id)}>{t('openSummary')}</RouterLink>
            </Link>
          )}
          {step.id === 'review-&-submit' && (
            <ReviewAndSubmit
              client={client}
              settings={loaded.settings}
              items={steps.flatMap((s) =>
                s.subSteps.map((sub) => ({
                  stepId: s.id,
                  subStepId: sub,
                  title: subStepTitle(sub),
                  status: statusOf(sub),
                })),
              )}
            />
          )}
          {step.id === 'review-&-submit' && deif.data && (
            <DeifReview
              client={client}
              changes={deif.data}
              isSigner={isSigner}
              titleOf={subStepTitle}
              stepOf={(sub) => steps.find((s) => (s.subSteps as readonly string[]).includes(sub))?.id}
            />
          )}
          {step.id === 'review-&-submit' && staff && (
            <OutsideSignerPanel
              clientId={client.id}
              signed={!!loaded.settings.eifSignedAt}
              readyForReview={deif.data?.readyForReview ?? false}
            />
          )}
          {eifSubStepId && <SubStepChanges changes={deif.data} subStepId={eifSubStepId} />}
          {eifSubStepId && (
            <EifSubStep
              client={client}
              subStepId={eifSubStepId}
              editor={editor}
              policyId={policyId}
              onlyPolicies={
                eifSubStepId === 'billing-preferences' ? applicability.billingPolicies : undefined
              }
            />
          )}
          <HStack justify="space-between">
            {previous ? (
              <Button asChild variant="outline">
                <RouterLink to={link(previous)}>{t('previous')}</RouterLink>
              </Button>
            ) : (
              <span />
            )}
            {next && (
              <Button asChild colorPalette="brand">
                <RouterLink to={link(next)}>{t('next')}</RouterLink>
              </Button>
            )}
          </HStack>
        </Stack>
      </Grid>
    </Stack>
  );
}

const STATUS_KEYS = { 'Not Started': 'notStarted', 'In Progress': 'inProgress', Done: 'done' } as const;
const STATUS_COLORS = { 'Not Started': 'gray', 'In Progress': 'blue', Done: 'green' } as const;

/** A sub-step holding changes since the signing (spec §4: flagged changed). */
function ChangedBadge() {
  const { t } = useTranslation('eif');
  return (
    <Badge ms={1} size="sm" colorPalette="orange" variant="outline" data-changed="true">
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        ,{' '}
      </span>
      {t('changes.changed')}
    </Badge>
  );
}

/** A sub-step's or step's status beside its link (read with the link's name: "Tax ID, Done"). */
function StatusBadge({ status }: { status: EifStatus }) {
  const { t } = useTranslation('eif');
  return (
    <Badge ms={2} size="sm" colorPalette={STATUS_COLORS[status]} data-status={status}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        ,{' '}
      </span>
      {t(`status.${STATUS_KEYS[status]}`)}
    </Badge>
  );
}
