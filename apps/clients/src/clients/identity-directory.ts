import { Injectable } from '@nestjs/common';
import { SUBJECTS, userSchema, type RequestContext } from '@onboard/contracts';
import { RpcClient } from '@onboard/server-kit';

/**
 * What the clients service asks the identity service: the clients assigned to a user. Asked on behalf of the
 * caller, so identity's own checks apply (a ben admin or broker learns nothing of people outside their
 * clients: 404). Identity's refusal travels back as it came (server-kit's error filter passes a carried
 * envelope on).
 */
@Injectable()
export class IdentityDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async clientIdsOf(context: RequestContext, userId: string): Promise<string[]> {
    const answer = await this.rpc.request(SUBJECTS.identity.userGet, context, { kind: null, userId });
    return userSchema.parse(answer).clientIds;
  }

  /** A user's full name as identity has it (asked on behalf of the caller: their own name always answers). */
  async nameOf(context: RequestContext, userId: string): Promise<string> {
    const answer = await this.rpc.request(SUBJECTS.identity.userGet, context, { kind: null, userId });
    return userSchema.parse(answer).name;
  }
}
