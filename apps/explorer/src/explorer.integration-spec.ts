import { expect, test } from '@jest/globals';
import { demoId, publicFork, systemFork } from '@onboard/server-kit';
import { describeServiceBasics } from '@onboard/server-kit/testing';
import { explorerService } from './definition.js';
import { BenefitPlan } from './sites/benefit-plan.entity.js';
import { ExplorerSite } from './sites/explorer-site.entity.js';

const northwind = demoId('explorer-site:northwind-foods');
const bluebird = demoId('explorer-site:bluebird-health');

describeServiceBasics(explorerService, ({ running }) => {
  // Decision 230: an anonymous public page reads as the app role with an empty client scope; PostgreSQL's
  // public_page policies admit the one site its address names, then that site's children, and nothing else.
  test('a public page sees only the site its address names and that site’s plans, and writes nothing', async () => {
    const em = running().deps.orm.em;
    const site = (settings: Record<string, string>) =>
      publicFork(em, settings)
        .find(ExplorerSite, {}, { orderBy: { id: 'asc' } })
        .then((rows) => rows.map((s) => s.id));
    const planSites = (settings: Record<string, string>) =>
      publicFork(em, settings)
        .find(BenefitPlan, {})
        .then((rows) => [...new Set(rows.map((p) => p.site.id))]);
    // Every site's rows exist (the system sees both demo sites and their plans).
    const all = await systemFork(em).find(ExplorerSite, { id: { $in: [northwind, bluebird] } });
    expect(all).toHaveLength(2);

    // By id, or by vanity slug (lower case): that one site, asked for without any condition of the query's own.
    expect(await site({ 'onboard.public_site': northwind })).toEqual([northwind]);
    expect(await site({ 'onboard.public_site': 'bluebird-demo' })).toEqual([bluebird]);
    // The site's address admits no plan; the site's id admits its plans and no site.
    expect(await planSites({ 'onboard.public_site': northwind })).toEqual([]);
    expect(await planSites({ 'onboard.public_site_id': northwind })).toEqual([northwind]);
    expect(await site({ 'onboard.public_site_id': northwind })).toEqual([]);
    // Nothing asked, or an address of nothing: nothing at all.
    expect(await site({})).toEqual([]);
    expect(await planSites({})).toEqual([]);
    expect(await site({ 'onboard.public_site': 'no-such-site' })).toEqual([]);

    // Read only: an update through the page's own scope reaches no row.
    const page = publicFork(em, { 'onboard.public_site': northwind });
    expect(await page.nativeUpdate(ExplorerSite, { id: northwind }, { name: 'Taken over' })).toBe(0);
    const [unchanged] = await systemFork(em).find(ExplorerSite, { id: northwind });
    expect(unchanged?.name).not.toBe('Taken over');
  });
});
