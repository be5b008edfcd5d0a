import Fastify, { type FastifyInstance } from 'fastify';

/** The outside systems Onboard talks to, each imitated under its own prefix, speaking HTTP as the real one. */
export const OUTSIDE_SYSTEMS = ['qps', 'esign', 'jira', 'recaptcha', 'video'] as const;
export type OutsideSystem = (typeof OUTSIDE_SYSTEMS)[number];

/**
 * Builds the stand-ins server. Each system's routes arrive with the issue that needs them (QPS with the push
 * jobs, e-signature with onboarding forms …); until then each answers its health route, so adapters and
 * deployments can be wired and probed now.
 */
export function createStandIns(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok', systems: OUTSIDE_SYSTEMS }));
  for (const system of OUTSIDE_SYSTEMS) {
    app.get(`/${system}/health`, async () => ({ status: 'ok', system }));
  }
  return app;
}
