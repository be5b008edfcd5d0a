import { isStaff, type RequestContext } from '@onboard/contracts';
import { DomainError, requireUser } from '@onboard/server-kit';

export type Caller = NonNullable<RequestContext['user']>;

/** The signed-in caller if Sun Life staff; anyone else is refused (FORBIDDEN). */
export function requireStaff(context: RequestContext): Caller {
  const caller = requireUser(context);
  if (!isStaff(caller.role)) throw DomainError.forbidden();
  return caller;
}
