import { MAX_DOCUMENTS_PER_BENEFIT_TYPE } from '@onboard/contracts';

/** A document of a page, by the benefit type it belongs to. */
export type BenefitTypeDocument = { benefitType: string; documentKey: string };

/**
 * The documents a page shows (explorer spec §5, §9): in the given order, a document whose key was already
 * collected for its benefit type is dropped, and at most 15 are collected per benefit type (decision 157: the
 * same key under two benefit types is kept under each).
 */
export function collectDocuments<T extends BenefitTypeDocument>(docs: readonly T[]): T[] {
  const keys = new Map<string, Set<string>>();
  const collected: T[] = [];
  for (const doc of docs) {
    const seen = keys.get(doc.benefitType) ?? new Set<string>();
    keys.set(doc.benefitType, seen);
    if (seen.has(doc.documentKey) || seen.size >= MAX_DOCUMENTS_PER_BENEFIT_TYPE) continue;
    seen.add(doc.documentKey);
    collected.push(doc);
  }
  return collected;
}
