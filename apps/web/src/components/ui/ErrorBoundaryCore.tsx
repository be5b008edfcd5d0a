import { Component, type ErrorInfo, type ReactNode } from 'react';
import { lazyReporter } from '../../features/errors/reportError.js';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this value changes (e.g. the pathname), a caught error is cleared and children render again. */
  resetKey?: unknown;
  /** Replaces the default error page. */
  fallback?: ReactNode;
};

/*
 * The error boundary without a page of its own (no styling library): the portal's ErrorBoundary adds the
 * Chakra error page, the public explorer its plain one (decision 178).
 */

type State = { error: Error | null };

const CHUNK_RELOAD_KEY = 'onboard.chunkReloadAt';
const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** A lazily loaded page whose file is gone (a deploy happened since this page was loaded). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Spec section 8: a chunk-load failure reloads the page, once: a second failure within 10 s (the reload did
 * not help) shows the error page instead of reloading forever. Answers whether it reloaded.
 */
export function reloadForNewChunks(reload: () => void = () => window.location.reload()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Catches render errors below it and shows `fallback` (`defaultFallback` when none is given). */
export class ErrorBoundaryCore extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadForNewChunks()) return;
    lazyReporter.report(error, { mechanism: 'react-error-boundary' });
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback ?? this.defaultFallback();
    return this.props.children;
  }

  protected defaultFallback(): ReactNode {
    return null;
  }
}
