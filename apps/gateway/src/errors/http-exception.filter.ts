import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { errorEnvelope, isErrorEnvelope, type ErrorCode, type ErrorEnvelope } from '@onboard/contracts';
import { toErrorEnvelope, type Logger } from '@onboard/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAssetPath } from '../web/web-app.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Every error leaves the gateway as `{statusCode, code, message, errors}` (+ errorId on 5xx, also logged).
 * A GET for an unknown non-API path is the web app's business: it gets index.html (history fallback).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly indexHtml: string;

  constructor(
    private readonly logger: Logger,
    webDistDir: string,
  ) {
    this.indexHtml = join(webDistDir, 'index.html');
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    const status = exception instanceof HttpException ? exception.getStatus() : undefined;
    // sendFile exists once serveWebApp registered the built app (a build made after start-up is not served).
    const served = typeof (reply as Partial<FastifyReply>).sendFile === 'function';
    if (status === 404 && served && this.isPageRequest(request) && existsSync(this.indexHtml)) {
      // Through @fastify/static: the pre-compressed copy, Vary and no-cache, exactly like `/` itself.
      void reply.status(200).sendFile('index.html');
      return;
    }

    const envelope = withFieldError(this.toEnvelope(exception, request));
    void reply.status(envelope.statusCode).send(envelope);
  }

  private isPageRequest(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '';
    return (
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !isAssetPath(path) &&
      !/\.[a-z0-9]+$/i.test(path)
    );
  }

  private toEnvelope(exception: unknown, request: FastifyRequest): ErrorEnvelope {
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      if (isErrorEnvelope(body)) return body;
      const status = exception.getStatus();
      const code = CODE_BY_STATUS[status];
      if (code) {
        const message =
          status === 404 ? `No route for ${request.method} ${request.url.split('?')[0]}` : exception.message;
        return { ...errorEnvelope(code, message), statusCode: status };
      }
    }
    // Fastify's own errors (malformed JSON, body too large) carry a 4xx statusCode: a client error, never a 500.
    const fastifyStatus = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const code = CODE_BY_STATUS[fastifyStatus] ?? 'VALIDATION_FAILED';
      const message = exception instanceof Error ? exception.message : 'Bad request';
      const errors = fastifyStatus === 400 ? [{ path: 'body', message }] : [];
      return { ...errorEnvelope(code, message, errors), statusCode: fastifyStatus };
    }
    return toErrorEnvelope(exception, this.logger, { requestId: request.id, url: request.url });
  }
}

/**
 * A 400 always says what to fix in `errors`: a refusal that names no field (a service's "You cannot delete your
 * own account", a bare BadRequest) gets its message as an error of the request as a whole (path '').
 */
function withFieldError(envelope: ErrorEnvelope): ErrorEnvelope {
  if (envelope.statusCode !== 400 || envelope.errors.length > 0) return envelope;
  return { ...envelope, errors: [{ path: '', message: envelope.message }] };
}
