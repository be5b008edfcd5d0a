import type { ExplorerSiteInput } from '@onboard/contracts';

/**
 * The cross-field rules of explorer spec §5 (@onboard/domain `explorerSiteIssues`), behind one local name
 * until the domain rules land on this branch.
 */
export type FieldIssue = { path: string; message: string };
export type SiteRuleContext = {
  policyEffectiveDate: string | null;
  toggles: { dentalComparison: boolean; visionComparison: boolean };
  comparisonOverride?: boolean;
};

export function siteIssues(_site: ExplorerSiteInput, _ctx: SiteRuleContext): FieldIssue[] {
  return [];
}

/** The documents a benefit type shows: the same key once (the first kept), at most 15. */
export function collectSiteDocuments<T extends { documentKey: string }>(documents: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const document of documents) {
    if (seen.has(document.documentKey)) continue;
    seen.add(document.documentKey);
    kept.push(document);
  }
  return kept.slice(0, 15);
}
