import type { FastifyInstance } from 'fastify';

export type ChatStore = {
  /** Departments switched by the admin route; any other answers `defaultOnline`. */
  online: Map<string, boolean>;
  defaultOnline: boolean;
  /** Delay before answering a status, to imitate a slow provider (admin switch). */
  delayMs: number;
};

/**
 * The chat provider's department status (decision 170) under /chat: `GET /chat/departments/:name/status` →
 * `{department, online}`. Every department is online unless switched: `PUT /chat/admin/departments/:name
 * {online}`; `PUT /chat/admin/delay {delayMs}` slows the answers (a provider that does not answer in time).
 */
export function registerChatRoutes(http: FastifyInstance): ChatStore {
  const store: ChatStore = { online: new Map(), defaultOnline: true, delayMs: 0 };
  http.get<{ Params: { name: string } }>('/chat/departments/:name/status', async (request) => {
    if (store.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, store.delayMs));
    const department = request.params.name;
    return { department, online: store.online.get(department) ?? store.defaultOnline };
  });
  http.put<{ Params: { name: string }; Body: { online?: unknown } }>(
    '/chat/admin/departments/:name',
    async (request, reply) => {
      if (typeof request.body?.online !== 'boolean')
        return reply.code(400).send({ error: 'online: boolean' });
      store.online.set(request.params.name, request.body.online);
      return { department: request.params.name, online: request.body.online };
    },
  );
  http.put<{ Body: { delayMs?: unknown } }>('/chat/admin/delay', async (request, reply) => {
    const delayMs = request.body?.delayMs;
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000) {
      return reply.code(400).send({ error: 'delayMs: an integer from 0 to 60000' });
    }
    store.delayMs = delayMs;
    return { delayMs };
  });
  return store;
}
