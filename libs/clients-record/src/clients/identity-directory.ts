import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@onboard/contracts';
import { readUser, RpcClient } from '@onboard/server-kit';

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
    return (await readUser(this.rpc, context, userId)).clientIds;
  }

  /** The caller's own name, for records that show who acted (a task's history); null when it cannot be read. */
  async ownName(context: RequestContext): Promise<string | null> {
    const userId = context.user?.id;
    if (!userId) return null;
    try {
      const user = await readUser(this.rpc, context, userId);
      return `${user.firstName} ${user.lastName}`.trim() || null;
    } catch {
      return null;
    }
  }

  /**
   * The names of these users as the caller may read them (identity's own checks: a ben admin reads no staff),
   * by id; a user the caller cannot read is left out.
   */
  async namesOf(context: RequestContext, userIds: readonly string[]): Promise<Record<string, string>> {
    const names: Record<string, string> = {};
    for (const userId of new Set(userIds)) {
      try {
        const user = await readUser(this.rpc, context, userId);
        const name = `${user.firstName} ${user.lastName}`.trim();
        if (name) names[userId] = name;
      } catch {
        // Not readable by the caller (or gone): named by role.
      }
    }
    return names;
  }
}
