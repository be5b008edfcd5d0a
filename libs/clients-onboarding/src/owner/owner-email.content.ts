import type { ClientDto, OwnerEmailKind, TaskStatus } from '@onboard/contracts';
import { taskStatusLabel } from '@onboard/domain';

/** What the owner's e-mails are written from: the client's view plus a few of its own fields (decision 141). */
export type OwnerEmailData = {
  client: Pick<ClientDto, 'id' | 'name' | 'isRiskRejected' | 'policies' | 'plans' | 'tasks'> & {
    implementationConsultant: { firstName: string | null; lastName: string | null; email: string | null };
  };
  /** The latest task events, newest first. */
  recentEvents: readonly { taskId: string; status: TaskStatus; at: Date; byName: string | null }[];
  allEmployeesActivelyAtWork: boolean | null;
  enrollmentStartDate: string | null;
  enrollmentEndDate: string | null;
  /** Dental answers per policy id. */
  dental: Readonly<
    Record<string, { hasDentalRollover: boolean | null; priorCarrierAccumulators: boolean | null }>
  >;
  /** The web's address (links to the client's hub). */
  webBaseUrl: string;
  surveyUrl: string;
  /** Today, YYYY-MM-DD (UTC): upcoming dates are counted from it. */
  today: string;
};

export type OwnerEmailContent = { subject: string; text: string; html: string };

/** How far ahead the upcoming-dates e-mail looks. */
export const UPCOMING_DAYS = 60;

const PHASE_NAMES: Record<string, string> = {
  WELCOME: 'Welcome',
  INFO_GATHERING: 'Info gathering',
  REVIEW_AND_VALIDATE: 'Review and validate',
  PLAN_APPROVAL: 'Plan approval',
  CONTRACTS_AND_BILLING: 'Contracts and billing',
  ONBOARDING_COMPLETE: 'Onboarding complete',
};

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ACRONYMS = new Set(['eif', 'pfml', 'spd']);
/** A task id as people read it: `company-profile` → "Company profile", `pfml-spd` → "PFML SPD". */
export const taskName = (taskId: string): string => {
  const words = taskId.split('-').map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  const first = words[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ');
};

const yesNo = (value: boolean | null): string => (value === null ? 'not answered yet' : value ? 'Yes' : 'No');

const policyName = (policy: ClientDto['policies'][number]): string =>
  policy.slfCoverages.length
    ? policy.slfCoverages.join(', ')
    : policy.primaryPolicy
      ? 'Primary policy'
      : 'Policy';

/**
 * A short, real e-mail of one kind for one client: a greeting, a few lines from the client's data, the hub link
 * and a signature. The HTML is the same lines, escaped, with the lists as lists.
 */
export function ownerEmailContent(kind: OwnerEmailKind, data: OwnerEmailData): OwnerEmailContent {
  const { client } = data;
  const hub = new URL(`/client/${encodeURIComponent(client.id)}`, data.webBaseUrl).toString();
  const { subject, intro, items, outro } = body(kind, data);
  const consultant = [client.implementationConsultant.firstName, client.implementationConsultant.lastName]
    .filter(Boolean)
    .join(' ');
  const closing = consultant ? `${consultant}, your implementation consultant` : 'The Sun Life team';
  const lines = [
    'Hello,',
    '',
    intro,
    '',
    ...(items.length ? items.map((item) => `- ${item}`) : []),
    ...(items.length ? [''] : []),
    ...(outro ? [outro, ''] : []),
    `Open your onboarding hub: ${hub}`,
    '',
    closing,
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
    outro ? `<p>${escapeHtml(outro)}</p>` : '',
    `<p><a href="${escapeHtml(hub)}">Open your onboarding hub</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('');
  return { subject: `${subject}: ${client.name}`.slice(0, 255), text: lines.join('\n'), html };
}

type Body = { subject: string; intro: string; items: string[]; outro?: string };

function body(kind: OwnerEmailKind, data: OwnerEmailData): Body {
  const { client } = data;
  switch (kind) {
    case 'ACTIVITY': {
      const done = client.tasks.filter((t) => t.status === 'Done').length;
      const tasks = client.tasks.map((t) => `${taskName(t.taskId)}: ${taskStatusLabel(t.status)}`);
      const events = data.recentEvents.map(
        (e) =>
          `${e.at.toISOString().slice(0, 10)} ${taskName(e.taskId)} moved to ${taskStatusLabel(e.status)}${e.byName ? ` (${e.byName})` : ''}`,
      );
      return {
        subject: 'Your onboarding activity',
        intro: `Here is where the onboarding of ${client.name} stands: ${done} of ${client.tasks.length} tasks completed.`,
        items: [...tasks, ...events],
        outro: events.length ? undefined : 'No task has moved recently.',
      };
    }
    case 'POST_ONBOARDING_SURVEY':
      return {
        subject: 'Tell us about your onboarding',
        intro: `Thank you for onboarding ${client.name} with us. Please take a few minutes to tell us how it went: ${data.surveyUrl}`,
        items: [],
      };
    case 'PHASE_CHANGE':
      return {
        subject: 'Your onboarding phase',
        intro: `The onboarding of ${client.name} has moved on. The current phase of each policy:`,
        items: client.policies.map((p) => `${policyName(p)}: ${PHASE_NAMES[p.phaseId] ?? p.phaseId}`),
        outro: client.policies.length ? undefined : 'No policy is on file yet.',
      };
    case 'RISK_ACCEPTANCE':
      return client.isRiskRejected
        ? {
            subject: 'Risk review: not accepted',
            intro: `Our underwriting review of ${client.name} did not accept the risk as submitted. Your implementation consultant will contact you about the next steps.`,
            items: [],
          }
        : {
            subject: 'Risk review: accepted',
            intro: `Our underwriting review of ${client.name} accepted the risk. Onboarding continues as planned.`,
            items: [],
          };
    case 'UPCOMING_DATES': {
      const until = addDays(data.today, UPCOMING_DAYS);
      const within = (day: string | null | undefined): day is string =>
        !!day && day >= data.today && day <= until;
      const dates: { day: string; what: string }[] = [];
      for (const p of client.policies) {
        if (within(p.policyEffective))
          dates.push({ day: p.policyEffective, what: `${policyName(p)} takes effect` });
        if (within(p.enrollmentCensusDeadline))
          dates.push({ day: p.enrollmentCensusDeadline, what: `${policyName(p)}: enrollment census due` });
        if (within(p.infoGatheringDeadline))
          dates.push({ day: p.infoGatheringDeadline, what: `${policyName(p)}: information gathering ends` });
      }
      if (within(data.enrollmentStartDate))
        dates.push({ day: data.enrollmentStartDate, what: 'Enrollment opens' });
      if (within(data.enrollmentEndDate))
        dates.push({ day: data.enrollmentEndDate, what: 'Enrollment closes' });
      for (const t of client.tasks) {
        if (t.status !== 'Done' && within(t.dueDate))
          dates.push({ day: t.dueDate, what: `${taskName(t.taskId)} due` });
      }
      dates.sort((a, b) => a.day.localeCompare(b.day) || a.what.localeCompare(b.what));
      return {
        subject: 'Your upcoming onboarding dates',
        intro: `The dates ahead for ${client.name} in the next ${UPCOMING_DAYS} days:`,
        items: dates.map((d) => `${d.day}: ${d.what}`),
        outro: dates.length ? undefined : `Nothing falls due before ${until}.`,
      };
    }
    case 'ACTIVELY_AT_WORK_REMINDER':
      return {
        subject: 'Reminder: employees actively at work',
        intro: `Coverage for ${client.name} starts only for employees actively at work on the effective date. Please confirm in the Employer Information Form whether all employees are actively at work.`,
        items: [`Are all employees actively at work? ${yesNo(data.allEmployeesActivelyAtWork)}`],
      };
    case 'DENTAL': {
      const dentalPlans = client.plans.filter((p) => p.benefitType === 'DENTAL');
      const policies = client.policies.filter((p) => p.slfCoverages.some((c) => /dental/i.test(c)));
      return {
        subject: 'Your dental coverage',
        intro: `The dental coverage details of ${client.name} on file:`,
        items: [
          ...dentalPlans.map((p) =>
            `Dental plan ${p.planType ?? ''}${p.carrierName ? ` (carrier ${p.carrierName})` : ''}`.trim(),
          ),
          ...policies.map((p) => {
            const answers = data.dental[p.id];
            return `${policyName(p)}: dental rollover ${yesNo(answers?.hasDentalRollover ?? null)}; prior carrier’s accumulators carried over ${yesNo(answers?.priorCarrierAccumulators ?? null)}`;
          }),
        ],
        outro:
          dentalPlans.length || policies.length
            ? 'If you want dental rollover, upload the prior carrier’s deductible and maximum report on the dental rollover task.'
            : 'No dental plan is on file yet.',
      };
    }
  }
}
