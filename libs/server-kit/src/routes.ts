import { MessagePattern } from '@nestjs/microservices';
import {
  fieldErrorsFromZod,
  rpcEnvelopeSchema,
  type AnyRoute,
  type FieldError,
  type InputOf,
  type RequestContext,
  type ResponseOf,
} from '@onboard/contracts';
import type { z } from 'zod';
import { DomainError } from './errors.js';

/** What a route's handler gets: the caller and the parsed params, query and body of the call. */
export type RouteCall<E> = InputOf<E> & { context: RequestContext };

/** The message the gateway sends for a route: the raw params, query and body as they came in. */
export type RouteMessage = { params?: unknown; query?: unknown; body?: unknown };

/** Every handler bound with @Handles, by subject: a test checks each route has exactly one. */
export const ROUTE_HANDLERS = new Map<string, string[]>();

/**
 * Parses a route's params, query and body with its own schemas; field errors are prefixed `params.` /
 * `query.` / `body.`. Shared by the gateway (at the edge) and the services (where the message arrives).
 */
export function parseRouteInput(
  route: AnyRoute,
  input: RouteMessage,
): { params: unknown; query: unknown; body: unknown; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const part = (schema: z.ZodType | undefined, value: unknown, prefix: 'params' | 'query' | 'body') => {
    if (!schema) return undefined;
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    errors.push(...fieldErrorsFromZod(result.error, prefix));
    return undefined;
  };
  return {
    params: part(route.params, input.params, 'params'),
    query: part(route.query, input.query, 'query'),
    body: part(route.body, input.body, 'body'),
    errors,
  };
}

/**
 * Validates a route's message where it arrives: the caller's context, then params, query and body with the
 * route's own schemas (field errors prefixed `params.` / `query.` / `body.` as at the gateway).
 */
export function parseRouteMessage<E extends AnyRoute>(route: E, message: unknown): RouteCall<E> {
  const envelope = rpcEnvelopeSchema.safeParse(message);
  if (!envelope.success) {
    throw DomainError.validation(fieldErrorsFromZod(envelope.error), 'Malformed request envelope');
  }
  const { params, query, body, errors } = parseRouteInput(
    route,
    (envelope.data.payload ?? {}) as RouteMessage,
  );
  if (errors.length > 0) throw DomainError.validation(errors);
  return { context: envelope.data.context, params, query, body } as RouteCall<E>;
}

type RouteHandler<E> = (call: RouteCall<E>) => Promise<ResponseOf<E>> | ResponseOf<E>;

/**
 * Binds a service method to a route entry: it answers the route's subject and receives the parsed, typed
 * `{context, params, query, body}`. One decorator per route, in the service that owns it.
 */
export function Handles<E extends AnyRoute>(route: E) {
  return <M extends RouteHandler<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${route.subject}) must decorate a method`);
    const bound = function (this: unknown, message: unknown) {
      return handler.call(this, parseRouteMessage(route, message));
    };
    Object.defineProperty(bound, 'name', { value: handler.name });
    descriptor.value = bound as unknown as M;
    const name = `${target.constructor.name}.${String(key)}`;
    ROUTE_HANDLERS.set(route.subject, [...(ROUTE_HANDLERS.get(route.subject) ?? []), name]);
    MessagePattern(route.subject)(target, key, descriptor);
  };
}

/**
 * How a service's handlers cover its routes (call after importing the service's module): routes with no
 * handler, routes with more than one, and bound subjects that are no route of the table. Routes the gateway
 * serves by hand (`gateway: 'custom'`) need no handler.
 */
export function routeCoverage(routes: readonly AnyRoute[]): {
  missing: string[];
  duplicated: string[];
  unknown: string[];
} {
  const served = routes.filter((route) => route.gateway !== 'custom');
  const subjects = new Set(routes.map((route) => route.subject));
  const service = new Set(routes.map((route) => route.service));
  return {
    missing: served.filter((route) => !ROUTE_HANDLERS.has(route.subject)).map((route) => route.name),
    duplicated: served
      .filter((route) => (ROUTE_HANDLERS.get(route.subject)?.length ?? 0) > 1)
      .map((route) => `${route.name}: ${ROUTE_HANDLERS.get(route.subject)?.join(', ')}`),
    unknown: [...ROUTE_HANDLERS.keys()].filter(
      (subject) => !subjects.has(subject) && service.has(subject.split('.')[0] as AnyRoute['service']),
    ),
  };
}
