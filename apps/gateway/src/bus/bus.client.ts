import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { errorEnvelope, isErrorEnvelope, type RequestContext } from '@onboard/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { LOGGER, type Logger } from '@onboard/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Request-reply to the services. Every call has a timeout and carries the caller's context; a service's error
 * envelope becomes an HttpException with the same body, so the exception filter passes it through unchanged.
 */
@Injectable()
export class BusClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: config.NATS_URL.split(','), name: 'gateway-rpc', maxReconnectAttempts: -1 },
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
        this.client
          .send<T>(subject, { context, payload })
          .pipe(timeout(timeoutMs ?? this.config.NATS_REQUEST_TIMEOUT_MS)),
      );
    } catch (error) {
      if (isErrorEnvelope(error)) throw new HttpException(error, error.statusCode);
      // Services always answer with an envelope; anything else is the bus itself failing (no responder,
      // timeout, connection lost): the service is unavailable, which the browser may retry.
      const message =
        error instanceof TimeoutError
          ? 'The service did not answer in time. Please try again.'
          : 'The service is not available right now. Please try again.';
      this.logger.warn({ subject, err: error }, 'service request failed');
      const body = errorEnvelope('SERVICE_UNAVAILABLE', message);
      throw new HttpException(body, body.statusCode);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
