import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Patch,
  Post,
  Put,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ACTION_TOKEN_HEADER,
  contentDisposition,
  pathParams,
  type AnyRoute,
  type FileAnswer,
  type HttpMethod,
  type RequestContext,
  type StoredFileRef,
} from '@onboard/contracts';
import { DomainError, parseRouteInput } from '@onboard/server-kit';
import type { FileStorage } from '@onboard/server-kit/storage';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { Permission, SignedIn } from '../access/permission.decorator.js';
import { Public } from '../access/public.decorator.js';
import { RateLimit } from '../access/rate-limit.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { GATEWAY_FILE_STORAGE, receiveUpload, sendStored } from './files.js';
import { jsonSchemaOf, propertiesOf, resolved } from './openapi.js';

const METHOD: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** What Fastify writes for a JSON answer it serialises itself: the pass-through answers say the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Metadata on each generic handler: the route entry it serves (tests read the schemas from it). */
export const ROUTE_ENTRY = 'onboard:route-entry';

/** Thrown when a service's answer breaks its route's schema: a 500 with an errorId in the log, never a 400. */
export class BrokenAnswerError extends Error {
  constructor(route: AnyRoute, error: z.ZodError) {
    const issues = error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    super(`The ${route.service} service answered ${route.subject} outside its schema: ${issues.join('; ')}`);
    this.name = 'BrokenAnswerError';
  }
}

/**
 * A file answer's bytes, as an attachment named by the service: the documents' own header (contracts
 * `contentDisposition`: a safe ASCII `filename` with accents taken off, and the full name in RFC 8187 form).
 */
function sendFile(reply: FastifyReply, file: FileAnswer): Buffer {
  const bytes = Buffer.from(file.base64, 'base64');
  void reply
    .header('content-type', file.contentType)
    .header('content-length', bytes.length)
    .header('content-disposition', contentDisposition(file.filename));
  return bytes;
}

/**
 * A query's list keys written the PHP way (`categories[]=a&categories[]=b`, as the spec writes them) under
 * their plain name, beside the plain spelling (`categories=a&categories=b`).
 */
export function plainQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const before = out[name];
    out[name] =
      before === undefined ? value : [before, value].flat().filter((v) => v !== undefined && v !== null);
  }
  return out;
}

/**
 * The caller for the service; a public form's also carries the caller's address. An action-link route (the outside signer's) carries the link's token from its
 * header, and only such a route: the service judges the token; every other route ignores the header.
 */
function contextFor(route: AnyRoute, request: AuthedRequest): RequestContext {
  const base = contextOf(request);
  // A public form's caller address travels on (the reCAPTCHA check's remoteip, decision 169).
  const context = route.rateLimit === 'public-form' && request.ip ? { ...base, clientIp: request.ip } : base;
  if (route.access.kind !== 'action-link') return context;
  const token = request.headers[ACTION_TOKEN_HEADER];
  return typeof token === 'string' && token.length > 0 && token.length <= 200
    ? { ...context, actionToken: token }
    : context;
}

/** The access declarations the AccessGuard reads, from the route entry (the target from the path). */
function accessDecorators(route: AnyRoute): MethodDecorator[] {
  const names = pathParams(route.path);
  const access = route.access;
  return [
    ...(route.rateLimit ? [RateLimit(route.rateLimit)] : []),
    access.kind === 'public' || access.kind === 'action-link'
      ? Public()
      : access.kind === 'signed-in'
        ? SignedIn()
        : Permission(access.action, access.resource, {
            ...(names.includes('clientId') ? { clientParam: 'clientId' } : {}),
            ...(names.includes('userId') ? { userParam: 'userId' } : {}),
          }),
  ];
}

function docDecorators(route: AnyRoute): MethodDecorator[] {
  const decorators: MethodDecorator[] = [
    ApiTags(route.service),
    ApiOperation({ summary: route.summary, operationId: `${route.service}.${route.name}` }),
    route.file
      ? ApiResponse({ status: route.status, description: 'The file (an attachment)' })
      : ApiResponse({
          status: route.status,
          description: 'Success',
          schema: jsonSchemaOf(route.response, 'output'),
        }),
  ];
  for (const name of pathParams(route.path)) decorators.push(ApiParam({ name, type: String }));
  if (route.query) {
    for (const { name, required, schema } of propertiesOf(jsonSchemaOf(route.query, 'input'))) {
      decorators.push(ApiQuery({ name, required, schema }));
    }
  }
  if (route.body && route.upload) {
    // The file part's place is taken on the bus by the staged file; on HTTP it is the binary itself.
    const schema = resolved(jsonSchemaOf(route.body, 'input')) as { properties?: Record<string, unknown> };
    decorators.push(
      ApiConsumes('multipart/form-data'),
      ApiBody({
        schema: {
          ...schema,
          properties: { ...schema.properties, file: { type: 'string', format: 'binary' } },
        },
      }),
    );
  } else if (route.body) decorators.push(ApiBody({ schema: jsonSchemaOf(route.body, 'input') }));
  return decorators;
}

/** Where and how a route entry answers: method and path, success status, access, and its OpenAPI entry. */
function entryDecorators(route: AnyRoute): MethodDecorator[] {
  return [
    METHOD[route.method](route.path.slice(1)),
    HttpCode(route.status),
    ...accessDecorators(route),
    ...docDecorators(route),
  ];
}

/**
 * For a hand-written handler of a `gateway: 'custom'` entry: the entry's method, path, status, access and
 * documentation, so even the routes the gateway serves itself are declared once, in the table. Its controller
 * has no path prefix.
 */
export const ServesRoute = (route: AnyRoute): MethodDecorator => applyDecorators(...entryDecorators(route));

/**
 * One Nest controller serving the given route entries generically: the AccessGuard checks the entry's access,
 * the input is parsed with the entry's schemas (400 with field errors), the owning service is asked once on
 * the entry's subject with the raw input (it parses again: it trusts no caller), and the answer, which the
 * service checked against the entry's response schema where it left the service, is passed on as the service
 * wrote it (decision 238; an answer the service did not check is checked here).
 */
export function routeController(routes: readonly AnyRoute[]): Type<unknown> {
  @Controller()
  class RouteController {
    constructor(
      @Inject(BusClient) readonly bus: BusClient,
      @Inject(GATEWAY_FILE_STORAGE) readonly storage: FileStorage,
    ) {}
  }
  const prototype = RouteController.prototype as unknown as Record<string, unknown>;
  for (const route of routes) {
    const key = `${route.service}_${route.name}`;
    const handler = async function (
      this: RouteController,
      request: AuthedRequest,
      reply: FastifyReply,
    ): Promise<unknown> {
      // Only the parts the route declares travel on: an undeclared body or query is not the service's business.
      const upload = route.upload
        ? await receiveUpload(
            request,
            reply,
            this.storage,
            route.upload === true ? undefined : route.upload.maxBytes,
          )
        : undefined;
      const input = {
        params: route.params ? request.params : undefined,
        query: route.query ? plainQuery(request.query) : undefined,
        body: upload ? { ...upload.fields, file: upload.file } : route.body ? request.body : undefined,
      };
      let answer: { checked: Buffer } | { value: unknown };
      try {
        const { errors } = parseRouteInput(route, input);
        if (errors.length > 0) throw DomainError.validation(errors);
        answer = await this.bus.requestRoute(
          route.subject,
          contextFor(route, request),
          input,
          route.timeoutMs,
        );
      } catch (error) {
        // A refused or failed upload leaves nothing behind (a kept one was moved by the service).
        if (upload) await this.storage.delete(upload.file.key).catch(() => undefined);
        throw error;
      }
      // A JSON answer the service checked against the route's schema goes out as the service wrote it
      // (decision 238): no parse, no second check, no second serialisation.
      if ('checked' in answer && !route.file && typeof route.cacheControl !== 'function') {
        if (route.cacheControl) void reply.header('cache-control', route.cacheControl);
        void reply.type(JSON_TYPE);
        return answer.checked;
      }
      let data: unknown;
      if ('checked' in answer) data = JSON.parse(answer.checked.toString('utf8'));
      else {
        // Not checked by the service (a handler bound without @Handles): checked here.
        const checked = route.response.safeParse(answer.value);
        if (!checked.success) throw new BrokenAnswerError(route, checked.error);
        data = checked.data;
      }
      if (route.cacheControl) {
        const value =
          typeof route.cacheControl === 'function' ? route.cacheControl(data) : route.cacheControl;
        void reply.header('cache-control', value);
      }
      if (route.file === 'stored') return sendStored(reply, this.storage, data as StoredFileRef);
      if (route.file) return sendFile(reply, data as FileAnswer);
      return data;
    };
    Object.defineProperty(handler, 'name', { value: key });
    Reflect.defineMetadata(ROUTE_ENTRY, route, handler);
    prototype[key] = handler;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor;
    for (const decorate of entryDecorators(route)) decorate(prototype, key, descriptor);
    Req()(prototype, key, 0);
    Res({ passthrough: true })(prototype, key, 1);
  }
  return RouteController;
}
