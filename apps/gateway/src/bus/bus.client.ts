import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AnyInternalCall, InternalInput, InternalResult, RequestContext } from '@onboard/contracts';
import { LOGGER, RpcCallError, RpcClient, type InternalCaller, type Logger } from '@onboard/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Request-reply to the services. A service's error envelope (or the bus's SERVICE_UNAVAILABLE) becomes an
 * HttpException with the same body, so the exception filter passes it through unchanged.
 */
@Injectable()
export class BusClient implements OnApplicationShutdown, InternalCaller {
  private readonly rpc: RpcClient;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, @Inject(LOGGER) logger: Logger) {
    this.rpc = new RpcClient(config.NATS_URL, 'gateway-rpc', config.NATS_REQUEST_TIMEOUT_MS, logger);
  }

  request<T>(subject: string, context: RequestContext, payload: unknown, timeoutMs?: number): Promise<T> {
    return asHttp(this.rpc.request<T>(subject, context, payload, timeoutMs));
  }

  /** A route's call: the service's checked JSON to pass on, or its answer parsed (RpcClient.requestRoute). */
  requestRoute(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<{ checked: Buffer } | { value: unknown }> {
    return asHttp(this.rpc.requestRoute(subject, context, payload, timeoutMs));
  }

  /**
   * An internal call (an entry of INTERNAL), typed and checked both ways (RpcClient.call); a service's error
   * envelope becomes an HttpException as in `request`.
   */
  call<E extends AnyInternalCall>(
    entry: E,
    context: RequestContext,
    payload: InternalInput<E>,
    timeoutMs?: number,
  ): Promise<InternalResult<E>> {
    return asHttp(this.rpc.call(entry, context, payload, timeoutMs));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** A service's error envelope (or the bus's SERVICE_UNAVAILABLE) as an HttpException with the same body. */
async function asHttp<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RpcCallError) throw new HttpException(error.envelope, error.envelope.statusCode);
    throw error;
  }
}
