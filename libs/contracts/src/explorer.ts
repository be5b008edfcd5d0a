import { z } from 'zod';
import { msg } from './messages.js';
import { US_STATES } from './clients.js';
import { isCalendarDate, isHttpsUrl } from './resources.js';
import { SINGLE_LINE_TEXT, text } from './text.js';
import {
  EMPLOYER_ACCOUNT_TYPES,
  EXPLORER_BENEFIT_TYPES,
  MAX_PLAN_COST_AMOUNT,
  MAX_PLAN_PAY_PERIODS,
  MAX_PREMIUM_PER_PAY_PERIOD,
  VISION_SERVICES,
} from './explorer-constants.js';

export {
  COPAY_SERVICES,
  DEMO_ENROLLMENT_STATUSES,
  EMPLOYER_ACCOUNT_TYPES,
  EXPLORER_BENEFIT_TYPES,
  MAX_PLAN_COST_AMOUNT,
  MAX_PLAN_PAY_PERIODS,
  MAX_PREMIUM_PER_PAY_PERIOD,
  PLAN_COST_TIERS,
  VISION_SERVICES,
  type CopayService,
  type DemoEnrollmentStatus,
  type EmployerAccountType,
  type ExplorerBenefitType,
  type PlanCostTier,
} from './explorer-constants.js';

/*
 * The Benefits Explorer's enums and input schemas (explorer spec §3 fields, §4 enums, §5 per-field rules).
 * WIRE FORMAT: the codes below are stored and sent as they are. The cross-field rules of §5 (allowed plan
 * types, comparison fields, networks per state …) live in @onboard/domain `explorerSiteIssues`; these schemas
 * check each field on its own (decisions 155 and 156).
 */

/** Explorer spec §4 "Plan types and display names": the codes (DCFSA's code is DCA). */
export const PLAN_TYPES = [
  'HMO',
  'PPO',
  'EPO',
  'MEC',
  'POS',
  'OAP',
  'DHMO',
  'EMPLOYER_PAID',
  'VOLUNTARY',
  'BASIC_LIFE',
  'VOLUNTARY_LIFE',
  'STANDALONE_ADD',
  'HSA',
  'HRA',
  'FSA',
  'LPFSA',
  'EAP',
  'DCA',
  'PFML_FMLA_LEAVE',
  'FAMILY_LEAVE_INSURANCE',
  'COMMUTER_TRANSIT',
  'DISCOUNT_PROGRAM',
  'FITNESS_PROGRAM',
  'HEALTH_AND_WELLNESS',
  'IDENTITY_PROTECTION',
  'LEGAL_SERVICES',
  'PET_INSURANCE',
  'RETIREMENT',
  'TELEHEALTH',
  'TRAVEL_INSURANCE',
  'OTHER',
  'ASO_PPO',
  'INDEMNITY',
] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Explorer spec §4 "Benefit levels". */
export const BENEFIT_LEVELS = ['BUY_UP', 'LOW_HIGH', 'LEVEL_1_LEVEL_2'] as const;
export type BenefitLevel = (typeof BENEFIT_LEVELS)[number];

/**
 * Explorer spec §4 "Content flags (value-added services)". The spec names some by label ("HSA compatible",
 * "AD&D", "Self_Care+"): their codes are written in capitals with underscores (decision 155);
 * `CONTENT_FLAG_LABELS` keeps the spec's names.
 */
export const CONTENT_FLAGS = [
  'HDHP',
  'HSA_COMPATIBLE',
  'HRA',
  'AD_AND_D',
  'VAS_1',
  'VAS_2',
  'SELF_CARE_PLUS',
  'HEALTH_NAVIGATOR_HELPLINE',
  'SELF_CARE_FROM_ABLETO',
  'WELLTHY',
] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];
export const CONTENT_FLAG_LABELS: Readonly<Record<ContentFlag, string>> = {
  HDHP: 'HDHP',
  HSA_COMPATIBLE: 'HSA compatible',
  HRA: 'HRA',
  AD_AND_D: 'AD&D',
  VAS_1: 'Emergency Travel Assistance and Identity Theft Protection',
  VAS_2: 'Online Will Prep & Claimant Support Services',
  SELF_CARE_PLUS: 'Self_Care+',
  HEALTH_NAVIGATOR_HELPLINE: 'Health_Navigator_Helpline',
  SELF_CARE_FROM_ABLETO: 'Self_Care_From_AbleTo',
  WELLTHY: 'Wellthy',
};

/** Explorer spec §4 "Dental networks (code)". A network is known by its name: two share code 29. */
export const DENTAL_NETWORKS = [
  'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO',
  'SUN_LIFE_DENTAL_NETWORK_PPO',
  'HERITAGE',
  'DHMO_DENTAL_SERIES',
  'CA_UDC_PREPAID',
  'LEGEND',
  'UNITED_DENTAL_CARE',
  'PREPAID_DENTAL_SERIES_FLORIDA_ONLY',
  'GEORGIA_PREPAID',
] as const;
export type DentalNetwork = (typeof DENTAL_NETWORKS)[number];
export const DENTAL_NETWORK_CODES: Readonly<Record<DentalNetwork, number>> = {
  SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO: 46,
  SUN_LIFE_DENTAL_NETWORK_PPO: 47,
  HERITAGE: 23,
  DHMO_DENTAL_SERIES: 29,
  CA_UDC_PREPAID: 28,
  LEGEND: 24,
  UNITED_DENTAL_CARE: 27,
  PREPAID_DENTAL_SERIES_FLORIDA_ONLY: 29,
  GEORGIA_PREPAID: 26,
};

/** Explorer spec §5: the site's medical video. */
export const MEDICAL_VIDEO_CHOICES = ['NO_VIDEO', 'ENGLISH_VIDEO', 'ENGLISH_AND_SPANISH_VIDEO'] as const;
export type MedicalVideoChoice = (typeof MEDICAL_VIDEO_CHOICES)[number];

/** Explorer spec §4: dental year type. */
export const DENTAL_YEAR_TYPES = ['PLAN', 'CALENDAR'] as const;
export type DentalYearType = (typeof DENTAL_YEAR_TYPES)[number];

/** Explorer spec §5: who orthodontic services cover (NONE: no orthodontic services; decision 155). */
export const DENTAL_ORTHODONTIC_SERVICES = ['NONE', 'ADULTS', 'CHILDREN', 'BOTH'] as const;
export type DentalOrthodonticServices = (typeof DENTAL_ORTHODONTIC_SERVICES)[number];

/** Explorer spec §4 "Medical price tiers" (a plan's premium and out-of-pocket costs; decision 155). */
export const PRICE_TIERS = ['$', '$$', '$$$'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** Explorer spec §4/§9: carrier id 1 is the provider itself. */
export const PROVIDER_CARRIER_ID = 1;

/** Spec §9: at most 15 documents per benefit type are collected. */
export const MAX_DOCUMENTS_PER_BENEFIT_TYPE = 15;
/** The most plans one site holds (a request bound, decision 155). */
export const MAX_SITE_BENEFITS = 200;

/** Explorer spec §5 "Color": hex of 3 or 6 digits, with or without a leading '#'. */
export const HEX_COLOR_PATTERN = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Explorer spec §5 "Vanity slug": letters, digits, dashes and spaces only. */
export const VANITY_SLUG_PATTERN = /^[A-Za-z0-9 -]+$/;
/** Explorer spec §5: the plan year, digits, dots and hyphens (`2025`, `2025-2026`). */
export const PLAN_YEAR_PATTERN = /^[0-9.-]+$/;
/** The longest vanity slug (it is a path segment). */
export const VANITY_SLUG_MAX = 100;

// --- field builders ---

/** Missing says `required`, a value not among the options `option`. */
const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => msg(issue.input == null ? 'required' : 'option') });
/** Single-line text whose absence says `key` (other checks keep their own messages). */
const requiredText = (key: 'explorerSiteNameRequired' | 'explorerEmployerStateRequired') =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? msg(key) : undefined) })
    .trim()
    .check(SINGLE_LINE_TEXT)
    .min(1, msg(key));
/** Optional text: absent, null or blank is null. */
const optionalText = (max: number, multiLine = false) =>
  text({ trim: true, multiLine })
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
/** An optional id: absent or null is null. */
const optionalId = () =>
  z
    .string()
    .uuid(msg('id'))
    .nullish()
    .transform((value) => value ?? null);
/** A calendar date YYYY-MM-DD. */
const calendarDate = () =>
  text({ trim: true })
    .max(10, msg('dateFormat'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('dateFormat'))
    .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value), {
      message: msg('invalidDate'),
    });
const optionalDate = () =>
  calendarDate()
    .nullish()
    .transform((value) => value ?? null);
/** A required date: missing says 'required'. */
const requiredDate = () => calendarDate();
/** An optional https link (blank is null). */
const optionalLink = () =>
  text({ trim: true })
    .max(2000)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isHttpsUrl(value), { message: msg('httpsOnly') });
/** A required state code: missing or blank says `required`'s message. */
const requiredState = (required: 'explorerEmployerStateRequired') =>
  requiredText(required)
    .max(2, msg('stateInvalid'))
    .toUpperCase()
    .refine((v) => v === '' || (US_STATES as readonly string[]).includes(v), msg('stateInvalid'));
const optionalState = () =>
  text({ trim: true })
    .max(2, msg('stateInvalid'))
    .toUpperCase()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((v) => v === null || (US_STATES as readonly string[]).includes(v), msg('stateInvalid'));
/** A money amount (dollars, cents allowed): at least 0. */
const amount = () =>
  z
    .number()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((value) => value ?? null);
/** A percentage, 0 to 100. */
const percent = () =>
  z
    .number()
    .min(0, msg('percentRange'))
    .max(100, msg('percentRange'))
    .nullish()
    .transform((value) => value ?? null);
const optionalFlag = () =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? null);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  enumOf(values)
    .nullish()
    .transform((value) => value ?? null);
const color = () =>
  text({ trim: true })
    .max(7, msg('invalidColorCode'))
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || HEX_COLOR_PATTERN.test(value), { message: msg('invalidColorCode') });

/** A vanity slug, as spec §5 says (also used by @onboard/domain `isValidVanitySlug`). */
export const vanitySlugSchema = text({ trim: true })
  .max(VANITY_SLUG_MAX)
  .regex(VANITY_SLUG_PATTERN, msg('vanitySlugFormat'));
const optionalSlug = () =>
  text({ trim: true })
    .max(VANITY_SLUG_MAX)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || VANITY_SLUG_PATTERN.test(value), {
      message: msg('vanitySlugFormat'),
    });
const planYear = () =>
  text({ trim: true })
    .max(20)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || PLAN_YEAR_PATTERN.test(value), { message: msg('planYearFormat') });

// --- benefit plan ---

/** The medical comparison fields (explorer spec §3 "Medical fields"). */
const medicalFields = {
  planYearDeductibleIndividualInNetwork: amount(),
  planYearDeductibleFamilyInNetwork: amount(),
  planYearMaximumIndividualInNetwork: amount(),
  planYearMaximumFamilyInNetwork: amount(),
  planYearDeductibleIndividualOutOfNetwork: amount(),
  planYearDeductibleFamilyOutOfNetwork: amount(),
  planYearMaximumIndividualOutOfNetwork: amount(),
  planYearMaximumFamilyOutOfNetwork: amount(),
  /** Not applicable: the plan has no out-of-network deductible. */
  planYearDeductibleOutOfNetworkNA: optionalFlag(),
  /** Not applicable: the plan has no out-of-network maximum. */
  planYearMaximumOutOfNetworkNA: optionalFlag(),
  medicalOutOfNetworkBenefits: optionalFlag(),
  medicalHealthSavingsAccountEmployerContribution: amount(),
  medicalPcpCoordinationRequired: optionalFlag(),
  medicalPcpSpecialtyCareReferralRequired: optionalFlag(),
};

/** The dental comparison fields (explorer spec §3 "Dental fields"); deductibles and maximums are shared. */
const dentalFields = {
  dentalYearType: optionalEnum(DENTAL_YEAR_TYPES),
  dentalOrthodonticServices: optionalEnum(DENTAL_ORTHODONTIC_SERVICES),
  dentalOrthodonticMaximumAdult: amount(),
  dentalOrthodonticMaximumAdultPercent: percent(),
  dentalOrthodonticMaximumChild: amount(),
  dentalOrthodonticMaximumChildPercent: percent(),
  dentalTypeOneInNetwork: percent(),
  dentalTypeOneOutOfNetwork: percent(),
  dentalTypeTwoInNetwork: percent(),
  dentalTypeTwoOutOfNetwork: percent(),
  dentalTypeThreeInNetwork: percent(),
  dentalTypeThreeOutOfNetwork: percent(),
};

/** The vision fields: `vision<Service>BiYearly` (yes/no), `…InNetwork` and `…OutOfNetwork` (amounts). */
export const VISION_FIELDS = VISION_SERVICES.flatMap((service) => [
  `vision${service}BiYearly` as const,
  `vision${service}InNetwork` as const,
  `vision${service}OutOfNetwork` as const,
]);
const visionFields = {
  visionExamBiYearly: optionalFlag(),
  visionExamInNetwork: amount(),
  visionExamOutOfNetwork: amount(),
  visionLensesBiYearly: optionalFlag(),
  visionLensesInNetwork: amount(),
  visionLensesOutOfNetwork: amount(),
  visionFramesBiYearly: optionalFlag(),
  visionFramesInNetwork: amount(),
  visionFramesOutOfNetwork: amount(),
  visionContactLensesBiYearly: optionalFlag(),
  visionContactLensesInNetwork: amount(),
  visionContactLensesOutOfNetwork: amount(),
  visionContactLensExamBiYearly: optionalFlag(),
  visionContactLensExamInNetwork: amount(),
  visionContactLensExamOutOfNetwork: amount(),
  /** Percent off the amount over the frame allowance. */
  visionFramesOverInNetwork: percent(),
  visionFramesOverOutOfNetwork: percent(),
};

/** The financial fields (explorer spec §3 "Financial fields"): an FSA's rollover. */
const financialFields = {
  financialFSAMoneyRollover: optionalFlag(),
  financialFSAMoneyRolloverAmount: amount(),
  financialFSAMoneyRolloverDate: optionalDate(),
};

const boundedAmount = (max: number, message: Parameters<typeof msg>[0]) =>
  z
    .number()
    .min(0, msg(message))
    .max(max, msg(message))
    .nullish()
    .transform((value) => value ?? null);

/**
 * What a medical, dental or vision plan costs the employee and what the employer puts beside it (issue 34
 * item 1, decision 248): the premium per pay period for each tier, the pay periods a year, the employer's
 * HSA/HRA money per tier, and the cost sharing the yearly-cost model reads (coinsurance, copays).
 */
const planCostFields = {
  payPeriodsPerYear: z
    .number()
    .int(msg('payPeriodsRange'))
    .min(1, msg('payPeriodsRange'))
    .max(MAX_PLAN_PAY_PERIODS, msg('payPeriodsRange'))
    .nullish()
    .transform((value) => value ?? null),
  premiumPerPayPeriodEmployee: boundedAmount(MAX_PREMIUM_PER_PAY_PERIOD, 'premiumPerPayPeriodRange'),
  premiumPerPayPeriodEmployeeSpouse: boundedAmount(MAX_PREMIUM_PER_PAY_PERIOD, 'premiumPerPayPeriodRange'),
  premiumPerPayPeriodEmployeeChildren: boundedAmount(MAX_PREMIUM_PER_PAY_PERIOD, 'premiumPerPayPeriodRange'),
  premiumPerPayPeriodFamily: boundedAmount(MAX_PREMIUM_PER_PAY_PERIOD, 'premiumPerPayPeriodRange'),
  employerAccountType: optionalEnum(EMPLOYER_ACCOUNT_TYPES),
  employerContributionEmployee: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  employerContributionEmployeeSpouse: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  employerContributionEmployeeChildren: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  employerContributionFamily: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  /** The employee's share after the deductible, in network. */
  coinsuranceInNetwork: percent(),
  copayPrimaryCare: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copaySpecialist: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayUrgentCare: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayEmergencyRoom: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayRxGeneric: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayRxPreferred: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayRxNonPreferred: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayRxSpecialty: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayOutpatientProcedure: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  copayHospitalStay: boundedAmount(MAX_PLAN_COST_AMOUNT, 'planCostAmountRange'),
  /** The copays apply only once the deductible is met (a high-deductible plan's rule). */
  copaysAfterDeductible: optionalFlag(),
};

/**
 * One benefit plan of a site (explorer spec §3 "Benefit plan"). Only the benefit type is required here: a
 * plan's required fields depend on its type and the site (`explorerSiteIssues` of @onboard/domain checks them,
 * with the spec's messages). `id` keeps an existing plan on update.
 */
export const benefitPlanInputSchema = z
  .object({
    id: z.string().uuid(msg('id')).optional(),
    carrierId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .nullish()
      .transform((value) => value ?? null),
    benefitType: enumOf(EXPLORER_BENEFIT_TYPES),
    planType: optionalEnum(PLAN_TYPES),
    benefitLevel: optionalEnum(BENEFIT_LEVELS),
    planName: optionalText(255),
    /** The underwriter or administrator (required unless the carrier is the provider). */
    legalEntity: optionalText(255),
    contentFlags: z
      .array(enumOf(CONTENT_FLAGS))
      .max(CONTENT_FLAGS.length * 2)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    otherShortTermPaidLeaveState: optionalState(),
    prepaidSitusState: optionalState(),
    prepaidDentalNetwork: optionalEnum(DENTAL_NETWORKS),
    premium: optionalEnum(PRICE_TIERS),
    outOfPocketCosts: optionalEnum(PRICE_TIERS),
    wellnessAmount: amount(),
    linkedHDHPPlanName: optionalText(255),
    planSummaryDocumentId: optionalId(),
    spanishPlanSummaryDocumentId: optionalId(),
    isNew: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    ...medicalFields,
    ...dentalFields,
    ...visionFields,
    ...financialFields,
    ...planCostFields,
  })
  .strict();
/** A plan as a form or request sends it. */
export type BenefitPlanInput = z.input<typeof benefitPlanInputSchema>;
/** A plan after parsing (blanks are null, flags deduplicated). */
export type BenefitPlanInputParsed = z.output<typeof benefitPlanInputSchema>;

/** The highlighter of one benefit type on a site (explorer spec §3). */
export const benefitTypeMetadataSchema = z
  .object({
    highlighterText: optionalText(500, true),
    spanishHighlighterText: optionalText(500, true),
    highlighterOrder: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict();
export type BenefitTypeMetadata = z.input<typeof benefitTypeMetadataSchema>;

// --- site ---

const requiredFlag = () => z.boolean();

/**
 * The renewal fields a site created by renewing another carries (explorer spec §3 "Renewal fields"): the
 * previous site and what becomes of it (its new expiry, its vanity slug — the renewed site usually takes the
 * slug over —, its branding and plan year). The `newExplorerPage…` fields are the previous site's read-only
 * view of its successor, not input (decision 155).
 */
const renewalFields = {
  prevExplorerPageId: optionalId(),
  prevExplorerPageVanitySlug: optionalSlug(),
  prevExplorerPageCustomBranding: optionalFlag(),
  prevExplorerPageExpiry: optionalDate(),
  prevExplorerPagePlanYear: planYear(),
};

const siteShape = {
  name: requiredText('explorerSiteNameRequired').max(255),
  benefits: z
    .array(benefitPlanInputSchema)
    .max(MAX_SITE_BENEFITS)
    .nullish()
    .transform((list) => list ?? []),
  kioskMode: requiredFlag(),
  startsAt: requiredDate(),
  expiresAt: optionalDate(),
  planYear: planYear(),
  openEnrollmentStart: requiredDate(),
  openEnrollmentEnd: requiredDate(),
  maintenanceMode: requiredFlag(),
  benefitTypeMetadata: z
    .partialRecord(enumOf(EXPLORER_BENEFIT_TYPES), benefitTypeMetadataSchema)
    .nullish()
    .transform((value) => value ?? {}),
  employerState: requiredState('explorerEmployerStateRequired'),
  benAdminPlatformId: optionalId(),
  benAdminPlatformUrl: optionalLink(),
  notificationLink: optionalLink(),
  customCalendlyLink: optionalLink(),
  customClientName: optionalText(255),
  logoDocumentId: optionalId(),
  employeeCount: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((value) => value ?? null),
  hasEmployeesInNY: requiredFlag(),
  showBenefitCount: requiredFlag(),
  associationId: optionalId(),
  hideSunLifeLogo: requiredFlag(),
  /** The staff user who owns the page (transfer moves pages between owners). */
  pageOwner: z.string({ error: msg('required') }).uuid(msg('id')),
  /** The client's policy numbers the site covers. */
  policies: z
    .array(text({ trim: true }).min(1).max(50), { error: msg('explorerPoliciesRequired') })
    .min(1, msg('explorerPoliciesRequired'))
    .max(50)
    .transform((list) => [...new Set(list)]),
  medicalVideo: z.enum(MEDICAL_VIDEO_CHOICES, { error: msg('medicalVideoRequired') }),
  medicalVideoEnglishTitle: optionalText(255),
  medicalVideoSpanishTitle: optionalText(255),
  medicalVideoDocumentId: optionalId(),
  vidyardUploadId: optionalText(100),
  vidyardId: optionalText(100),
  /** The provider's sales territory (its list is not in the spec: free text, decision 155). */
  territory: optionalText(100),
  showLegacyVisionPlanTable: optionalFlag(),
  showLegacyDentalPlanTable: optionalFlag(),
  vanitySlug: optionalSlug(),
  customBranding: optionalFlag(),
  customThemeBrandColor: color(),
  customThemeContrastingColor: color(),
  enableContactUsAppointment: requiredFlag(),
  enableContactUsEmail: requiredFlag(),
  enableContactUsLiveChat: requiredFlag(),
  ...renewalFields,
};

/**
 * A site as the staff form sends it (explorer spec §3 "Explorer site (form)"), for create and update. The
 * fields spec §5 requires are required here with its messages; the rules across fields are
 * `explorerSiteIssues` of @onboard/domain.
 */
export const explorerSiteInputSchema = z.object(siteShape).strict();
/** A site as a form or request sends it. */
export type ExplorerSiteInput = z.input<typeof explorerSiteInputSchema>;
/** A site after parsing (blanks are null, lists deduplicated, defaults filled). */
export type ExplorerSiteInputParsed = z.output<typeof explorerSiteInputSchema>;

/** Renewing a site: a new site's fields, naming the site it renews (`prevExplorerPageId` required). */
export const explorerRenewalInputSchema = z
  .object({
    ...siteShape,
    prevExplorerPageId: z.string({ error: msg('required') }).uuid(msg('id')),
  })
  .strict();
export type ExplorerRenewalInput = z.input<typeof explorerRenewalInputSchema>;
