import type { FastifyInstance } from 'fastify';
import type { EventsHub } from './events.hub.js';

/**
 * GET /api/events upgrades to a websocket that receives live events as JSON text frames. Registered on
 * Fastify directly (Nest's gateway abstraction would add socket.io-style framing the browser does not need).
 */
export function registerEventsRoute(fastify: FastifyInstance, hub: EventsHub): void {
  fastify.get('/api/events', { websocket: true }, (socket) => {
    hub.add(socket);
  });
}
