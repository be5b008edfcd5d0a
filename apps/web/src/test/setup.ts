import { TextDecoder, TextEncoder } from 'node:util';

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
