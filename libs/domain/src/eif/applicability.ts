import { coverageOf, isAso, isStatutoryOrPfml, type Coverage } from './coverages.js';

/**
 * Which EIF sub-steps a client sees (spec §4 "Sub-step applicability"), from what staff configured (toggles,
 * segment, age rules, policies and plans) and two of the client's answers. Pure: a table test per rule.
 */
export type EifContext = {
  /** The feature toggle ONBOARD_REMOVE_EDI_FROM_EIF. */
  removeEdiFromEif: boolean;
  healthcareProfessionalsSegment: boolean;
  ageRules: boolean;
  allBenefitsNonContributory: boolean | null;
  policies: readonly {
    id: string;
    slfCoverages: readonly string[];
    issuedStateSitus: string | null;
    /** ISO date. */
    policyEffective: string | null;
    eapIsBlendedWith: string | null;
  }[];
  plans: readonly {
    id: string;
    /** The coverage's code in the catalogue. */
    planType: string | null;
    salaryBased: boolean | null;
    pfmlOption: string | null;
  }[];
};

/** Spec §9: the life value-added-services rule applies to policies effective on or after 1 January 2026. */
export const LIFE_VALUE_ADDED_SERVICES_CUTOFF = '2026-01-01';

/** Coverages whose benefit may follow a dependent's or the employee's age. */
const DEPENDENT_LIFE = new Set(['DEPENDENT_LIFE', 'VOLUNTARY_DEPENDENT_LIFE', 'SPOUSE_LIFE', 'CHILD_LIFE']);

export type Applicability = {
  /** Every sub-step id with whether it is shown. */
  shown: Record<string, boolean>;
  /** The policies billing-preferences asks about. */
  billingPolicies: string[];
  /** The non-class sub-step's title: PFML only, statutory only, or both. */
  nonClassTitle: 'pfml' | 'statutory' | 'both' | null;
};

const known = (list: readonly (Coverage | undefined)[]): Coverage[] => list.filter((c): c is Coverage => !!c);

export function eifApplicability(ctx: EifContext): Applicability {
  const planCoverages = known(ctx.plans.map((p) => coverageOf(p.planType)));
  const policyCoverages = ctx.policies.map((p) => ({
    policy: p,
    coverages: known(p.slfCoverages.map(coverageOf)),
  }));
  const all = [...planCoverages, ...policyCoverages.flatMap((p) => p.coverages)];
  const some = (test: (c: Coverage) => boolean) => all.some(test);

  const statutory = (c: Coverage) => c.kind === 'statutory' || c.kind === 'fli';
  const pfml = (c: Coverage) => c.kind === 'pfml';
  const allStatutory = all.length > 0 && all.every(statutory);
  const allPfml = all.length > 0 && all.every(pfml);
  const onlyStatutoryOrPfml = allStatutory || allPfml;
  const dentalOrVision = some((c) => c.benefitType === 'DENTAL' || c.benefitType === 'VISION');
  const advicePlus = ctx.plans.some((p) => p.pfmlOption === 'ADVICE_PLUS');
  const claimsPaid = some(isAso) || advicePlus;

  const hasPfml = some(pfml);
  const hasStatutory = some(statutory);
  const fliSalaryBased = ctx.plans.some(
    (p) => coverageOf(p.planType)?.kind === 'fli' && p.salaryBased === true,
  );

  const valueAdded = policyCoverages.some(({ policy, coverages }) => {
    const situs = policy.issuedStateSitus;
    const life =
      coverages.some((c) => c.benefitType === 'LIFE') &&
      situs !== 'NY' &&
      situs !== 'VT' &&
      !!policy.policyEffective &&
      policy.policyEffective >= LIFE_VALUE_ADDED_SERVICES_CUTOFF;
    const accidentOrIllness =
      coverages.some((c) => c.benefitType === 'ACCIDENT' || c.benefitType === 'CRITICAL_ILLNESS') &&
      situs !== 'NY';
    return life || accidentOrIllness;
  });

  const billingPolicies = policyCoverages
    .filter(({ policy, coverages }) => {
      if (coverages.length === 0) return false;
      const onlyBlendedEap =
        coverages.every((c) => c.kind === 'assistanceProgram') && policy.eapIsBlendedWith !== null;
      return !onlyBlendedEap;
    })
    .map(({ policy }) => policy.id);

  const unlessOnlyStatutoryOrPfml = (rule = true) => !onlyStatutoryOrPfml && rule;

  const shown: Record<string, boolean> = {
    // 1. Company details.
    'benefits-administration-and-data-feed':
      !ctx.removeEdiFromEif &&
      !(
        ctx.plans.length > 0 &&
        ctx.plans.every((p) => {
          const coverage = coverageOf(p.planType);
          return !!coverage && isStatutoryOrPfml(coverage);
        })
      ),
    'tax-id': true,
    'subsidiaries-and-affiliates':
      some(isStatutoryOrPfml) || some((c) => c.benefitType === 'DENTAL' && isAso(c)),
    'current-sun-life-policies': true,
    'previous-coverage-information': some((c) => c.kind !== 'assistanceProgram'),
    // 2. Plan administrators and billing.
    'plan-administrators': true,
    'billing-preferences': billingPolicies.length > 0,
    'claims-payment-reimbursement': claimsPaid,
    'claims-check-mailing-locations': claimsPaid,
    'monthly-claims-reports-and-eobs': claimsPaid,
    'malpractice-reimbursements':
      ctx.healthcareProfessionalsSegment && some((c) => c.benefitType === 'LONG_TERM_DISABILITY'),
    // 3. Plan configuration and eligibility.
    'class-builder': some((c) => c.classBased),
    'non-class-benefits-preferences': hasPfml || hasStatutory,
    'fli-preferences': fliSalaryBased,
    // 4. Other contract details.
    'confirm-policy-anniversary': !allStatutory,
    'additional-waiting-period-rules': unlessOnlyStatutoryOrPfml(),
    'rehire-provision': unlessOnlyStatutoryOrPfml(),
    'union-members-and-domestic-partners': unlessOnlyStatutoryOrPfml(),
    'changes-during-annual-enrollment': unlessOnlyStatutoryOrPfml(
      ctx.allBenefitsNonContributory !== true || dentalOrVision,
    ),
    'termination-of-insurance': dentalOrVision,
    // The client's age rules, or dependent life coverage (its "does the benefit change with age" question).
    'age-rules': unlessOnlyStatutoryOrPfml(ctx.ageRules || some((c) => DEPENDENT_LIFE.has(c.code))),
    'other-changes-to-coverage': unlessOnlyStatutoryOrPfml(),
    'employee-certificate': unlessOnlyStatutoryOrPfml(),
    'section-125': unlessOnlyStatutoryOrPfml(),
    erisa: unlessOnlyStatutoryOrPfml(),
    'value-added-services': unlessOnlyStatutoryOrPfml(valueAdded),
  };

  return {
    shown,
    billingPolicies,
    nonClassTitle: hasPfml && hasStatutory ? 'both' : hasPfml ? 'pfml' : hasStatutory ? 'statutory' : null,
  };
}
