// No zod here: the web's `eif` namespace (English) is built from these, and the summary PDF prints them.
import type { BenefitType } from './enums.js';
import type { EifClientField, EifPlanField, EifPolicyField } from './eif-fields.js';

/** The benefit types (spec §3 Plan) as people read them: the hub's welcome questions and the EIF's options. */
export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  MEDICAL: 'Medical',
  FINANCIAL: 'Financial',
  DENTAL: 'Dental',
  VISION: 'Vision',
  ACCIDENT: 'Accident',
  CRITICAL_ILLNESS: 'Critical illness',
  HOSPITAL_INDEMNITY: 'Hospital indemnity',
  CANCER: 'Cancer',
  GAP: 'Gap',
  SHORT_TERM_DISABILITY: 'Short term disability',
  LONG_TERM_DISABILITY: 'Long term disability',
  LIFE: 'Life',
  OTHER_SHORT_TERM_PAID_LEAVE: 'Other short term paid leave',
  OTHER: 'Other',
};

/** The five steps' titles (spec §4), by the ids of the domain's EIF_STEPS. */
export const EIF_STEP_TITLES: Record<string, string> = {
  'company-information': 'Company Details',
  'plan-administrators-&-billing': 'Plan Administrators & Billing',
  'plan-configuration-&-eligibility': 'Plan Configuration & Eligibility',
  'other-contract-details': 'Other Contract Details',
  'review-&-submit': 'Review & Submit',
};

/** The sub-steps' titles, by id. */
export const EIF_SUB_STEP_TITLES: Record<string, string> = {
  'benefits-administration-and-data-feed': 'Benefits administration and data feed',
  'tax-id': 'Tax ID',
  'subsidiaries-and-affiliates': 'Subsidiaries and affiliates',
  'current-sun-life-policies': 'Current Sun Life policies',
  'previous-coverage-information': 'Previous coverage information',
  'plan-administrators': 'Plan administrators',
  'billing-preferences': 'Billing preferences',
  'claims-payment-reimbursement': 'Claims payment reimbursement',
  'claims-check-mailing-locations': 'Claims check mailing locations',
  'monthly-claims-reports-and-eobs': 'Monthly claims reports and EOBs',
  'malpractice-reimbursements': 'Malpractice reimbursements',
  'class-builder': 'Class builder',
  'non-class-benefits-preferences': 'Non-class benefits preferences',
  'fli-preferences': 'Family Leave Insurance preferences',
  'confirm-policy-anniversary': 'Confirm policy anniversary',
  'additional-waiting-period-rules': 'Additional waiting period rules',
  'rehire-provision': 'Rehire provision',
  'union-members-and-domestic-partners': 'Union members and domestic partners',
  'changes-during-annual-enrollment': 'Changes during annual enrollment',
  'termination-of-insurance': 'Termination of insurance',
  'age-rules': 'Age rules',
  'other-changes-to-coverage': 'Other changes to coverage',
  'employee-certificate': 'Employee certificate',
  'section-125': 'Section 125',
  erisa: 'ERISA',
  'value-added-services': 'Value-added services',
};

/** The non-class step's three titles (spec §4), by which kind of benefits it holds. */
export const EIF_NON_CLASS_TITLES = {
  pfml: 'PFML preferences',
  statutory: 'Statutory benefits',
  both: 'PFML & Statutory benefits',
} as const;

/**
 * The EIF's questions in English, one per answer of eif-fields.ts (TypeScript checks that none is missing):
 * the web's English `eif` texts are these, the Spanish ones are written beside them, and the summary PDF
 * prints them. The options' labels are in EIF_OPTION_LABELS.
 */
export const EIF_CLIENT_LABELS: Record<EifClientField, string> = {
  hasPreviousCoverageWithSlf: 'Have you had coverage with Sun Life before?',
  previousPolicies: 'Previous Sun Life policy numbers',
  benefitsReplacedWithSlf: 'Which benefits is Sun Life replacing?',
  policyAnniversaryMonth: 'Policy anniversary month',
  unionMembersCovered: 'Are union members covered?',
  domesticPartnersCovered: 'Are domestic partners covered as spouses?',
  waitingPeriodTimeSpentCounts: 'Does time spent in a prior eligible class count toward the waiting period?',
  waitingPeriodPartTimeCounts: 'Does time worked part-time count toward the waiting period?',
  waitingPeriodOtherCounts: 'Does any other time count toward the waiting period?',
  waitingPeriodOtherCountsText: 'Describe the other time that counts',
  waitingPeriodWaived: 'Is the waiting period waived for employees hired before the policy effective date?',
  reHireProvisionExists: 'Do you have a rehire provision?',
  rehireProvision: 'Rehired within',
  hasSection125Plan: 'Do you have a Section 125 (cafeteria) plan?',
  hasSection125Dental: 'Are dental premiums paid through it?',
  hasSection125Vision: 'Are vision premiums paid through it?',
  hasSection125DHMO: 'Are DHMO premiums paid through it?',
  hasSection125Accident: 'Are accident premiums paid through it?',
  hasSection125CriticalIllness: 'Are critical illness premiums paid through it?',
  ageReductionDecreaseTakeEffectWhen: 'When do decreases for age reductions take effect?',
  ageBandIncreaseTakeEffectWhen: 'When do premium increases for a new age band take effect?',
  ageForDependentLifeBenefits: 'Whose age sets dependent life benefits?',
  changesForDependentLifeBenefitsUseAge: 'Do dependent life benefits change with age?',
  otherCoverageChangesTakeEffectWhen: 'When do other coverage changes take effect?',
  whenDoYouAdministerYourAEPStart: 'Annual enrollment starts (MM/DD)',
  whenDoYouAdministerYourAEPEnd: 'Annual enrollment ends (MM/DD)',
  whenDoAEPTakeEffect: 'When do annual enrollment elections take effect?',
  whenDoAEPTakeEffectOther: 'Describe when they take effect',
  whenDecreasesInsuranceTakeEffect: 'When do decreases in insurance take effect?',
  changesOnlyAllowedDuringAE: 'Are changes allowed only during annual enrollment?',
  whenDoChangesToBenefitsTakeEffect: 'When do changes to benefits take effect?',
  erisaHasPlan: 'Are your benefits part of an ERISA plan?',
  erisaPlanType: 'ERISA plan type',
  erisaPlanTypeOther: 'Describe the plan type',
  erisaPrefersPlanDetails: 'Should the plan details appear in the certificate?',
  erisaPlanAdminName: 'Plan administrator name',
  erisaPlanAdminStreet: 'Plan administrator street address',
  erisaPlanAdminCity: 'Plan administrator city',
  erisaPlanAdminState: 'Plan administrator state',
  erisaPlanAdminZip: 'Plan administrator zip code',
  erisaPlanNumber: 'ERISA plan number',
  erisaPlanNumberOther: 'Other plan number',
  erisaPlanYearEndDateMMDD: 'Plan year end date (MM/DD)',
  erisaAdministerOwnPlan: 'Do you administer the plan yourselves?',
  erisaHasAgentForLegalProcess: 'Do you have an agent for service of legal process?',
  erisaIsLegalAgentSameAsAdmin: 'Is the agent the plan administrator?',
  erisaLegalAgentName: 'Agent name',
  erisaLegalAgentStreet: 'Agent street address',
  erisaLegalAgentCity: 'Agent city',
  erisaLegalAgentState: 'Agent state',
  erisaLegalAgentZip: 'Agent zip code',
  valueAddedServicesOptions: 'Which value-added services do you want?',
  malpracticeReimbursementRider: 'Do you want the malpractice reimbursement rider?',
  malpracticeReimbursementPayableTo: 'Malpractice reimbursements are payable to',
  pfmlLeaveYearMethod: 'How is the leave year measured?',
  pfmlFixedYearMMDD: 'Fixed leave year starts (MM/DD)',
  fliCoversAllEmployees: 'Does Family Leave Insurance cover all employees?',
  fliExcludedGroups: 'Which groups are excluded?',
  hasSubsidiary: 'Do you have subsidiaries or affiliates covered under the policy?',
  subsidiaryEEsInNYNJOrHI: 'Do any subsidiary employees work in New York, New Jersey or Hawaii?',
  mainPolicyHolderEEsInNYNJOrHI: 'Do any of your own employees work in New York, New Jersey or Hawaii?',
  mainPolicyHolderEEStates: 'In which of these states?',
  hasCertificateSplit: 'Should employee certificates be split?',
  certificateSplitText: 'Describe how to split them',
  allEmployeesActivelyAtWork: 'Are all employees actively at work?',
  allBenefitsNonContributory: 'Are all benefits fully paid by the employer?',
  needsEmployeeClasses: 'Do benefits differ between groups of employees?',
};

export const EIF_POLICY_LABELS: Record<EifPolicyField, string> = {
  hasBenAdminPlatform: 'Do you use a benefits administration platform?',
  benAdminPlatformId: 'Benefits administration platform',
  benAdminPlatformOtherName: 'Platform name, if it is not in the list',
  hasDataFeeds: 'Will you send enrollment through a data feed?',
  billingAdministrationType: 'How will you be billed?',
  billingStructureType: 'Billing structure',
  billingSummaryStatementType: 'Billing summary statement',
  billPayrollCycles: 'Payroll cycles',
  billPayrollCyclesOther: 'Other payroll cycle',
  billPayrollCyclesExplanation: 'Explain your payroll cycles',
  billSplitType: 'How should the bill be split?',
  advanceOrArrears: 'Are premiums paid in advance or in arrears?',
  whoSubmitsClaims: 'Who submits claims?',
  eapIsBlendedWith: 'The assistance program is included with',
  hasDentalRollover: 'Do you want dental rollover?',
  dentalRolloverPriorCarrierAccumulators: 'Should rollover amounts from the prior carrier carry over?',
};

export const EIF_PLAN_LABELS: Record<EifPlanField, string> = {
  salaryBased: 'Are benefits based on salary?',
  pfmlOption: 'PFML service option',
  terminationDate: 'When does coverage end after employment ends?',
  sendClaimsCheckTo: 'Send claims checks to',
  claimsCheckPayee: 'Who is the payee on the check?',
  planAdminPayeeContactId: 'Plan administrator payee',
  someoneElsePayeeContactId: 'Payee',
  payeeListedOnTheCheckContact: 'Name on the check',
  pfmlPremiumContributionType: 'How are PFML premiums paid?',
  pfmlEmployerContributionPercentage: 'Employer share of the premium (%)',
  pfmlEmployeePremiumPayments: 'Employee premium payments are',
  pfmlThreeYearLookBackPercent: 'Three-year look-back percentage',
  allowPFMLAndSTDConcurrently: 'May PFML and short-term disability be paid at the same time?',
  pfmlMinimumIntermittentLeave: 'Minimum increment of intermittent leave',
};

/** The options' labels, by value (values shared by several lists read the same in each). */
export const EIF_OPTION_LABELS: Record<string, string> = {
  // Durations.
  MONTHS_1: '1 month',
  MONTHS_2: '2 months',
  MONTHS_3: '3 months',
  MONTHS_4: '4 months',
  MONTHS_6: '6 months',
  MONTHS_9: '9 months',
  MONTHS_12: '12 months',
  MONTHS_18: '18 months',
  MONTHS_24: '24 months',
  MONTHS_36: '36 months',
  MONTHS_60: '60 months',
  DAYS_30: '30 days',
  DAYS_45: '45 days',
  DAYS_60: '60 days',
  DAYS_90: '90 days',
  DAYS_120: '120 days',
  // Effective timings.
  IMMEDIATELY: 'Immediately',
  FIRST_OF_THE_FOLLOWING_MONTH: 'First of the following month',
  ANNUALLY_ON_POLICY_ANNIVERSARY: 'Annually on the policy anniversary',
  NOT_APPLICABLE: 'Not applicable',
  // Age basis, termination.
  SPOUSE_AGE: "Spouse's age",
  EMPLOYEE_AGE: "Employee's age",
  DATE_OF_TERMINATION: 'On the date of termination',
  END_OF_MONTH: 'At the end of the month',
  // Leave year, PFML.
  ROLLING_BACKWARD: 'Rolling backward',
  MEASURED_FORWARD: 'Measured forward',
  CALENDAR_YEAR: 'Calendar year',
  FIXED_YEAR: 'Fixed year',
  ADVICE_ONLY: 'Advice only',
  ADVICE_WITH_BENEFIT_CALC: 'Advice with benefit calculation',
  ADVICE_PLUS: 'Advice plus',
  FULLY_EMPLOYER_PAID: 'Fully employer paid',
  GROSS_UP: 'Gross-up',
  SHARED: 'Shared',
  ONE_HOUR: 'One hour',
  FOUR_HOURS: 'Four hours',
  ONE_WORK_DAY: 'One work day',
  PRE_TAX: 'Pre-tax',
  POST_TAX: 'Post-tax',
  TAX_CHOICE: 'Tax choice',
  // Billing.
  LIST: 'List bill',
  SELF: 'Self-bill',
  TPA: 'TPA administration',
  SINGLE: 'Single',
  MULTIPLE: 'Multiple',
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Biweekly',
  SEMIMONTHLY: 'Semimonthly',
  MONTHLY: 'Monthly',
  LOCATION: 'By location',
  BENEFIT: 'By benefit',
  TAGS: 'By tags',
  NONE: 'No split',
  ADVANCE: 'In advance',
  ARREARS: 'In arrears',
  EMPLOYER: 'Employer',
  EMPLOYEE: 'Employee',
  // EAP blending (LIFE reads as the benefit type below).
  STD: 'Short-term disability',
  LTD: 'Long-term disability',
  // Claims checks.
  PRIMARY_PLAN_ADMIN: 'The primary plan administrator',
  SOMEONE_ELSE: 'Someone else',
  PRIMARY_PLAN_ADMINISTRATOR: 'The primary plan administrator',
  EMPLOYEE_HOME: "The employee's home",
  // Value-added services.
  ONLINE_WILL_PREPARATION: 'Online will preparation',
  EMERGENCY_TRAVEL_ASSISTANCE: 'Emergency travel assistance',
  SELF_CARE_PLUS: 'Self care plus',
  WELLTLY_SERVICE: 'Welltly service',
  // ERISA.
  WELFARE_BENEFIT_PLAN: 'Welfare benefit plan',
  CAFETERIA_PLAN: 'Cafeteria plan',
  WRAP_PLAN: 'Wrap plan',
  '501': '501',
  '502': '502',
  '503': '503',
  '504': '504',
  '505': '505',
  // States asked about.
  NY: 'New York',
  NJ: 'New Jersey',
  HI: 'Hawaii',
  ...BENEFIT_TYPE_LABELS,
};

/** Yes and No, as answers read. */
export const EIF_YES_NO = { yes: 'Yes', no: 'No' } as const;

/** The contact types (spec §3 Contact) as people read them: the form and the summary PDF. */
export const CONTACT_TYPE_LABELS = {
  DATA_FEEDS_IMPLEMENTOR: 'Data feeds: implementor',
  DATA_FEEDS_PRODUCTION_SUPPORT: 'Data feeds: production support',
  DATA_FEEDS_BEN_ADMIN: 'Data feeds: benefits administrator',
  DATA_FEEDS_API_CONNECTION_CONTACT: 'Data feeds: API connection contact',
  WEB_ADMIN: 'Plan administrator',
  PRIMARY_WEB_ADMIN: 'Primary plan administrator',
  DISABILITY_CLAIM_REIMBURSEMENT_CHECK_PAYEE: 'Disability claim reimbursement check payee',
  CLAIMS_CHECK_PAYEE: 'Claims check payee',
  TPA: 'Third-party administrator (TPA)',
} as const;

/** What a contact may do (its access flags). */
export const CONTACT_ACCESS_LABELS = {
  claimsAccess: 'Claims',
  billingAccess: 'Bills',
  paymentsAccess: 'Payments',
  documentsAccess: 'Policy documents',
  memberChangesAccess: 'Manage employees',
} as const;

/** A contact's location scope. */
export const LOCATION_SCOPE_LABELS = { ALL: 'All locations', LIMITED: 'Limited locations' } as const;

/** Who an employee class takes in (the class builder and the summary PDF). */
export const EMPLOYMENT_TYPE_LABELS = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  ALL: 'All employees',
} as const;

/** Pay beyond base earnings, by kind (the class builder and the summary PDF). */
export const COMPENSATION_TYPE_LABELS = {
  BONUS: 'Bonus',
  COMMISSION: 'Commission',
  OVERTIME: 'Overtime',
  SHIFT_DIFFERENTIAL: 'Shift differential',
  TIPS: 'Tips',
  OTHER: 'Other pay',
} as const;
