import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { Controller, Module, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connect } from '@nats-io/transport-node';
import {
  allow,
  bindSchemas,
  defineCalls,
  type RequestContext as CallerContext,
  type ResponseOf,
} from '@onboard/contracts';
import { pino } from 'pino';
import { z } from 'zod';
import { currentActor } from './actor.js';
import { DomainError } from './errors.js';
import type { Logger } from './logger.js';
import { connectNats, publishEvent, type NatsConnection } from './nats.js';
import { createOrm } from './orm.js';
import { Handles, type RouteCall } from './routes.js';
import { RpcCallError, RpcClient } from './rpc-client.js';
import { discoverBusHandlers, ServiceServer } from './service-server.js';
import {
  createTestDatabase,
  natsRpcClient,
  rejectionOf,
  testInfra,
  waitFor,
  type TestDatabase,
} from './testing.js';

// The services' side of the bus on a real NATS server, against the gateway's RpcClient (and Nest's own
// ClientProxy, which tests use): answers, refusals, validation errors, internal errors with their errorId,
// events, a queue group shared by two instances, and a drain that lets the messages in hand finish.

const prefix = `server-spec-${randomBytes(4).toString('hex')}`;
const subject = (name: string): string => `${prefix}.${name}`;

const SCHEMAS = {
  thing: {
    params: z.object({ thingId: z.string().uuid() }),
    response: z.object({ thingId: z.string() }),
    summary: 'A test route.',
  },
  broken: {
    params: z.object({ thingId: z.string().uuid() }),
    response: z.object({ thingId: z.string() }),
    summary: 'A test route whose handler breaks its schema.',
  },
};
const R = bindSchemas(
  defineCalls<typeof SCHEMAS>()('explorer', {
    thing: { method: 'GET', path: '/things/:thingId', access: allow('read', 'client') },
    broken: { method: 'GET', path: '/things/:thingId/broken', access: allow('read', 'client') },
  }),
  SCHEMAS,
);
// The route's subject is the table's; a prefix of this file's keeps runs on one NATS apart.
const THING = { ...R.thing, subject: subject('thing') } as typeof R.thing;
const BROKEN = { ...R.broken, subject: subject('broken') } as typeof R.broken;

/** What the handlers saw, for the tests to read. */
const seen: { events: unknown[]; actors: (string | null | undefined)[] } = { events: [], actors: [] };

/** Who answered, per instance of the module (set by each instance's provider). */
let instanceLabel = 0;

@Controller()
class TestHandlers {
  readonly label = ++instanceLabel;

  @MessagePattern(subject('echo'))
  echo(@Payload() message: { context: CallerContext; payload: unknown }) {
    const em = RequestContext.getEntityManager();
    return {
      requestId: message.context.requestId,
      payload: message.payload,
      actor: currentActor()?.userId ?? null,
      subject: currentActor()?.subject ?? null,
      // Its own identity map: a fork, not the global EntityManager.
      forked: em !== undefined && em !== orm.em,
      label: this.label,
    };
  }

  @Handles(THING)
  thing({ params }: RouteCall<typeof THING>) {
    // A key the route's schema does not have: dropped where the answer is checked, before it is sent.
    return { thingId: params.thingId, internalNote: 'not for the caller' };
  }

  @Handles(BROKEN)
  broken(): ResponseOf<typeof BROKEN> {
    return { thingId: 42 } as unknown as ResponseOf<typeof BROKEN>;
  }

  @MessagePattern(subject('refuse'))
  refuse(): never {
    throw DomainError.notFound('Client');
  }

  @MessagePattern(subject('crash'))
  crash(): never {
    throw new Error('the secret internals');
  }

  @MessagePattern(subject('nothing'))
  nothing(): undefined {
    return undefined;
  }

  @MessagePattern(subject('slow'))
  async slow(@Payload() message: { payload: { ms: number } }): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, message.payload.ms));
    return `done by ${this.label}`;
  }

  @EventPattern(subject('happened'))
  happened(@Payload() event: unknown): void {
    seen.events.push(event);
    seen.actors.push(currentActor()?.userId);
  }
}

@Module({ imports: [DiscoveryModule], controllers: [TestHandlers] })
class TestModule {}

@Controller()
class Twice {
  @MessagePattern(subject('twice'))
  one(): number {
    return 1;
  }
}
@Controller()
class TwiceAgain {
  @MessagePattern(subject('twice'))
  two(): number {
    return 2;
  }
}
@Module({ imports: [DiscoveryModule], controllers: [Twice, TwiceAgain] })
class TwiceModule {}

/** A logger whose lines the test reads. */
function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

type Instance = {
  app: INestApplicationContext;
  nc: NatsConnection;
  server: ServiceServer;
  lines: Record<string, unknown>[];
};

let db: TestDatabase;
let orm: MikroORM;
let client: RpcClient;
const instances: Instance[] = [];

async function startInstance(queue = `${prefix}-group`): Promise<Instance> {
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  const nc = await connectNats(testInfra().natsUrl, 'server-spec', pino({ level: 'silent' }));
  const { logger, lines } = capturingLogger();
  const server = new ServiceServer({ nc, queue, orm, logger, handlers: discoverBusHandlers(app) });
  server.listen();
  await nc.flush();
  const instance = { app, nc, server, lines };
  instances.push(instance);
  return instance;
}

async function stop(instance: Instance): Promise<void> {
  instances.splice(instances.indexOf(instance), 1);
  await instance.server.close(0);
  await instance.app.close();
  await instance.nc.drain().catch(() => undefined);
}

const context: CallerContext = {
  requestId: 'req-1',
  user: { id: 'user-1', role: 'SLF_ADMIN', clientIds: [] },
};

const failure = (call: Promise<unknown>): Promise<RpcCallError> => rejectionOf(call, RpcCallError);

beforeAll(async () => {
  db = await createTestDatabase('server');
  orm = await createOrm({ clientUrl: db.url, schema: 'public', entities: [], migrations: [] });
  client = new RpcClient(testInfra().natsUrl, 'server-spec-client', 2000, pino({ level: 'silent' }));
});

afterEach(async () => {
  for (const instance of [...instances]) await stop(instance);
});

afterAll(async () => {
  await client?.close();
  await orm?.close();
  await db?.drop();
});

describe('ServiceServer', () => {
  test('finds the handlers of @MessagePattern, @Handles and @EventPattern', async () => {
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    const handlers = discoverBusHandlers(app);
    await app.close();
    expect(handlers.map(({ subject: s, kind, name }) => ({ s, kind, name }))).toEqual(
      expect.arrayContaining([
        { s: subject('echo'), kind: 'request', name: 'TestHandlers.echo' },
        { s: subject('thing'), kind: 'request', name: 'TestHandlers.thing' },
        { s: subject('happened'), kind: 'event', name: 'TestHandlers.happened' },
      ]),
    );
    expect(handlers).toHaveLength(8);
  });

  test('a subject with two answering handlers is refused at start', async () => {
    const app = await NestFactory.createApplicationContext(TwiceModule, { logger: false });
    expect(() => discoverBusHandlers(app)).toThrow(
      `subject ${subject('twice')} has more than one handler, one of them answering: Twice.one, TwiceAgain.two`,
    );
    await app.close();
  });

  test("the handler's answer comes back, run in the caller's context and its own identity map", async () => {
    await startInstance();
    await expect(client.request(subject('echo'), context, { a: [1, 'ü'] })).resolves.toEqual({
      requestId: 'req-1',
      payload: { a: [1, 'ü'] },
      actor: 'user-1',
      subject: subject('echo'),
      forked: true,
      label: expect.any(Number),
    });
    await expect(client.request(subject('nothing'), context, {})).resolves.toBeUndefined();
  });

  test('a route handler gets its parsed params; invalid ones are a validation error with the field', async () => {
    await startInstance();
    const thingId = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
    await expect(client.request(THING.subject, context, { params: { thingId } })).resolves.toEqual({
      thingId,
    });
    const error = await failure(client.request(THING.subject, context, { params: { thingId: 'nope' } }));
    expect(error.envelope).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'params.thingId', message: expect.any(String) }],
    });
    expect(error.envelope.errorId).toBeUndefined();
  });

  test("a route's answer is checked where it leaves and sent as JSON the gateway passes on unparsed", async () => {
    await startInstance();
    const thingId = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
    const answer = await client.requestRoute(THING.subject, context, { params: { thingId } });
    // The schema's keys only, as the bytes the HTTP answer will carry.
    expect('checked' in answer && answer.checked.toString('utf8')).toBe(JSON.stringify({ thingId }));
  });

  test("a route's answer outside its schema is INTERNAL with an errorId, never sent", async () => {
    const { lines } = await startInstance();
    const thingId = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
    const error = await failure(client.requestRoute(BROKEN.subject, context, { params: { thingId } }));
    expect(error.envelope).toMatchObject({ statusCode: 500, code: 'INTERNAL', errorId: expect.any(String) });
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'unexpected error',
        errorId: error.envelope.errorId,
        err: expect.objectContaining({
          message: expect.stringContaining(`${BROKEN.subject} answered outside its route's schema: thingId`),
        }),
      }),
    );
  });

  test("a service's refusal arrives as its envelope", async () => {
    await startInstance();
    const error = await failure(client.request(subject('refuse'), context, {}));
    expect(error.envelope).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Client not found',
      errors: [],
    });
  });

  test('an unexpected error is INTERNAL with an errorId the log carries too, and nothing of its message', async () => {
    const { lines } = await startInstance();
    const error = await failure(client.request(subject('crash'), context, {}));
    expect(error.envelope).toMatchObject({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Oops! Something went wrong. Please try again.',
      errorId: expect.any(String),
    });
    expect(JSON.stringify(error.envelope)).not.toContain('secret');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'unexpected error',
        errorId: error.envelope.errorId,
        subject: subject('crash'),
        err: expect.objectContaining({ message: 'the secret internals' }),
      }),
    );
  });

  test("Nest's own ClientProxy gets the answers and the refusals too", async () => {
    await startInstance();
    const nest = await natsRpcClient(testInfra().natsUrl);
    try {
      await expect(
        nest.request<{ payload: unknown }>(subject('echo'), { x: 1 }, 2000, context.user),
      ).resolves.toMatchObject({ payload: { x: 1 }, actor: 'user-1' });
      await expect(nest.request(subject('refuse'), {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // A checked route answer is Nest's answer too.
      const thingId = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
      await expect(nest.request(THING.subject, { params: { thingId } })).resolves.toEqual({ thingId });
    } finally {
      await nest.close();
    }
  });

  test("an event reaches its handler in the context it carries, and nobody's answer is awaited", async () => {
    const { nc } = await startInstance();
    seen.events.length = 0;
    seen.actors.length = 0;
    publishEvent(nc, subject('happened'), { context, clientId: 'c-1' });
    await waitFor('the event', async () => (seen.events.length > 0 ? true : undefined));
    expect(seen.events).toEqual([{ context, clientId: 'c-1' }]);
    expect(seen.actors).toEqual(['user-1']);
  });

  test('two instances in one queue group share the requests, each answered once', async () => {
    await startInstance();
    await startInstance();
    // A watcher outside the group sees every request once.
    const watcher = await connect({ servers: testInfra().natsUrl });
    let observed = 0;
    watcher.subscribe(subject('echo'), { callback: () => void observed++ });
    await watcher.flush();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        client.request<{ payload: number; label: number }>(subject('echo'), context, i),
      ),
    );
    await watcher.drain();
    expect(answers.map((a) => a.payload)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const byInstance = new Map<number, number>();
    for (const { label } of answers) byInstance.set(label, (byInstance.get(label) ?? 0) + 1);
    expect(byInstance.size).toBe(2);
    expect([...byInstance.values()].every((count) => count > 0)).toBe(true);
    expect(observed).toBe(60);
  });

  test('close lets the requests in hand finish and answer, then takes no more', async () => {
    const instance = await startInstance();
    const inHand = client.request<string>(subject('slow'), context, { ms: 300 }, 2000);
    await waitFor('the request in hand', async () => (instance.server.busy > 0 ? true : undefined));
    await instance.server.close(5_000);
    expect(instance.server.busy).toBe(0);
    await expect(inHand).resolves.toMatch(/^done by \d+$/);
    // Nobody subscribes now: the bus says so at once.
    const error = await failure(client.request(subject('echo'), context, {}, 500));
    expect(error.envelope.code).toBe('SERVICE_UNAVAILABLE');
  });

  test('close gives up on a handler slower than the grace period', async () => {
    const instance = await startInstance();
    void client.request(subject('slow'), context, { ms: 1_500 }, 2000).catch(() => undefined);
    await waitFor('the request in hand', async () => (instance.server.busy > 0 ? true : undefined));
    const started = Date.now();
    await instance.server.close(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(instance.lines).toContainEqual(
      expect.objectContaining({ msg: 'stopped with messages still being handled', inFlight: 1 }),
    );
    // The handler still ends (its answer goes nowhere): wait for it so no timer outlives the file.
    await waitFor('the slow handler', async () => (instance.server.busy === 0 ? true : undefined));
  });
});
