import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Load = () => Promise<unknown>;
/** The loader of every page made by `lazyPage`, by component. */
const loaders = new WeakMap<object, Load>();

/**
 * A page in its own chunk (React.lazy), whose code can also be fetched ahead of rendering with
 * `preloadRoutePages`. Once fetched, the component renders at once instead of suspending: its lazy factory
 * then returns a thenable that resolves synchronously, which React's lazy initializer accepts as resolved.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchPage = () => (pending ??= load().then((module) => (loaded = module[name] as ComponentType)));
  const Page = lazy(() => {
    const page = loaded;
    if (!page) return fetchPage().then((component) => ({ default: component }));
    // React's types want a Promise; its lazy initializer only calls `then`, and reads the result at once
    // when `then` calls back synchronously (a Promise never does).
    const resolved = {
      then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: page }),
    };
    return resolved as unknown as Promise<{ default: ComponentType }>;
  });
  loaders.set(Page, fetchPage);
  return Page;
}

/**
 * Fetches the code of the pages the route table shows at `location` (the page elements made by `lazyPage`),
 * so the first render shows the page itself rather than a skeleton followed by a second render. Never
 * rejects: a chunk that fails to load fails again when React renders it, where the error boundary handles it.
 */
export async function preloadRoutePages(routes: RouteObject[], location: string | Location): Promise<void> {
  const loads = (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const load = isValidElement(route.element) ? loaders.get(route.element.type as object) : undefined;
    return load ? [load] : [];
  });
  await Promise.all(loads.map((load) => load().catch(() => undefined)));
}
