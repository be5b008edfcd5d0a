import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { RequestContext } from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contextOf } from './request-context.js';
import { LOGGER, RpcCallError, RpcClient, type Logger } from '@onboard/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Request-reply to the services. A service's error envelope (or the bus's SERVICE_UNAVAILABLE) becomes an
 * HttpException with the same body, so the exception filter passes it through unchanged.
 */
@Injectable()
export class BusClient implements OnApplicationShutdown {
  private readonly rpc: RpcClient;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, @Inject(LOGGER) logger: Logger) {
    this.rpc = new RpcClient(config.NATS_URL, 'gateway-rpc', config.NATS_REQUEST_TIMEOUT_MS, logger);
  }

  async request<T>(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    try {
      return await this.rpc.request<T>(subject, context, payload, timeoutMs);
    } catch (error) {
      if (error instanceof RpcCallError) throw new HttpException(error.envelope, error.envelope.statusCode);
      throw error;
    }
  }

  /** The common case: ask on behalf of this HTTP request and validate the answer with its contract schema. */
  async ask<S extends z.ZodType>(
    schema: S,
    subject: string,
    request: FastifyRequest,
    payload: unknown,
  ): Promise<z.infer<S>> {
    return schema.parse(await this.request(subject, contextOf(request), payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}
