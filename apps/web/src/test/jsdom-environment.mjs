// jsdom lacks the Fetch API. React Router's data router builds a `Request` for every navigation and
// RTK Query's fetchBaseQuery builds one per call, so tests get Node's Request, Response and Headers.
// `fetch` itself fails like a network without a server, and websockets never connect: no unit test
// reaches the network. A test that needs answers replaces `globalThis.fetch` (or passes a fake socket).
/* global Request, Response, Headers, AbortController, AbortSignal, URL -- Node's, from the outer realm */
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;

    /**
     * Node's Request rejects relative URLs and jsdom's AbortSignal, both normal in a browser: resolve the URL
     * against the page and bridge the signal (aborting jsdom's aborts the request's).
     */
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        const url = typeof input === 'string' ? new URL(input, window.location.href).href : input;
        const signal = init?.signal;
        if (signal && !(signal instanceof AbortSignal)) {
          const controller = new AbortController();
          if (signal.aborted) controller.abort(signal.reason);
          else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
          init = { ...init, signal: controller.signal };
        }
        super(url, init);
      }
    }

    /** A websocket that stays in CONNECTING: the live-event hook is tested with its own fake. */
    class OfflineWebSocket extends window.EventTarget {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      readyState = 0;
      onopen = null;
      onmessage = null;
      onclose = null;
      onerror = null;
      constructor(url) {
        super();
        this.url = url;
      }
      send() {
        // Never open: nothing is sent.
      }
      close() {
        this.readyState = 3;
      }
    }

    Object.assign(window, {
      WebSocket: OfflineWebSocket,
      Request: BrowserLikeRequest,
      Response,
      Headers,
      fetch: () => Promise.reject(new window.TypeError('Failed to fetch (no network in unit tests)')),
    });
  }
}
