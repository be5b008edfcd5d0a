import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, RpcException, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import { errorEnvelope } from '@onboard/contracts';
import { createLogger } from './logger.js';
import { RpcCallError, RpcClient } from './rpc-client.js';
import { rejectionOf, testInfra } from './testing.js';

// The gateway's client speaks NATS directly; these calls go to a real Nest microservice on a real NATS server,
// so the two ends must agree on Nest's wire format.

const prefix = `rpc-spec-${process.pid}`;

@Controller()
class EchoController {
  @MessagePattern(`${prefix}.echo`)
  echo(data: { context: { requestId: string }; payload: unknown }): unknown {
    return { requestId: data.context.requestId, payload: data.payload };
  }

  @MessagePattern(`${prefix}.refuse`)
  refuse(): never {
    throw new RpcException(errorEnvelope('NOT_FOUND', 'Client not found'));
  }

  @MessagePattern(`${prefix}.nothing`)
  nothing(): undefined {
    return undefined;
  }

  @MessagePattern(`${prefix}.slow`)
  async slow(): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return 'late';
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

let app: INestMicroservice;
let client: RpcClient;
const context = { requestId: 'req-1', user: null };

beforeAll(async () => {
  const { natsUrl } = testInfra();
  app = await NestFactory.createMicroservice<MicroserviceOptions>(EchoModule, {
    transport: Transport.NATS,
    options: { servers: [natsUrl] },
    logger: false,
  });
  await app.listen();
  // A generous default: on a busy machine fifty answers at once can take over a second (the timeout test sets its own).
  client = new RpcClient(natsUrl, 'rpc-spec', 10_000, createLogger('rpc-spec', 'silent'));
});

afterAll(async () => {
  await client?.close();
  await app?.close();
});

const failure = (call: Promise<unknown>): Promise<RpcCallError> => rejectionOf(call, RpcCallError);

describe('RpcClient against a Nest microservice', () => {
  test('the handler gets the context and payload and its answer comes back', async () => {
    await expect(client.request(`${prefix}.echo`, context, { a: [1, 'ü'] })).resolves.toEqual({
      requestId: 'req-1',
      payload: { a: [1, 'ü'] },
    });
  });

  test('many calls at once each get their own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.request<{ payload: number }>(`${prefix}.echo`, context, i)),
    );
    expect(answers.map((a) => a.payload)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  test('an answer of nothing is undefined', async () => {
    await expect(client.request(`${prefix}.nothing`, context, {})).resolves.toBeUndefined();
  });

  test("a service's refusal arrives as its envelope", async () => {
    const error = await failure(client.request(`${prefix}.refuse`, context, {}));
    expect(error.envelope).toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
  });

  test('no service on the subject is SERVICE_UNAVAILABLE', async () => {
    const error = await failure(client.request(`${prefix}.nobody-here`, context, {}));
    expect(error.envelope).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is not available right now. Please try again.',
    });
  });

  test('a service slower than the timeout is SERVICE_UNAVAILABLE saying so', async () => {
    const error = await failure(client.request(`${prefix}.slow`, context, {}, 100));
    expect(error.envelope).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service did not answer in time. Please try again.',
    });
  });
});
