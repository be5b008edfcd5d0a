import type { policySchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Policy } from './policy.entity.js';

export type PolicyDto = z.infer<typeof policySchema>;

export function toPolicyDto(policy: Policy): PolicyDto {
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
