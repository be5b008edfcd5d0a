import { useEffect } from 'react';

/** Explorer spec §2/§9: a warning is logged when the chat widget has not appeared after 6 s. */
export const CHAT_WIDGET_TIMEOUT_MS = 6_000;
export const CHAT_WIDGET_SELECTOR = '[data-explorer-chat-widget]';

/** Logs a warning (console.warn) when no element matches `selector` `timeoutMs` after mounting. */
export function useChatWidgetWatch(
  enabled: boolean,
  selector = CHAT_WIDGET_SELECTOR,
  timeoutMs = CHAT_WIDGET_TIMEOUT_MS,
): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      if (!document.querySelector(selector))
        console.warn(`The chat widget has not appeared after ${timeoutMs / 1000} s`);
    }, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [enabled, selector, timeoutMs]);
}
