import type { ClientDto, EifAnswers, FeatureToggles } from '@onboard/contracts';
import { eifApplicability, type Applicability } from '@onboard/domain';
import { EIF_STEPS } from './steps.js';

/** The domain's applicability rules (spec §4) for the client as the EIF page has it. */
export function applicabilityOf(
  client: ClientDto,
  loaded: EifAnswers,
  toggles: FeatureToggles | undefined,
): Applicability {
  const { answers, settings } = loaded;
  return eifApplicability({
    removeEdiFromEif: toggles?.['ONBOARD_REMOVE_EDI_FROM_EIF'] === true,
    healthcareProfessionalsSegment: settings.healthcareProfessionalsSegment,
    ageRules: settings.ageRules,
    allBenefitsNonContributory: answers.allBenefitsNonContributory,
    policies: client.policies.map((p) => ({
      id: p.id,
      slfCoverages: p.slfCoverages,
      issuedStateSitus: p.issuedStateSitus,
      policyEffective: p.policyEffective,
      eapIsBlendedWith: answers.policies[p.id]?.eapIsBlendedWith ?? null,
    })),
    plans: client.plans.map((p) => ({
      id: p.id,
      planType: p.planType,
      salaryBased: answers.plans[p.id]?.salaryBased ?? null,
      pfmlOption: answers.plans[p.id]?.pfmlOption ?? null,
    })),
  });
}

/** The steps with only the sub-steps that apply (review-&-submit has none and always shows). */
export function visibleSteps(applicability: Applicability) {
  return EIF_STEPS.map((step) => ({
    id: step.id,
    subSteps: step.subSteps.filter((sub) => applicability.shown[sub] === true) as string[],
  })).filter((step) => step.subSteps.length > 0 || step.id === 'review-&-submit');
}
