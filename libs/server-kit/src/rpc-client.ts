import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { errorEnvelope, isErrorEnvelope, type ErrorEnvelope, type RequestContext } from '@onboard/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import type { Logger } from './logger.js';

/** A failed request-reply call, carrying the envelope the other side (or the bus) gave. */
export class RpcCallError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'RpcCallError';
  }
}

/**
 * Request-reply over NATS with Nest's wire format (what `@MessagePattern` handlers answer). Every call has a
 * timeout and carries the caller's context. A service's error comes back as its envelope; the bus failing
 * (no responder, timeout, connection lost) becomes SERVICE_UNAVAILABLE.
 */
export class RpcClient {
  private readonly client: ClientProxy;

  constructor(
    natsUrl: string,
    name: string,
    private readonly defaultTimeoutMs: number,
    private readonly logger: Logger,
  ) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: natsUrl.split(','), name, maxReconnectAttempts: -1 },
    });
  }

  async request<T>(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    try {
      return await firstValueFrom(
        this.client.send<T>(subject, { context, payload }).pipe(timeout(timeoutMs ?? this.defaultTimeoutMs)),
      );
    } catch (error) {
      if (isErrorEnvelope(error)) throw new RpcCallError(error);
      const message =
        error instanceof TimeoutError
          ? 'The service did not answer in time. Please try again.'
          : 'The service is not available right now. Please try again.';
      this.logger.warn({ subject, err: error }, 'service request failed');
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', message));
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Nest calls this on shutdown for providers that have it. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
