import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { errorEnvelope, isErrorEnvelope, type RequestContext } from '@onboard/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Request-reply to the services. Every call has a timeout and carries the caller's context; a service's error
 * envelope becomes an HttpException with the same body, so the exception filter passes it through unchanged.
 */
@Injectable()
export class BusClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: config.NATS_URL.split(','), name: 'gateway-rpc', maxReconnectAttempts: -1 },
    });
  }

  async request<T>(subject: string, context: RequestContext, payload: unknown, timeoutMs?: number): Promise<T> {
    try {
      return await firstValueFrom(
        this.client
          .send<T>(subject, { context, payload })
          .pipe(timeout(timeoutMs ?? this.config.NATS_REQUEST_TIMEOUT_MS)),
      );
    } catch (error) {
      if (isErrorEnvelope(error)) throw new HttpException(error, error.statusCode);
      if (error instanceof TimeoutError) {
        const body = errorEnvelope('SERVICE_UNAVAILABLE', 'The service did not answer in time. Please try again.');
        throw new HttpException(body, body.statusCode);
      }
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
