import { Alert, Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import type { ClientDto, EifAllAnswers } from '@onboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  askedQuestions,
  coverageOf,
  SUB_STEP_CONTENT,
  type AskedQuestion,
  type RecordSection,
} from '@onboard/domain';
import { ClassBuilderSection } from './ClassBuilderSection.js';
import { ClaimsReportMailingSection, SubsidiariesSection } from './ClientRecordSections.js';
import { BillsSection } from './BillsSection.js';
import { ContactsSection } from './ContactsSection.js';
import { CurrentPolicies } from './CurrentPolicies.js';
import { LocationsSection } from './LocationsSection.js';
import { useGetBenAdminPlatformsQuery } from '../../reference/api/referenceApi.js';
import { EifQuestion } from './EifQuestion.js';
import { TaxIdSection } from './TaxIdSection.js';
import { useCoverageList, useCoverageName } from '../../hub/useCoverageName.js';
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
  const coverageList = useCoverageList();
  const coverageName = useCoverageName();
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

  const asked = askedQuestions(subStepId, answers, client, policyId ? [policyId] : onlyPolicies);
  const label = (q: AskedQuestion) => t(`questions.${q.scope}.${q.field}` as 'questions.client.erisaHasPlan');
  const render = (q: AskedQuestion) =>
    question(
      q.path,
      <EifQuestion form={form} path={q.path} kind={q.kind} label={label(q)} idOptions={idOptions[q.field]} />,
    );
  /** The questions about one policy or plan, under its name. */
  const groups = new Map<string, AskedQuestion[]>();
  for (const q of asked) if (q.recordId) groups.set(q.recordId, [...(groups.get(q.recordId) ?? []), q]);
  const legend = (recordId: string) => {
    const policy = client.policies.find((p) => p.id === recordId);
    if (policy) {
      const number = client.policies.indexOf(policy) + 1;
      return t('policy', { number, coverages: coverageList(policy.slfCoverages) });
    }
    // A plan by its coverage's name (NJ TDB and NJ FLI are both "other short term paid leave").
    const plan = client.plans.find((p) => p.id === recordId);
    return t('plan', {
      name: plan
        ? ((plan.planType && coverageOf(plan.planType) ? coverageName(plan.planType) : undefined) ??
          t(`options.${plan.benefitType}`, { defaultValue: plan.benefitType }))
        : '',
    });
  };

  return (
    <Stack gap={6}>
      {asked.length === 0 && !content.records?.length && <Text color="fg.muted">{t('noQuestions')}</Text>}
      {asked.filter((q) => q.scope === 'client').map(render)}
      {[...groups].map(([recordId, questions]) => (
        <Fieldset.Root key={recordId}>
          <Fieldset.Legend fontWeight="semibold">{legend(recordId)}</Fieldset.Legend>
          <Stack gap={4}>{questions.map(render)}</Stack>
        </Fieldset.Root>
      ))}
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
    case 'locations':
      return <LocationsSection client={client} />;
    case 'classBuilder':
      return <ClassBuilderSection client={client} />;
    case 'subsidiaries':
      return <SubsidiariesSection client={client} />;
    case 'monthlyClaimsReportMailing':
      return <ClaimsReportMailingSection client={client} />;
    case 'planAdministrators':
      return <ContactsSection client={client} />;
    case 'bills':
      return <BillsSection client={client} />;
    default:
      return <Text color="fg.muted">{t('recordsComing')}</Text>;
  }
}

/** An answer someone else changed meanwhile: both values, and the choice of which to keep. */
export function ConflictNotice({ path, editor }: { path: string; editor: EifEditor }) {
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
        <Alert.Title>
          {conflict.replaced
            ? t('conflict.replacedTitle', { name: conflict.by ?? t('conflict.someone') })
            : conflict.by
              ? t('conflict.titleBy', { name: conflict.by })
              : t('conflict.title')}
        </Alert.Title>
        <Alert.Description>
          {t(conflict.replaced ? 'conflict.replacedBody' : 'conflict.body', {
            theirs: show(conflict.theirs),
            yours: show(conflict.yours),
          })}
        </Alert.Description>
        <HStack gap={2} mt={2}>
          <Button size="sm" variant="outline" colorPalette="gray" onClick={() => editor.keepTheirs(path)}>
            {t('conflict.keepTheirs')}
          </Button>
          {/* Not the alert's orange: white on it is below AA contrast (3.55:1). */}
          <Button size="sm" colorPalette="gray" onClick={() => void editor.keepMine(path)}>
            {t(conflict.replaced ? 'conflict.putMineBack' : 'conflict.keepMine')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

export type { EifAllAnswers };
