import type { ErrorReporter } from './errorReporter.js';

/**
 * The page's error reporter, fetched with the first error to report: the first load of every page does
 * without its code (it stays in the sign-in page's budget). What the reporter does: errorReporter.ts.
 */
export const lazyReporter: ErrorReporter = {
  report(thrown, tags) {
    void import('./errorReporter.js')
      .then(({ errorReporter }) => errorReporter().report(thrown, tags))
      .catch(() => undefined);
    return true;
  },
};

/** Reports what a window 'error' or 'unhandledrejection' event carries. */
export function installErrorReporting(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  reporter: () => ErrorReporter = () => lazyReporter,
) {
  const onError = (event: Event) => {
    const error = (event as globalThis.ErrorEvent).error as unknown;
    const message = (event as globalThis.ErrorEvent).message;
    // A failed resource load is an 'error' event without an error or message: not a script error.
    if (error === undefined && !message) return;
    reporter().report(error ?? new Error(message), { mechanism: 'onerror' });
  };
  const onRejection = (event: Event) => {
    reporter().report((event as PromiseRejectionEvent).reason, { mechanism: 'onunhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
