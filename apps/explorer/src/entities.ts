import { BenefitPlan } from './sites/benefit-plan.entity.js';
import { ExplorerSite } from './sites/explorer-site.entity.js';
import { SiteDocument } from './sites/site-document.entity.js';

/** Every entity of the explorer schema (MikroORM discovery and the migration diff read this list). */
export const EXPLORER_ENTITIES = [ExplorerSite, BenefitPlan, SiteDocument];
