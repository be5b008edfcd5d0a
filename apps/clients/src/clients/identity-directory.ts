import { Injectable } from '@nestjs/common';
import { SUBJECTS, userSchema, type RequestContext } from '@onboard/contracts';
import { DomainError, RpcCallError, RpcClient } from '@onboard/server-kit';

/**
 * What the clients service asks the identity service: the clients assigned to a user. Asked on behalf of the
 * caller, so identity's own checks apply (a ben admin or broker learns nothing of people outside their
 * clients: 404).
 */
@Injectable()
export class IdentityDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async clientIdsOf(context: RequestContext, userId: string): Promise<string[]> {
    try {
      const user = userSchema.parse(
        await this.rpc.request(SUBJECTS.identity.userGet, context, { kind: null, userId }),
      );
      return user.clientIds;
    } catch (error) {
      if (error instanceof RpcCallError) {
        const { code, message, errors } = error.envelope;
        throw new DomainError(code, message, errors);
      }
      throw error;
    }
  }
}
