import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import helmet from 'helmet';
import fastifyWebsocket from '@fastify/websocket';
import { ALL_ROUTES, errorEnvelope } from '@onboard/contracts';
import { createLogger, PinoNestLogger } from '@onboard/server-kit';
import { GatewayModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { HttpExceptionFilter } from './errors/http-exception.filter.js';
import { refuseNul } from './errors/refuse-nul.js';
import { EventsHub } from './events/events.hub.js';
import { registerEventsRoute } from './events/events.route.js';
import { EifLiveHub } from './eif-live/eif-live.hub.js';
import { registerEifLiveRoute } from './eif-live/eif-live.route.js';
import { SessionService } from './session/session.service.js';
import { serveWebApp } from './web/web-app.js';
import { BusClient } from './bus/bus.client.js';
import { registerESignWebhookRoute } from './webhooks/esign-webhook.route.js';
import { parseDsn } from './sentry/sentry-envelope.js';
import { registerSentryTunnelRoute } from './sentry/sentry-tunnel.route.js';
import { completeDocument } from './routes/openapi-document.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** One year, the usual minimum for preload lists. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Builds the gateway without listening, so tests can drive it with supertest on an ephemeral port. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // The spec writes some routes with a trailing slash (POST /api/clients/): both spellings are one route.
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed URL: 400; a path parameter past maxParamLength: 414) in the
    // gateway's envelope like every other error, not Fastify's `{error, code: FST_…}` (found by the answer checks).
    frameworkErrors: (
      error: { statusCode?: number; message: string },
      _request: unknown,
      reply: FastifyReply,
    ) => {
      const status = error.statusCode === 414 ? 414 : 400;
      void reply.code(status).send({
        ...errorEnvelope('VALIDATION_FAILED', error.message, [{ path: 'path', message: error.message }]),
        statusCode: status,
      });
    },
    // A caller's request id is kept (so a trace crosses our edge); otherwise we make one.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config, logger),
    adapter,
    {
      logger: new PinoNestLogger(logger),
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  refuseNul(fastify);
  fastify.addHook('onResponse', async (request, reply) => {
    logger.info(
      {
        requestId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const production = config.NODE_ENV === 'production';
  const publicUrl = new URL(config.WEB_BASE_URL);
  // HSTS whenever the site is served over HTTPS: the public address is https, or this request came over TLS
  // (directly, or at a trusted proxy that says so in X-Forwarded-Proto). Never on plain http, where browsers
  // ignore it anyway and a local http://localhost must keep working.
  const hsts = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  fastify.addHook('onSend', async (request, reply) => {
    if (publicUrl.protocol === 'https:' || request.protocol === 'https')
      void reply.header('strict-transport-security', hsts);
  });
  // Security headers (helmet's, CSP included), built once: @fastify/helmet rebuilt helmet's middleware and
  // re-parsed the CSP directives on every request (about 4% of the gateway's time on a read).
  const securityHeaders = helmet({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, next) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      next(error instanceof Error ? error : undefined),
    );
  });
  await app.register(fastifyCookie, { secret: config.COOKIE_SECRET });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // Uploads (decision 116): parts are read as streams by the upload routes, never buffered here.
  await app.register(fastifyMultipart);

  const webDist = resolve(config.WEB_DIST_DIR);
  await serveWebApp(app, webDist, logger);

  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpExceptionFilter(logger, webDist));
  app.enableShutdownHooks();

  const document = completeDocument(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Onboard API')
        .setDescription(
          'The gateway in front of the Onboard services. Errors: {statusCode, code, message, errors}.',
        )
        .setVersion('0.1.0')
        .build(),
    ),
    ALL_ROUTES,
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  registerEventsRoute(fastify, app.get(EventsHub), app.get(SessionService), publicUrl.origin);
  registerEifLiveRoute(fastify, app.get(EifLiveHub), app.get(SessionService), publicUrl.origin);
  await registerESignWebhookRoute(fastify, app.get(BusClient), logger);
  await registerSentryTunnelRoute(fastify, {
    dsn: config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null,
    maxBytes: config.SENTRY_TUNNEL_MAX_BYTES,
    perMinute: config.SENTRY_TUNNEL_RATE_LIMIT_PER_MINUTE,
    logger,
  });
  await app.init();
  return app;
}
