import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy… and waitFor poll until their condition holds; the deadline only ends a wait that would never end.
// One generous value for every spec (see testTimeout in jest.config.mjs), so none races a busy machine.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks TextEncoder/TextDecoder, which react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so no ResizeObserver; Chakra's popovers and menus observe their anchors with it.
class NoLayoutResizeObserver {
  observe(): void {
    // Nothing ever resizes without layout.
  }
  unobserve(): void {
    // Nothing observed.
  }
  disconnect(): void {
    // Nothing observed.
  }
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });

// jsdom lacks URL.revokeObjectURL. The download helper revokes its blob address a minute after the click, so the
// timer of a test that downloaded may fire in a later file's test in the same group (decision 242): a no-op here,
// as it is for an address already revoked. Tests that check it replace it.
if (typeof URL.revokeObjectURL !== 'function') Object.assign(URL, { revokeObjectURL: () => undefined });

// jsdom has no scrolling: its window.scrollTo only reports "Not implemented". Scrolling to the top after a
// navigation (the explorer's router) is a no-op here, as it would be on a page that does not scroll.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}
