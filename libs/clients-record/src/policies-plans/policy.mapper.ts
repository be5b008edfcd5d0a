import type { policySchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Policy } from './policy.entity.js';

export type PolicyDto = z.infer<typeof policySchema>;

/** The policy fields its DTO reads: a loaded entity, or a row of the client's detail query. */
export type PolicyFields = Pick<
  Policy,
  | 'id'
  | 'primaryPolicy'
  | 'phaseId'
  | 'slfCoverages'
  | 'policyEffective'
  | 'issuedStateSitus'
  | 'infoGatheringDeadline'
  | 'enrollmentCensusDeadline'
  | 'liveStatusDate'
>;

export function toPolicyDto(policy: PolicyFields): PolicyDto {
  return {
    id: policy.id,
    primaryPolicy: policy.primaryPolicy,
    phaseId: policy.phaseId,
    slfCoverages: policy.slfCoverages,
    policyEffective: policy.policyEffective ?? null,
    issuedStateSitus: policy.issuedStateSitus ?? null,
    infoGatheringDeadline: policy.infoGatheringDeadline ?? null,
    enrollmentCensusDeadline: policy.enrollmentCensusDeadline ?? null,
    liveStatusDate: policy.liveStatusDate ?? null,
  };
}
