import type { ReactNode } from 'react';
import { ErrorBoundaryCore } from './ErrorBoundaryCore.js';
import { ErrorPage } from './ErrorPage.js';

export { isChunkLoadError, reloadForNewChunks, type ErrorBoundaryProps } from './ErrorBoundaryCore.js';

/** Catches render errors below it and shows the spec's "Oops! Something went wrong." page. */
export class ErrorBoundary extends ErrorBoundaryCore {
  protected override defaultFallback(): ReactNode {
    return <ErrorPage kind="error" />;
  }
}
