import { Injectable } from '@nestjs/common';
import {
  CLIENTS_ROUTES,
  SUBJECTS,
  clientSchema,
  featureTogglesSchema,
  isStaff,
  userSchema,
  type RequestContext,
} from '@onboard/contracts';
import { RpcCallError, RpcClient } from '@onboard/server-kit';

/** The toggles of explorer spec §5 "Dental and vision comparison need their feature toggles on" (decision 159). */
export const COMPARISON_TOGGLES = {
  dental: 'BENEFITS_EXPLORER_DENTAL_COMPARISON',
  vision: 'BENEFITS_EXPLORER_VISION_COMPARISON',
} as const;

export type ClientPolicy = { id: string; policyEffective: string | null };

const clientPoliciesSchema = clientSchema.pick({ id: true, policies: true });

/**
 * What the explorer service asks the others, on behalf of the caller (their own checks apply): a client's
 * policies and feature toggles (clients service, through its route subjects), and whether a user is staff
 * (identity).
 */
@Injectable()
export class ClientDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async policies(context: RequestContext, clientId: string): Promise<ClientPolicy[]> {
    const answer = await this.rpc.request(CLIENTS_ROUTES.get.subject, context, { params: { clientId } });
    return clientPoliciesSchema
      .parse(answer)
      .policies.map((p) => ({ id: p.id, policyEffective: p.policyEffective }));
  }

  async comparisonToggles(
    context: RequestContext,
    clientId: string,
  ): Promise<{ dentalComparison: boolean; visionComparison: boolean }> {
    const answer = await this.rpc.request(CLIENTS_ROUTES.featureToggles.subject, context, {
      query: { clientId },
    });
    const toggles = featureTogglesSchema.parse(answer);
    return {
      dentalComparison: toggles[COMPARISON_TOGGLES.dental] === true,
      visionComparison: toggles[COMPARISON_TOGGLES.vision] === true,
    };
  }

  /** Is the user a staff user (SLF_ADMIN or SLF_OWNER)? An unknown user is not. */
  async isStaffUser(context: RequestContext, userId: string): Promise<boolean> {
    try {
      const answer = await this.rpc.request(SUBJECTS.identity.userGet, context, { kind: null, userId });
      const user = userSchema.pick({ role: true, deletedAt: true }).parse(answer);
      return isStaff(user.role) && user.deletedAt === null;
    } catch (error) {
      if (error instanceof RpcCallError && error.envelope.statusCode === 404) return false;
      throw error;
    }
  }
}
