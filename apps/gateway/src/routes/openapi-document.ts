import type { OpenAPIObject } from '@nestjs/swagger';
import { ACTION_TOKEN_HEADER, errorEnvelopeSchema, readinessSchema, type AnyRoute } from '@onboard/contracts';
import { COOKIES, CSRF_HEADER } from '../session/session.service.js';
import { CONTENT_ENCODINGS, CONTENT_TYPES, SENTRY_TUNNEL_PATH } from '../sentry/sentry-tunnel.route.js';
import { ESIGN_WEBHOOK_PATH } from '../webhooks/esign-webhook.route.js';
import { jsonSchemaOf, namedSchemas, rename } from './openapi.js';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  requestBody?: unknown;
  description?: string;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const MUTATIONS = new Set(['put', 'post', 'delete', 'patch']);

/** The security schemes (decision 225): the session cookie, the CSRF header, an outside signer's link token. */
export const SECURITY = {
  session: 'sessionCookie',
  csrf: 'csrfHeader',
  actionToken: 'actionToken',
} as const;

const response = (name: string): Json => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers, one shared component each: every one is the gateway's envelope `{statusCode, code,
 * message, errors:[{path, message}]}` (HttpExceptionFilter); a 500 always carries the errorId that the log
 * line carries too.
 */
function errorResponses(envelope: Json): Record<string, Json> {
  const json = (schema: Json, description: string): Json => ({
    description,
    content: { 'application/json': { schema } },
  });
  return {
    BadRequest: json(
      envelope,
      'The request is not valid: `errors` lists each field (`path`) and what to fix.',
    ),
    Unauthorized: json(
      envelope,
      'No valid session (sign in again), or a signature or link that is not valid.',
    ),
    Forbidden: json(
      envelope,
      'Not allowed for this user or client, or a mutation without the CSRF header of the session.',
    ),
    NotFound: json(envelope, 'No such record (or one this caller may not know of).'),
    Conflict: json(envelope, 'The change conflicts with the current state (the message says how).'),
    PayloadTooLarge: json(envelope, 'The body or file is larger than this call accepts.'),
    UriTooLong: json(envelope, 'A path parameter longer than any this API takes.'),
    UnsupportedMediaType: json(envelope, 'A content type or file type this call does not accept.'),
    TooManyRequests: json(
      envelope,
      'Too many attempts from this address; Retry-After says when to come back.',
    ),
    InternalError: json(
      { allOf: [envelope, { type: 'object', required: ['errorId'] }] },
      'Something failed unexpectedly; `errorId` is also in the log.',
    ),
    Unavailable: json(
      envelope,
      'A service, the database or an outside system is not available (or took too long): try again later.',
    ),
  };
}

/** The error answers an operation can give, by what it is. */
function errorsOf(route: AnyRoute | undefined): Record<string, Json> {
  const errors: Record<string, Json> = { '400': response('BadRequest') };
  // Every route-table call can be refused: by the guard, or by its service even when public (a wrong password
  // or a used token is 401, a locked account or a used code 403: the answer checks found both).
  if (route) {
    errors['401'] = response('Unauthorized');
    errors['403'] = response('Forbidden');
  }
  if (route) errors['404'] = response('NotFound');
  // Reads too: a client without a QPS case id is a 409 on its QPS reads (found by the answer checks).
  if (route) errors['409'] = response('Conflict');
  // The router refuses a path parameter longer than it reads (Fastify's maxParamLength) before any handler.
  if (route?.path.includes(':')) errors['414'] = response('UriTooLong');
  if (route?.body || route?.upload) {
    errors['413'] = response('PayloadTooLarge');
    errors['415'] = response('UnsupportedMediaType');
  }
  if (route?.rateLimit) errors['429'] = response('TooManyRequests');
  errors['500'] = response('InternalError');
  errors['5XX'] = response('Unavailable');
  return errors;
}

/** Who may call, as OpenAPI security requirements: a public route says so with `[]`. */
function securityOf(route: AnyRoute | undefined, method: string): Array<Record<string, string[]>> {
  switch (route?.access.kind ?? 'public') {
    case 'public':
      return [];
    case 'action-link':
      return [{ [SECURITY.actionToken]: [] }];
    default:
      return MUTATIONS.has(method)
        ? [{ [SECURITY.session]: [], [SECURITY.csrf]: [] }]
        : [{ [SECURITY.session]: [] }];
  }
}

/** The routes the gateway serves on Fastify itself (raw bodies), so the document has them too. */
function handWrittenPaths(): Record<string, Json> {
  const ok = (schema: Json, description: string): Json => ({
    description,
    content: { 'application/json': { schema } },
  });
  return {
    [ESIGN_WEBHOOK_PATH]: {
      post: {
        operationId: 'gateway.esignWebhook',
        tags: ['webhooks'],
        summary: 'DocuSign Connect posts an envelope event (JSON, HMAC-signed)',
        description:
          'Called by DocuSign Connect, not by browsers: no session. The body is DocuSign Connect JSON (SIM) as' +
          ' configured in the Connect settings; the X-DocuSign-Signature-N headers carry HMAC-SHA256 of the exact' +
          ' body. Anything but 200 makes DocuSign retry.',
        security: [],
        parameters: [
          {
            name: 'X-DocuSign-Signature-1',
            in: 'header',
            required: false,
            description: 'Base64 HMAC-SHA256 of the body with a Connect key (…-2, …-3 for further keys).',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                description: 'A DocuSign Connect JSON message (event, apiVersion, uri, data{envelopeId, …}).',
              },
            },
          },
        },
        responses: {
          '200': ok(
            { type: 'object', properties: { applied: { type: 'boolean' } }, required: ['applied'] },
            'The event is applied (or was already): DocuSign stops retrying.',
          ),
          '400': response('BadRequest'),
          '401': response('Unauthorized'),
          '413': response('PayloadTooLarge'),
          '500': response('InternalError'),
          '5XX': response('Unavailable'),
        },
      },
    },
    [SENTRY_TUNNEL_PATH]: {
      post: {
        operationId: 'gateway.sentryTunnel',
        tags: ['sentry'],
        summary: "The browser's error tunnel: a Sentry envelope, forwarded to SENTRY_DSN's project",
        security: [],
        // What the Sentry SDKs send (decision 224): either content type, or none at all (raw bytes, which
        // OpenAPI cannot name), gzip-compressed when Content-Encoding says so.
        parameters: [
          {
            name: 'Content-Encoding',
            in: 'header',
            required: false,
            schema: { type: 'string', enum: [...CONTENT_ENCODINGS] },
          },
        ],
        requestBody: {
          required: true,
          description: 'Also accepted without a Content-Type header (the raw envelope bytes).',
          content: Object.fromEntries(
            CONTENT_TYPES.map((type) => [
              type,
              { schema: { type: 'string', description: 'A Sentry envelope (newline-delimited JSON).' } },
            ]),
          ),
        },
        responses: {
          '200': ok(
            {
              type: 'object',
              properties: { id: { type: 'string', nullable: true } },
              required: ['id'],
            },
            'Forwarded (or logged, without SENTRY_DSN): the event id, if the envelope has one.',
          ),
          '400': response('BadRequest'),
          '403': response('Forbidden'),
          '413': response('PayloadTooLarge'),
          '415': response('UnsupportedMediaType'),
          '429': response('TooManyRequests'),
          '500': response('InternalError'),
          '5XX': response('Unavailable'),
        },
      },
    },
  };
}

/**
 * The document @nestjs/swagger builds from the route table, finished so that the ecosystem's tools take it
 * (issue 30 item 6; `npx redocly lint` with the recommended rules gives no error): who may call each operation
 * (security schemes), the error answers each can give as shared components, the named schemas, the routes
 * registered on Fastify directly, and a server entry. Each operation is matched to its route entry by its
 * operationId (`<service>.<name>`).
 */
export function completeDocument(document: OpenAPIObject, routes: readonly AnyRoute[]): OpenAPIObject {
  const byId = new Map(routes.map((route) => [`${route.service}.${route.name}`, route]));
  const envelope = jsonSchemaOf(errorEnvelopeSchema, 'output') as Json;
  const paths = { ...(document.paths as Record<string, Json>), ...handWrittenPaths() };
  const health = jsonSchemaOf(readinessSchema, 'output') as Json;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const route = operation.operationId ? byId.get(operation.operationId) : undefined;
      if (path.startsWith('/api/health')) {
        // Nest's own controller: name its operations and answers here.
        operation.operationId = path === '/api/health' ? 'gateway.live' : 'gateway.ready';
        (operation as { summary?: string }).summary =
          path === '/api/health'
            ? 'Liveness: the gateway process answers'
            : 'Readiness of every service, NATS and the database';
        const ok = operation.responses['200'] as Json;
        ok['content'] = {
          'application/json': {
            schema:
              path === '/api/health'
                ? {
                    type: 'object',
                    properties: { status: { type: 'string', enum: ['ok'] } },
                    required: ['status'],
                  }
                : health,
          },
        };
        if (operation.responses['503'])
          operation.responses['503'] = { ...(operation.responses['503'] as Json), content: ok['content'] };
      }
      operation.security ??= securityOf(route, method);
      operation.responses = { ...errorsOf(route), ...operation.responses };
    }
  }
  const { schemas, renames } = namedSchemas();
  const finished = rename(
    {
      ...document,
      info: {
        ...document.info,
        license: { name: 'Proprietary', url: 'https://onboard.test/license' },
        contact: { name: 'Onboard', email: 'support@onboard.test' },
      },
      servers: [{ url: '/', description: 'This gateway (every path starts with /api)' }],
      paths,
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, ...schemas },
        responses: errorResponses(envelope),
        securitySchemes: {
          [SECURITY.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: COOKIES.access,
            description:
              'The session: an httpOnly cookie set by POST /api/users/authenticated/logged-in and renewed' +
              ` through the ${COOKIES.refresh} cookie.`,
          },
          [SECURITY.csrf]: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: `Every mutation of a session sends the value of the ${COOKIES.csrf} cookie in this header.`,
          },
          [SECURITY.actionToken]: {
            type: 'apiKey',
            in: 'header',
            name: ACTION_TOKEN_HEADER,
            description: "An outside signer's link token (the /api/outside-signer calls only).",
          },
        },
      },
    },
    renames,
  ) as OpenAPIObject;
  return withoutUnused(finished);
}

/**
 * The document without the named schemas nothing refers to (a query's schema is written out as its
 * parameters, an upload's as its form fields).
 */
function withoutUnused(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  visit(document.components?.responses);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as OpenAPIObject;
}
