/**
 * Jest setup file of the browser tests: with E2E_SYSTEMS (npm test starts one whole system per Jest worker),
 * this file's worker takes its own system's BASE_URL, STAND_INS_URL and DATABASE_URL. Without it, the variables
 * as set (one running Onboard) are used.
 */
const systems = process.env['E2E_SYSTEMS'];
if (systems) {
  const list = JSON.parse(systems) as Record<string, string>[];
  const worker = Number(process.env['JEST_WORKER_ID'] ?? '1');
  const own = list[(worker - 1) % list.length];
  if (!own) throw new Error(`E2E_SYSTEMS has no system for Jest worker ${String(worker)}`);
  Object.assign(process.env, own);
}
