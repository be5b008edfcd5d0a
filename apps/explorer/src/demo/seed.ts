import { DEMO_CLIENTS, explorerSiteInputSchema } from '@onboard/contracts';
import { argValue, demoId, scopeToSystem, setDemoTenant, type SeedDeps } from '@onboard/server-kit';
import { BenefitPlan } from '../sites/benefit-plan.entity.js';
import { ExplorerSite } from '../sites/explorer-site.entity.js';
import { planRecord, siteFields } from '../sites/explorer-site.mapper.js';
import { demoSites } from './demo-sites.js';

/**
 * The explorer's demo sites (decision 007: stable ids, written once): a live site with every benefit type and
 * a demo site (demo-sites.ts). A site already there is left as it is.
 */
export async function seedExplorer(deps: SeedDeps, args: string[] = []): Promise<void> {
  // `--tenant <name>` (decision 212): the sites of a test file's own demo clients; their addresses end in
  // `-<tenant>` (an address is unique).
  const tenant = argValue(args, 'tenant');
  setDemoTenant(tenant);
  const em = deps.orm.em.fork();
  scopeToSystem(em);
  let written = 0;
  await em.transactional(async (tx) => {
    for (const demo of demoSites()) {
      const id = demoId(`explorer-site:${demo.key}`);
      if (await tx.findOne(ExplorerSite, { id })) continue;
      if (!DEMO_CLIENTS.some((c) => c.key === demo.clientKey))
        throw new Error(`no demo client ${demo.clientKey}`);
      const input = explorerSiteInputSchema.parse(
        tenant && demo.input.vanitySlug
          ? { ...demo.input, vanitySlug: `${demo.input.vanitySlug}-${tenant}` }
          : demo.input,
      );
      const site = tx.create(ExplorerSite, {
        id,
        clientId: demoId(`client:${demo.clientKey}`),
        ...siteFields(input),
        isLive: demo.isLive,
      });
      input.benefits.forEach((plan, position) =>
        tx.create(BenefitPlan, {
          ...planRecord(plan),
          id: demoId(`explorer-plan:${demo.key}:${position}`),
          site,
          clientId: site.clientId,
          position,
        }),
      );
      written++;
    }
  });
  deps.logger.info({ written }, 'demo explorer sites seeded');
}
