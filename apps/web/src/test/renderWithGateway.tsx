import type { AuthUser } from '@onboard/contracts';
import { fakeGateway, signedInAs, type FakeGateway, type FakeRoute } from './fakeGateway.js';
import {
  renderWithProviders,
  type RenderOptions,
  type RenderWithProvidersResult,
} from './renderWithProviders.js';

export type RenderWithGatewayResult = RenderWithProvidersResult & { gateway: FakeGateway };

/**
 * A spec's usual start: a fake gateway answering `routes` becomes `fetch` (the setup file puts the real one
 * back after each test), then `renderWithProviders(options)`. Answers the render's result and the gateway.
 */
export function renderWithGateway(routes: FakeRoute[], options: RenderOptions = {}): RenderWithGatewayResult {
  const gateway = fakeGateway(routes);
  globalThis.fetch = gateway.fetch;
  return { gateway, ...renderWithProviders(options) };
}

/** The app at `path`, signed in as `user`: the session check answers `user`, the other calls `routes`. */
export function visitAs(
  user: AuthUser,
  path: string,
  routes: FakeRoute[] = [],
  options: Omit<RenderOptions, 'path'> = {},
): RenderWithGatewayResult {
  return renderWithGateway([signedInAs(user), ...routes], { ...options, path });
}
