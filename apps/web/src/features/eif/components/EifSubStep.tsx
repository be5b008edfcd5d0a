import { Alert, Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  type ClientDto,
  type EifAllAnswers,
  type EifPlanAnswers,
  type EifPolicyAnswers,
} from '@onboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUB_STEP_CONTENT, type RecordSection } from '@onboard/domain';
import { CurrentPolicies } from './CurrentPolicies.js';
import { useGetBenAdminPlatformsQuery } from '../../reference/api/referenceApi.js';
import { EifQuestion } from './EifQuestion.js';
import { TaxIdSection } from './TaxIdSection.js';
import type { EifEditor } from './useEifEditor.js';

export type EifSubStepProps = {
  client: ClientDto;
  subStepId: string;
  editor: EifEditor;
  /** Only this policy's questions (the sub-step's policy route). */
  policyId?: string | undefined;
  /** The policies the sub-step is about, when not all (billing-preferences skips a blended EAP-only one). */
  onlyPolicies?: readonly string[] | undefined;
};

/**
 * One sub-step of the EIF: its questions in order, each shown when its condition holds, asked once per
 * policy or plan where they are held there, and the record sections it has (spec §4, layout.ts).
 */
export function EifSubStep({ client, subStepId, editor, policyId, onlyPolicies }: EifSubStepProps) {
  const { t } = useTranslation('eif');
  const content = SUB_STEP_CONTENT[subStepId] ?? {};
  const { form } = editor;
  const answers = form.watch();
  // Choices of the `id` answers: the platforms a policy can name, the client's contacts as payees.
  const platforms = useGetBenAdminPlatformsQuery(undefined, { skip: !content.policy });
  const idOptions: Record<string, { value: string; label: string }[]> = {
    benAdminPlatformId: (platforms.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    planAdminPayeeContactId: client.contacts.map((c) => ({
      value: c.id,
      label: `${c.firstName} ${c.lastName}`,
    })),
    someoneElsePayeeContactId: client.contacts.map((c) => ({
      value: c.id,
      label: `${c.firstName} ${c.lastName}`,
    })),
  };

  const question = (path: string, node: ReactNode) => (
    <Box key={path}>
      {node}
      <ConflictNotice path={path} editor={editor} />
    </Box>
  );

  const policies = client.policies.filter(
    (p) => (!policyId || p.id === policyId) && (!onlyPolicies || onlyPolicies.includes(p.id)),
  );
  const plans = client.plans.filter((p) => !content.plans || content.plans(p));
  const clientQuestions = (content.client ?? []).filter((q) => !q.when || q.when(answers));
  const nothing =
    clientQuestions.length === 0 &&
    (!content.policy || policies.length === 0) &&
    (!content.plan || plans.length === 0) &&
    !content.records?.length;

  return (
    <Stack gap={6}>
      {nothing && <Text color="fg.muted">{t('noQuestions')}</Text>}
      {clientQuestions.map((q) =>
        question(
          q.field,
          <EifQuestion
            form={form}
            path={q.field}
            kind={EIF_CLIENT_FIELDS[q.field]}
            label={t(`questions.client.${q.field}`)}
          />,
        ),
      )}
      {content.policy &&
        policies.map((policy) => {
          const policyAnswers: EifPolicyAnswers | undefined = answers.policies?.[policy.id];
          const number = client.policies.indexOf(policy) + 1;
          return (
            <Fieldset.Root key={policy.id}>
              <Fieldset.Legend fontWeight="semibold">
                {t('policy', { number, coverages: policy.slfCoverages.join(', ') || '—' })}
              </Fieldset.Legend>
              <Stack gap={4}>
                {(content.policy ?? [])
                  .filter((q) => !q.when || (policyAnswers && q.when(policyAnswers)))
                  .map((q) => {
                    const path = `policies.${policy.id}.${q.field}`;
                    return question(
                      path,
                      <EifQuestion
                        form={form}
                        path={path}
                        kind={EIF_POLICY_FIELDS[q.field]}
                        label={t(`questions.policy.${q.field}`)}
                        idOptions={idOptions[q.field]}
                      />,
                    );
                  })}
              </Stack>
            </Fieldset.Root>
          );
        })}
      {content.plan &&
        plans.map((plan) => {
          const planAnswers: EifPlanAnswers | undefined = answers.plans?.[plan.id];
          return (
            <Fieldset.Root key={plan.id}>
              <Fieldset.Legend fontWeight="semibold">
                {t('plan', {
                  benefitType: t(`options.${plan.benefitType}`, { defaultValue: plan.benefitType }),
                  name: plan.planType ?? '',
                })}
              </Fieldset.Legend>
              <Stack gap={4}>
                {(content.plan ?? [])
                  .filter((q) => !q.when || (planAnswers && q.when(planAnswers, plan)))
                  .map((q) => {
                    const path = `plans.${plan.id}.${q.field}`;
                    return question(
                      path,
                      <EifQuestion
                        form={form}
                        path={path}
                        kind={EIF_PLAN_FIELDS[q.field]}
                        label={t(`questions.plan.${q.field}`)}
                        idOptions={idOptions[q.field]}
                      />,
                    );
                  })}
              </Stack>
            </Fieldset.Root>
          );
        })}
      {content.records?.map((section) => (
        <RecordSectionView key={section} section={section} client={client} />
      ))}
    </Stack>
  );
}

function RecordSectionView({ section, client }: { section: RecordSection; client: ClientDto }) {
  const { t } = useTranslation('eif');
  switch (section) {
    case 'taxId':
      return <TaxIdSection client={client} />;
    case 'currentPolicies':
      return <CurrentPolicies client={client} />;
    default:
      return <Text color="fg.muted">{t('recordsComing')}</Text>;
  }
}

/** An answer someone else changed meanwhile: both values, and the choice of which to keep. */
function ConflictNotice({ path, editor }: { path: string; editor: EifEditor }) {
  const { t } = useTranslation('eif');
  const conflict = editor.conflicts[path];
  if (!conflict) return null;
  const show = (value: unknown) =>
    value === null || value === undefined
      ? t('conflict.empty')
      : value === true
        ? t('yes')
        : value === false
          ? t('no')
          : Array.isArray(value)
            ? value.map((v) => t(`options.${String(v)}`, { defaultValue: String(v) })).join(', ')
            : t(`options.${String(value)}`, { defaultValue: String(value) });
  return (
    <Alert.Root status="warning" mt={2} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('conflict.title')}</Alert.Title>
        <Alert.Description>
          {t('conflict.body', { theirs: show(conflict.theirs), yours: show(conflict.yours) })}
        </Alert.Description>
        <HStack gap={2} mt={2}>
          <Button size="sm" variant="outline" onClick={() => editor.keepTheirs(path)}>
            {t('conflict.keepTheirs')}
          </Button>
          <Button size="sm" onClick={() => void editor.keepMine(path)}>
            {t('conflict.keepMine')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

export type { EifAllAnswers };
