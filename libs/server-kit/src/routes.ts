import { MessagePattern } from '@nestjs/microservices';
import {
  fieldErrorsFromZod,
  INTERNAL_CALLS,
  rpcEnvelopeSchema,
  type AnyInternalCall,
  type AnyRoute,
  type InternalAnswer,
  type InternalPayload,
  type FieldError,
  type InputOf,
  type RequestContext,
  type ResponseOf,
  type ServiceName,
} from '@onboard/contracts';
import type { z } from 'zod';
import { DomainError } from './errors.js';
import { ROUTE_ANSWER_SCHEMA } from './route-answer.js';
import { parseRpc } from './rpc.js';

/** What a route's handler gets: the caller and the parsed params, query and body of the call. */
export type RouteCall<E> = InputOf<E> & { context: RequestContext };

/** The message the gateway sends for a route: the raw params, query and body as they came in. */
export type RouteMessage = { params?: unknown; query?: unknown; body?: unknown };

/** Every handler bound with @Handles, by subject: a test checks each route has exactly one. */
export const ROUTE_HANDLERS = new Map<string, string[]>();

/** What an internal call's handler gets: the caller and the payload parsed with the entry's request schema. */
export type InternalCallOf<E extends AnyInternalCall> = {
  context: RequestContext;
  payload: InternalPayload<E>;
};

/** Every handler bound with @Handles to an internal call (INTERNAL), by subject: the same check as routes. */
export const INTERNAL_HANDLERS = new Map<string, string[]>();

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
type InternalHandler<E extends AnyInternalCall> = (
  call: InternalCallOf<E>,
) => Promise<InternalAnswer<E>> | InternalAnswer<E>;

const isInternal = (entry: AnyRoute | AnyInternalCall): entry is AnyInternalCall =>
  (entry as { kind?: unknown }).kind === 'internal';

/**
 * Binds a service method to a route entry: it answers the route's subject and receives the parsed, typed
 * `{context, params, query, body}`; what it returns is checked against the route's response schema before it
 * is sent (ServiceServer). One decorator per route, in the service that owns it.
 *
 * Or to an internal call (an entry of INTERNAL): it answers the call's subject and receives `{context, payload}`,
 * the payload parsed with the entry's request schema (a bad one is a 400 whose field errors are prefixed with the
 * entry's `errorPrefix`, `body` unless said). One decorator per entry, in the service the entry names.
 */
export function Handles<E extends AnyInternalCall>(
  entry: E,
): <M extends InternalHandler<E>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;
export function Handles<E extends AnyRoute>(
  route: E,
): <M extends RouteHandler<E>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;
export function Handles(
  entry: AnyRoute | AnyInternalCall,
): (target: object, key: string | symbol, descriptor: PropertyDescriptor) => void {
  return (target, key, descriptor) => {
    const handler = descriptor.value as ((call: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`@Handles(${entry.subject}) must decorate a method`);
    const parse = isInternal(entry)
      ? (message: unknown) => parseRpc(message, entry.request, entry.errorPrefix ?? 'body')
      : (message: unknown) => parseRouteMessage(entry, message);
    const bound = function (this: unknown, message: unknown) {
      return handler.call(this, parse(message));
    };
    Object.defineProperty(bound, 'name', { value: handler.name });
    // A route's answer is checked against its response schema where it leaves the service (ServiceServer),
    // and the gateway passes it on as it is (decision 238). An internal call's caller parses the answer.
    if (!isInternal(entry)) Reflect.defineMetadata(ROUTE_ANSWER_SCHEMA, entry.response, bound);
    descriptor.value = bound;
    const name = `${target.constructor.name}.${String(key)}`;
    const registry = isInternal(entry) ? INTERNAL_HANDLERS : ROUTE_HANDLERS;
    registry.set(entry.subject, [...(registry.get(entry.subject) ?? []), name]);
    MessagePattern(entry.subject)(target, key, descriptor);
  };
}

/**
 * How a service's handlers cover its internal calls (call after importing the service's module): the entries
 * of INTERNAL the service answers with no handler, those with more than one, and subjects of the service bound
 * with @Handles(an internal entry) that are no entry of the table.
 */
export function internalCoverage(
  service: ServiceName,
  table: readonly AnyInternalCall[] = INTERNAL_CALLS,
): { missing: string[]; duplicated: string[]; unknown: string[] } {
  const entries = table.filter((entry) => entry.service === service);
  const subjects = new Set(entries.map((entry) => entry.subject));
  return {
    missing: entries.filter((entry) => !INTERNAL_HANDLERS.has(entry.subject)).map((entry) => entry.name),
    duplicated: entries
      .filter((entry) => (INTERNAL_HANDLERS.get(entry.subject)?.length ?? 0) > 1)
      .map((entry) => `${entry.name}: ${INTERNAL_HANDLERS.get(entry.subject)?.join(', ')}`),
    unknown: [...INTERNAL_HANDLERS.keys()].filter(
      (subject) => !subjects.has(subject) && subject.split('.')[0] === service,
    ),
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
