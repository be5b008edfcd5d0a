import { createHash } from 'node:crypto';

/**
 * A stable UUID for a demo record, the same in every service and every run, so services can seed records
 * that refer to each other (a broker's client ids) without reading each other's schema.
 */
export function demoId(name: string): string {
  const hex = createHash('sha256').update(`onboard-demo:${name}`).digest('hex');
  // Shape it as a version-4-looking UUID (variant bits set) so validators accept it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Reads `--name value` (or `--name=value`) from seed arguments. */
export function argValue(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === `--${name}`) return args[i + 1];
    if (arg?.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}
