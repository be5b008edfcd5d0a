import { createHash } from 'node:crypto';

/** The tenant this process seeds (`seed --tenant <name>`), or '' for the demo data itself. */
let processTenant = '';

/**
 * A test's tenant (`<service> seed --tenant <name>`, decision 212): a copy of the demo clients of its own, under
 * ids of its own, on a system other test files share. Every `demoId` of the process is then the tenant's.
 */
export function setDemoTenant(tenant: string | undefined): void {
  if (tenant !== undefined && !/^[a-z0-9-]{1,40}$/.test(tenant))
    throw new Error(`A tenant is 1 to 40 of a-z, 0-9 and -: ${tenant}`);
  processTenant = tenant ?? '';
}

/**
 * A stable UUID for a demo record, the same in every service and every run, so services can seed records
 * that refer to each other (a broker's client ids) without reading each other's schema. In a tenant (the
 * process's, or `tenant` when given) the same name gives another id, the same in every service too.
 */
export function demoId(name: string, tenant: string = processTenant): string {
  const scoped = tenant ? `tenant:${tenant}:${name}` : name;
  const hex = createHash('sha256').update(`onboard-demo:${scoped}`).digest('hex');
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
