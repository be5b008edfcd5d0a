import { ALL_ROUTES, type AnyRoute } from '@onboard/contracts';
import { routeController } from './route-controllers.js';

/** The routes the gateway serves generically (`custom` entries have a hand-written controller). */
export const GENERIC_ROUTES: readonly AnyRoute[] = ALL_ROUTES.filter((route) => route.gateway !== 'custom');

export const RouteController = routeController(GENERIC_ROUTES);
