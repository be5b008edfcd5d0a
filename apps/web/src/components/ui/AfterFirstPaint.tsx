import { useEffect, useState, type ReactNode } from 'react';

/** Runs `callback` when the browser is idle (or soon, where it has no requestIdleCallback); answers a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Renders its children once the page has painted and the browser is idle: for what the first screen does not
 * show (the toaster), so that neither its code's download nor its render comes before the first paint
 * (decision 033). Only this component renders again then, not the layout around it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? children : null;
}
