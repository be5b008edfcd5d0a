import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { createLogger } from '@onboard/server-kit';
import { GatewayModule } from '../../apps/gateway/src/app.module.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config.js';
import { ROUTE_ENTRY } from '../../apps/gateway/src/routes/route-controllers.js';
import type { AnyRoute } from '@onboard/contracts';

const METHODS: Record<number, string> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
  [RequestMethod.PATCH]: 'PATCH',
};

/** One route of the gateway: its controller, the handler's name and function, and where it answers. */
export type GatewayHandler = {
  controller: Type;
  name: string;
  handler: object;
  /** Upper case: GET, POST, … */
  method: string;
  /** As Nest routes it, parameters written `:clientId`: /api/clients/:clientId/welcome-flow */
  path: string;
  /** The route-table entry a generic handler serves (absent for the hand-written ones). */
  route?: AnyRoute;
};

/** Every route of the gateway, read from its controllers' metadata (nothing is started). */
export function gatewayHandlers(): GatewayHandler[] {
  const controllers = (GatewayModule.forRoot(loadGatewayConfig({}), createLogger('routes', 'silent'))
    .controllers ?? []) as Type[];
  const found: GatewayHandler[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
      if (path === undefined || method === undefined) continue;
      const full = `/api/${[base, path].filter((p) => p && p !== '/').join('/')}`
        .replace(/\/+/g, '/')
        .replace(/\/$/, '');
      const route = Reflect.getMetadata(ROUTE_ENTRY, handler) as AnyRoute | undefined;
      found.push({ controller, name, handler, method: METHODS[method] ?? 'GET', path: full, route });
    }
  }
  return found;
}
