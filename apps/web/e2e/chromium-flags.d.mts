/** Headless, no sandbox (we may run as root), nothing in the background that would skew a measurement. */
export declare const CHROMIUM_FLAGS: readonly string[];
