import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES, can, canSome, type Principal, type Target, keyedMessage } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { SessionService } from '../session/session.service.js';
import { PERMISSION, SIGNED_IN, type PermissionDeclaration } from './permission.decorator.js';
import { IS_PUBLIC } from './public.decorator.js';
import { RATE_LIMIT, RateLimiter, type RateLimitBucket } from './rate-limit.js';

export type AuthedRequest = FastifyRequest & { principal?: Principal; sessionId?: string };

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a handler declares about its callers (its and its controller's metadata). */
type Declarations = {
  bucket: RateLimitBucket | undefined;
  isPublic: boolean;
  signedIn: boolean;
  permission: PermissionDeclaration | undefined;
};

/**
 * Deny by default, for every route: a route is open only with @Public(); otherwise the caller needs a
 * session, and the route's @Permission (checked against the role table, with ownership of the client or
 * user record named in the route) or @SignedIn. A route with neither declaration refuses everyone. Mutations
 * also need the CSRF header. Rate limits apply before anything else.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly limiter = new RateLimiter();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Each handler's declarations, read from its metadata on its first call: they are fixed when the routes are
   * declared (the route table's entries), so later calls do not look them up again (decision 238).
   */
  private readonly declarations = new WeakMap<object, Declarations>();

  private declarationsOf(context: ExecutionContext): Declarations {
    const handler = context.getHandler();
    let found = this.declarations.get(handler);
    if (!found) {
      const targets = [handler, context.getClass()];
      found = {
        bucket: this.reflector.getAllAndOverride<RateLimitBucket | undefined>(RATE_LIMIT, targets),
        isPublic: this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true,
        signedIn: this.reflector.getAllAndOverride<boolean | undefined>(SIGNED_IN, targets) === true,
        permission: this.reflector.getAllAndOverride<PermissionDeclaration | undefined>(PERMISSION, targets),
      };
      this.declarations.set(handler, found);
    }
    return found;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { bucket, isPublic, signedIn, permission: declared } = this.declarationsOf(context);

    if (bucket) this.limit(bucket, request, reply);

    if (isPublic) return true;

    const session = await this.sessions.resolve(request, reply);
    if (!session) throw new DomainError('UNAUTHENTICATED', keyedMessage('signInToContinue'));
    request.principal = session.principal;
    request.sessionId = session.claims.sid;

    if (MUTATIONS.has(request.method) && !this.sessions.csrfMatches(request, session.claims.sid)) {
      throw new DomainError('FORBIDDEN', AUTH_MESSAGES.invalidCsrf);
    }

    if (signedIn) return true;
    if (!declared) throw DomainError.forbidden('This action is not available.');
    const target = targetOf(declared, (request.params ?? {}) as Record<string, string | undefined>);
    // A route about one client or user record is judged on that record; a route about none (a list, a create)
    // asks whether the role may do it at all, and the service narrows what it answers to the caller's own.
    const allowed = target
      ? can(session.principal, declared.action, declared.resource, target)
      : canSome(session.principal, declared.action, declared.resource);
    if (!allowed) {
      throw DomainError.forbidden(
        target?.clientId
          ? 'You do not have access to this client.'
          : 'You do not have permission to do this.',
      );
    }
    return true;
  }

  private limit(bucket: RateLimitBucket, request: FastifyRequest, reply: FastifyReply): void {
    const perMinute =
      bucket === 'auth'
        ? this.config.AUTH_RATE_LIMIT_PER_MINUTE
        : this.config.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE;
    const wait = this.limiter.hit(`${bucket}:${request.ip}`, perMinute);
    if (wait > 0) {
      // RFC 9110: a 429 says when to come back.
      void reply.header('retry-after', String(wait));
      throw new DomainError('RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);
    }
  }
}

/**
 * The client or user record a call is about: the route's declared parameters, and any `:clientId` /
 * `:userId` in its path even when the declaration forgot to name it (a forgotten name must not turn a check
 * about one record into "may the role do this at all"). Undefined when the route names no record.
 */
export function targetOf(
  declared: Pick<PermissionDeclaration, 'clientParam' | 'userParam'>,
  params: Readonly<Record<string, string | undefined>>,
): Target | undefined {
  const clientId = params[declared.clientParam ?? 'clientId'] ?? params['clientId'];
  const userId = params[declared.userParam ?? 'userId'] ?? params['userId'];
  if (clientId === undefined && userId === undefined) return undefined;
  return { ...(clientId !== undefined ? { clientId } : {}), ...(userId !== undefined ? { userId } : {}) };
}
