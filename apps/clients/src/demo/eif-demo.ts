import type { EntityManager } from '@mikro-orm/postgresql';
import { EIF_CLIENT_FIELDS, EIF_PLAN_FIELDS, EIF_POLICY_FIELDS, type DemoEifStage } from '@onboard/contracts';
import { coverageOf, isStatutoryOrPfml } from '@onboard/domain';
import { Client, Plan, Policy } from '@onboard/clients-record';

/**
 * The EIF answers of a demo client at its stage (issue 9 item 6). Complete answers are those a real employer
 * might give, chosen so that every question a sub-step shows is answered (follow-ups included); half done is
 * the first half of the client's answers and none of the policies' and plans'.
 */
const CLIENT_ANSWERS: Record<string, unknown> = {
  hasPreviousCoverageWithSlf: false,
  benefitsReplacedWithSlf: ['DENTAL', 'LIFE'],
  needsEmployeeClasses: true,
  policyAnniversaryMonth: 1,
  waitingPeriodTimeSpentCounts: true,
  waitingPeriodPartTimeCounts: false,
  waitingPeriodOtherCounts: false,
  waitingPeriodWaived: true,
  reHireProvisionExists: true,
  rehireProvision: 'MONTHS_6',
  unionMembersCovered: false,
  domesticPartnersCovered: true,
  whenDoYouAdministerYourAEPStart: '11/01',
  whenDoYouAdministerYourAEPEnd: '11/30',
  whenDoAEPTakeEffect: 'ANNUALLY_ON_POLICY_ANNIVERSARY',
  changesOnlyAllowedDuringAE: true,
  whenDecreasesInsuranceTakeEffect: 'FIRST_OF_THE_FOLLOWING_MONTH',
  ageReductionDecreaseTakeEffectWhen: 'ANNUALLY_ON_POLICY_ANNIVERSARY',
  ageBandIncreaseTakeEffectWhen: 'ANNUALLY_ON_POLICY_ANNIVERSARY',
  changesForDependentLifeBenefitsUseAge: true,
  ageForDependentLifeBenefits: 'EMPLOYEE_AGE',
  otherCoverageChangesTakeEffectWhen: 'FIRST_OF_THE_FOLLOWING_MONTH',
  allEmployeesActivelyAtWork: true,
  hasCertificateSplit: false,
  hasSection125Plan: true,
  hasSection125Dental: true,
  hasSection125Vision: true,
  hasSection125DHMO: false,
  hasSection125Accident: true,
  hasSection125CriticalIllness: false,
  allBenefitsNonContributory: false,
  erisaHasPlan: true,
  erisaPlanType: 'WELFARE_BENEFIT_PLAN',
  erisaPlanNumber: '501',
  erisaPlanYearEndDateMMDD: '12/31',
  erisaAdministerOwnPlan: true,
  erisaPrefersPlanDetails: true,
  erisaPlanAdminName: 'Pat Rivera',
  erisaPlanAdminStreet: '100 Main Street',
  erisaPlanAdminCity: 'Springfield',
  erisaPlanAdminState: 'MA',
  erisaPlanAdminZip: '01101',
  erisaHasAgentForLegalProcess: true,
  erisaIsLegalAgentSameAsAdmin: true,
  valueAddedServicesOptions: ['ONLINE_WILL_PREPARATION', 'EMERGENCY_TRAVEL_ASSISTANCE'],
  hasSubsidiary: false,
  mainPolicyHolderEEsInNYNJOrHI: false,
  malpracticeReimbursementRider: false,
  pfmlLeaveYearMethod: 'ROLLING_BACKWARD',
  fliCoversAllEmployees: true,
};

const POLICY_ANSWERS: Record<string, unknown> = {
  hasBenAdminPlatform: false,
  hasDataFeeds: false,
  billingAdministrationType: 'LIST',
  billingStructureType: 'SINGLE',
  billPayrollCycles: ['BIWEEKLY'],
  advanceOrArrears: 'ADVANCE',
  whoSubmitsClaims: 'EMPLOYER',
};

const PLAN_ANSWERS: Record<string, unknown> = {
  terminationDate: 'END_OF_MONTH',
  claimsCheckPayee: 'PRIMARY_PLAN_ADMIN',
  sendClaimsCheckTo: 'PRIMARY_PLAN_ADMINISTRATOR',
};
const PFML_ANSWERS: Record<string, unknown> = {
  pfmlOption: 'ADVICE_WITH_BENEFIT_CALC',
  pfmlPremiumContributionType: 'SHARED',
  pfmlEmployerContributionPercentage: 50,
  pfmlEmployeePremiumPayments: 'POST_TAX',
  pfmlThreeYearLookBackPercent: 25,
  allowPFMLAndSTDConcurrently: false,
  pfmlMinimumIntermittentLeave: 'ONE_WORK_DAY',
};

/** `update … set` of answers on one row, each column named from the entity's metadata. */
async function setAnswers(
  em: EntityManager,
  entity: typeof Client | typeof Policy | typeof Plan,
  table: string,
  id: string,
  answers: Record<string, unknown>,
  fields: Record<string, { kind: string }>,
): Promise<void> {
  const meta = em.getMetadata().get(entity as typeof Client) as unknown as {
    properties: Record<string, { fieldNames: string[] } | undefined>;
  };
  const entries = Object.entries(answers).filter(([name]) => name in fields);
  if (entries.length === 0) return;
  const sets = entries.map(([name]) => {
    const column = meta.properties[name]?.fieldNames[0] ?? name;
    return `"${column}" = ?${fields[name]?.kind === 'enumList' ? '::jsonb' : ''}`;
  });
  const values = entries.map(([name, value]) =>
    fields[name]?.kind === 'enumList' ? JSON.stringify(value) : value,
  );
  await em.execute(`update "clients"."${table}" set ${sets.join(', ')} where "id" = ?`, [...values, id]);
}

export async function seedEifStage(
  em: EntityManager,
  stage: DemoEifStage,
  ids: {
    clientId: string;
    policyId: string;
    planIds: { id: string; planType: string | null }[];
    signerId: string;
    /** The client's primary plan administrator: the payee of claims checks. */
    contactId: string;
  },
): Promise<void> {
  if (stage === 'notStarted') return;
  const client = Object.entries(CLIENT_ANSWERS);
  const given =
    stage === 'halfDone' ? Object.fromEntries(client.slice(0, client.length / 2)) : CLIENT_ANSWERS;
  await setAnswers(em, Client, 'client', ids.clientId, given, EIF_CLIENT_FIELDS);
  if (stage === 'halfDone') return;
  await setAnswers(em, Policy, 'policy', ids.policyId, POLICY_ANSWERS, EIF_POLICY_FIELDS);
  for (const plan of ids.planIds) {
    // The paid-leave questions are asked of PFML and statutory plans alike (the non-class preferences sub-step).
    const coverage = coverageOf(plan.planType);
    const pfml = coverage ? isStatutoryOrPfml(coverage) : false;
    await setAnswers(
      em,
      Plan,
      'plan',
      plan.id,
      { ...PLAN_ANSWERS, planAdminPayeeContactId: ids.contactId, ...(pfml ? PFML_ANSWERS : {}) },
      EIF_PLAN_FIELDS,
    );
  }
  if (stage === 'signed') {
    await em.execute(
      `update "clients"."client" set "eif_signed_at" = now() - interval '3 days', "eif_signed_by" = ? where "id" = ?`,
      [ids.signerId, ids.clientId],
    );
  }
}
