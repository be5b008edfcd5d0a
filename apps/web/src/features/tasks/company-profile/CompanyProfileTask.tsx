import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { ClientDto, EifAllAnswers } from '@onboard/contracts';
import { askedQuestions, type AskedQuestion } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { AutosaveStatus } from '../../../components/form/AutosaveStatus.js';
import type { TaskWorkProps } from '../registry.js';
import { TaskEifAnswers, TaskEifQuestion } from '../eif/TaskEifAnswers.js';

/**
 * The EIF sub-steps whose client answers are the company's own details (decision 131): its subsidiaries and
 * affiliates and where its employees are, and its previous coverage with the insurer. Asked as the EIF asks
 * them (a follow-up once the answer it depends on is given).
 */
export const COMPANY_PROFILE_SUB_STEPS = [
  'subsidiaries-and-affiliates',
  'previous-coverage-information',
] as const;

export function companyProfileQuestions(
  client: Pick<ClientDto, 'policies' | 'plans'>,
  answers: EifAllAnswers,
): AskedQuestion[] {
  return COMPANY_PROFILE_SUB_STEPS.flatMap((subStep) =>
    askedQuestions(subStep, answers, client).filter((q) => q.scope === 'client'),
  );
}

/** A tax id shown by its last four digits only ("Ending in 6701"); null when there is none. */
export function lastFourOf(taxId: string | null): string | null {
  const digits = (taxId ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * The company-profile task's part (issue 12 item 5; decision 131): the company's details from the client
 * record (read only: staff keep them), and the EIF answers about the company the client may change, saved
 * through the EIF's save call (after signing, as the EIF's tracked changes for review).
 */
export function CompanyProfileTask({ client }: TaskWorkProps) {
  const { t, i18n } = useTranslation('taskforms');
  const consultant = client.implementationConsultant;
  const consultantName = [consultant?.firstName, consultant?.lastName].filter(Boolean).join(' ');
  const lastFour = lastFourOf(client.taxId);
  const notGiven = t('companyProfile.notGiven');
  const rows: [string, string][] = [
    [t('companyProfile.name'), client.name],
    [t('companyProfile.caseId'), client.caseId ?? notGiven],
    [
      t('companyProfile.employees'),
      client.employeesNumber === null
        ? notGiven
        : new Intl.NumberFormat(i18n.language).format(client.employeesNumber),
    ],
    [t('companyProfile.taxId'), lastFour ? t('companyProfile.taxIdMasked', { last4: lastFour }) : notGiven],
    [
      t('companyProfile.consultant'),
      consultantName
        ? [consultantName, consultant?.email, consultant?.phoneNumber].filter(Boolean).join(' · ')
        : t('companyProfile.consultantNone'),
    ],
  ];
  return (
    <Stack gap={8}>
      <Stack as="section" aria-labelledby="company-details" gap={3}>
        <Heading as="h2" size="md" id="company-details">
          {t('companyProfile.detailsTitle')}
        </Heading>
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('companyProfile.detailsNote')}
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby="company-answers" gap={4}>
        <Heading as="h2" size="md" id="company-answers">
          {t('companyProfile.answersTitle')}
        </Heading>
        <Text>{t('companyProfile.answersIntro')}</Text>
        <TaskEifAnswers clientId={client.id}>
          {(editor) => (
            <Stack gap={4}>
              {companyProfileQuestions(client, editor.form.watch()).map((q) => (
                <TaskEifQuestion key={q.path} question={q} editor={editor} />
              ))}
              <AutosaveStatus status={editor.autosave.status} />
            </Stack>
          )}
        </TaskEifAnswers>
      </Stack>
    </Stack>
  );
}
