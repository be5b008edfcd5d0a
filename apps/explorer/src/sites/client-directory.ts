import { Injectable } from '@nestjs/common';
import {
  CLIENTS_ROUTES,
  DOCUMENTS_ROUTES,
  clientSchema,
  documentSchema,
  featureTogglesSchema,
  isStaff,
  type RequestContext,
} from '@onboard/contracts';
import { readUser, RpcCallError, RpcClient } from '@onboard/server-kit';

/** The toggles of explorer spec §5 "Dental and vision comparison need their feature toggles on" (decision 159). */
export const COMPARISON_TOGGLES = {
  dental: 'BENEFITS_EXPLORER_DENTAL_COMPARISON',
  vision: 'BENEFITS_EXPLORER_VISION_COMPARISON',
} as const;

export type ClientPolicy = { id: string; policyEffective: string | null };

const clientPoliciesSchema = clientSchema.pick({ id: true, policies: true });
/** The documents meta query takes at most 50 ids at a time. */
const DOCUMENT_IDS_PER_ASK = 50;

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

  /** Which of these ids are documents of the client (documents service, its meta query; removed ones are not). */
  async clientDocuments(
    context: RequestContext,
    clientId: string,
    ids: readonly string[],
  ): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    const found = new Set<string>();
    for (let i = 0; i < unique.length; i += DOCUMENT_IDS_PER_ASK) {
      const answer = await this.rpc.request(DOCUMENTS_ROUTES.meta.subject, context, {
        params: { clientId },
        query: { documentIds: unique.slice(i, i + DOCUMENT_IDS_PER_ASK) },
      });
      for (const d of documentSchema.pick({ id: true, clientId: true }).array().parse(answer)) {
        if (d.clientId === clientId) found.add(d.id);
      }
    }
    return found;
  }

  /** Is the user a staff user (SLF_ADMIN or SLF_OWNER)? An unknown user is not. */
  async isStaffUser(context: RequestContext, userId: string): Promise<boolean> {
    try {
      const user = await readUser(this.rpc, context, userId);
      return isStaff(user.role) && user.deletedAt === null;
    } catch (error) {
      if (error instanceof RpcCallError && error.envelope.statusCode === 404) return false;
      throw error;
    }
  }
}
