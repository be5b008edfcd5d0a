import type { BenefitType } from '@onboard/contracts';

/**
 * The coverage catalogue (issue 9 item 1; decision 070): every coverage a policy can hold, by a stable code
 * (what a plan's `planType` holds) and its display name (what `Policy.slfCoverages` lists), with what the EIF
 * needs to know about it: its benefit type, its kind, the state it belongs to, how it is funded, and whether
 * it is given by employee class.
 */
export type CoverageKind =
  /** An ordinary group coverage (life, disability, dental, vision, voluntary products). */
  | 'standard'
  /** State statutory disability (NY DBL, NJ TDB, HI TDI, PR SINOT) and New York Paid Family Leave. */
  | 'statutory'
  /** New Jersey Family Leave Insurance: its own sub-step when salary-based (spec §5). */
  | 'fli'
  /** A state's paid family and medical leave plan, ASO or fully insured. */
  | 'pfml'
  /** A state's prepaid dental plan (DHMO). */
  | 'prepaidDental'
  /** The employee assistance program (may be blended with life, STD or LTD). */
  | 'assistanceProgram';

export type Funding = 'ASO' | 'FULLY_INSURED';

export type Coverage = {
  code: string;
  name: string;
  benefitType: BenefitType;
  kind: CoverageKind;
  funding: Funding;
  state?: string;
  /** Given per employee class (the class builder). */
  classBased: boolean;
};

const standard = (
  code: string,
  name: string,
  benefitType: BenefitType,
  options: { funding?: Funding; classBased?: boolean } = {},
): Coverage => ({
  code,
  name,
  benefitType,
  kind: 'standard',
  funding: options.funding ?? 'FULLY_INSURED',
  classBased: options.classBased ?? true,
});

/** The states with a prepaid dental plan (22). */
export const PREPAID_DENTAL_STATES = [
  'AL',
  'AZ',
  'CA',
  'CO',
  'FL',
  'GA',
  'IL',
  'KS',
  'KY',
  'LA',
  'MD',
  'MO',
  'NE',
  'NV',
  'NJ',
  'NM',
  'NY',
  'OH',
  'OK',
  'PA',
  'TX',
  'UT',
] as const;

/** The states whose PFML program allows a private plan the insurer carries or administers. */
export const PFML_STATES = ['CO', 'CT', 'DE', 'MA', 'ME', 'MN', 'MD', 'OR', 'WA', 'VT'] as const;

export const COVERAGES: readonly Coverage[] = [
  standard('BASIC_LIFE', 'Basic Life', 'LIFE'),
  standard('BASIC_ADD', 'Basic AD&D', 'LIFE'),
  standard('SUPPLEMENTAL_LIFE', 'Supplemental Life', 'LIFE'),
  standard('SUPPLEMENTAL_ADD', 'Supplemental AD&D', 'LIFE'),
  standard('VOLUNTARY_ADD', 'Voluntary AD&D', 'LIFE'),
  standard('DEPENDENT_LIFE', 'Dependent Life', 'LIFE'),
  standard('VOLUNTARY_DEPENDENT_LIFE', 'Voluntary Dependent Life', 'LIFE'),
  standard('VOLUNTARY_TERM_LIFE', 'Voluntary Term Life', 'LIFE'),
  standard('SPOUSE_LIFE', 'Spouse Life', 'LIFE'),
  standard('CHILD_LIFE', 'Child Life', 'LIFE'),
  standard('WHOLE_LIFE', 'Whole Life', 'LIFE'),
  standard('UNIVERSAL_LIFE', 'Universal Life', 'LIFE'),
  standard('SHORT_TERM_DISABILITY', 'Short Term Disability', 'SHORT_TERM_DISABILITY'),
  standard('VOLUNTARY_STD', 'Voluntary Short Term Disability', 'SHORT_TERM_DISABILITY'),
  standard('STD_ASO', 'Short Term Disability ASO', 'SHORT_TERM_DISABILITY', { funding: 'ASO' }),
  standard('SALARY_CONTINUATION', 'Salary Continuation ASO', 'SHORT_TERM_DISABILITY', { funding: 'ASO' }),
  standard('LONG_TERM_DISABILITY', 'Long Term Disability', 'LONG_TERM_DISABILITY'),
  standard('VOLUNTARY_LTD', 'Voluntary Long Term Disability', 'LONG_TERM_DISABILITY'),
  standard('BUY_UP_LTD', 'Buy-Up Long Term Disability', 'LONG_TERM_DISABILITY'),
  standard('EXECUTIVE_LTD', 'Executive Long Term Disability', 'LONG_TERM_DISABILITY'),
  standard('LTD_ASO', 'Long Term Disability ASO', 'LONG_TERM_DISABILITY', { funding: 'ASO' }),
  standard('DENTAL', 'Dental', 'DENTAL'),
  standard('DENTAL_ASO', 'Dental ASO', 'DENTAL', { funding: 'ASO' }),
  standard('DENTAL_HMO', 'Dental HMO', 'DENTAL'),
  standard('VOLUNTARY_DENTAL', 'Voluntary Dental', 'DENTAL'),
  standard('VISION', 'Vision', 'VISION'),
  standard('VOLUNTARY_VISION', 'Voluntary Vision', 'VISION'),
  standard('ACCIDENT', 'Accident', 'ACCIDENT'),
  standard('VOLUNTARY_ACCIDENT', 'Voluntary Accident', 'ACCIDENT'),
  standard('CRITICAL_ILLNESS', 'Critical Illness', 'CRITICAL_ILLNESS'),
  standard('VOLUNTARY_CRITICAL_ILLNESS', 'Voluntary Critical Illness', 'CRITICAL_ILLNESS'),
  standard('HOSPITAL_INDEMNITY', 'Hospital Indemnity', 'HOSPITAL_INDEMNITY'),
  standard('VOLUNTARY_HOSPITAL_INDEMNITY', 'Voluntary Hospital Indemnity', 'HOSPITAL_INDEMNITY'),
  standard('CANCER', 'Cancer', 'CANCER'),
  standard('VOLUNTARY_CANCER', 'Voluntary Cancer', 'CANCER'),
  standard('GAP', 'Gap', 'GAP'),
  standard('VOLUNTARY_GAP', 'Voluntary Gap', 'GAP'),
  standard('ABSENCE_MANAGEMENT', 'Absence Management', 'OTHER', { funding: 'ASO', classBased: false }),
  standard('IDENTITY_THEFT_PROTECTION', 'Identity Theft Protection', 'FINANCIAL', { classBased: false }),
  standard('MEDICAL_STOP_LOSS', 'Medical Stop Loss', 'MEDICAL', { classBased: false }),
  standard('FINANCIAL_WELLNESS', 'Financial Wellness', 'FINANCIAL', { classBased: false }),
  {
    code: 'EMPLOYEE_ASSISTANCE_PROGRAM',
    name: 'Employee Assistance Program',
    benefitType: 'OTHER',
    kind: 'assistanceProgram',
    funding: 'FULLY_INSURED',
    classBased: false,
  },
  ...(
    [
      ['NY_DBL', 'New York DBL', 'NY'],
      ['NJ_TDB', 'New Jersey TDB', 'NJ'],
      ['HI_TDI', 'Hawaii TDI', 'HI'],
      ['PR_SINOT', 'Puerto Rico SINOT', 'PR'],
      ['NY_PFL', 'New York Paid Family Leave', 'NY'],
    ] as const
  ).map(([code, name, state]): Coverage => ({
    code,
    name,
    benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
    kind: 'statutory',
    funding: 'FULLY_INSURED',
    state,
    classBased: false,
  })),
  {
    code: 'NJ_FLI',
    name: 'New Jersey Family Leave Insurance',
    benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
    kind: 'fli',
    funding: 'FULLY_INSURED',
    state: 'NJ',
    classBased: false,
  },
  ...PFML_STATES.flatMap((state): Coverage[] =>
    (['ASO', 'FULLY_INSURED'] as const).map((funding) => ({
      code: `PFML_${state}_${funding === 'ASO' ? 'ASO' : 'FI'}`,
      name: `${state} PFML ${funding === 'ASO' ? 'ASO' : 'Fully Insured'}`,
      benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
      kind: 'pfml',
      funding,
      state,
      classBased: false,
    })),
  ),
  ...PREPAID_DENTAL_STATES.map((state): Coverage => ({
    code: `PREPAID_DENTAL_${state}`,
    name: `${state} Prepaid Dental`,
    benefitType: 'DENTAL',
    kind: 'prepaidDental',
    funding: 'FULLY_INSURED',
    state,
    classBased: true,
  })),
];

const BY_CODE = new Map(COVERAGES.map((c) => [c.code, c]));
const BY_NAME = new Map(COVERAGES.map((c) => [c.name.toLowerCase(), c]));

/** A coverage by its code (a plan's planType) or display name (a policy's slfCoverages); undefined if unknown. */
export function coverageOf(codeOrName: string | null | undefined): Coverage | undefined {
  if (!codeOrName) return undefined;
  return BY_CODE.get(codeOrName) ?? BY_NAME.get(codeOrName.trim().toLowerCase());
}

/** For switch statements over a closed set: reaching it means a case was not handled (spec §8, verbatim). */
export function assertNever(value: never): never {
  throw new Error('Exhaustive check failed', { cause: value });
}

/** The group a coverage is shown in on the EIF's screens (class builder, non-class preferences, FLI, …). */
export type CoverageGroup =
  | 'classBased'
  | 'nonClassPfml'
  | 'nonClassStatutory'
  | 'fli'
  | 'assistanceProgram'
  | 'other';

export function coverageGroup(coverage: Coverage): CoverageGroup {
  switch (coverage.kind) {
    case 'standard':
    case 'prepaidDental':
      return coverage.classBased ? 'classBased' : 'other';
    case 'pfml':
      return 'nonClassPfml';
    case 'statutory':
      return 'nonClassStatutory';
    case 'fli':
      return 'fli';
    case 'assistanceProgram':
      return 'assistanceProgram';
    default:
      return assertNever(coverage.kind);
  }
}

/** Needs the claims-payment sub-steps: administered (ASO) rather than insured. */
export const isAso = (coverage: Coverage): boolean => coverage.funding === 'ASO';
/** Statutory or PFML: the kinds that change which sub-steps apply (spec §4). */
export const isStatutoryOrPfml = (coverage: Coverage): boolean =>
  coverage.kind === 'statutory' || coverage.kind === 'fli' || coverage.kind === 'pfml';
