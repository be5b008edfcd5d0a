import {
  CARE_USES,
  COVERAGE_TIERS,
  TAX_BRACKETS,
  type CareService,
  type CareUse,
  type CoverageTier,
  type TaxBracket,
} from '@onboard/domain';

/**
 * The finder's answers, kept in this browser per explorer page like favorites (explorer spec §3 local state;
 * issue 34 item 2): nothing is stored on a server. Custom counts are kept as typed, so a half-typed figure
 * comes back as it was.
 */
export type FinderAnswers = {
  tier: CoverageTier;
  care: CareUse | 'custom';
  counts: Partial<Record<CareService, string>>;
  taxBracket: TaxBracket | null;
};

export const FINDER_KEY_PREFIX = 'onboard.explorer.finder.';

const DEFAULTS: FinderAnswers = { tier: 'employee', care: 'moderate', counts: {}, taxBracket: null };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The answers kept for the page, each checked (anything else, or nothing, gives the default). */
export function readFinderAnswers(pageId: string): FinderAnswers {
  try {
    const raw = storage()?.getItem(`${FINDER_KEY_PREFIX}${pageId}`);
    const kept = (raw ? JSON.parse(raw) : {}) as Partial<Record<keyof FinderAnswers, unknown>>;
    const counts =
      kept.counts && typeof kept.counts === 'object'
        ? Object.fromEntries(
            Object.entries(kept.counts as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return {
      tier: (COVERAGE_TIERS as readonly unknown[]).includes(kept.tier)
        ? (kept.tier as CoverageTier)
        : DEFAULTS.tier,
      care:
        kept.care === 'custom' || (CARE_USES as readonly unknown[]).includes(kept.care)
          ? (kept.care as CareUse | 'custom')
          : DEFAULTS.care,
      counts,
      taxBracket: (TAX_BRACKETS as readonly unknown[]).includes(kept.taxBracket)
        ? (kept.taxBracket as TaxBracket)
        : null,
    };
  } catch {
    return DEFAULTS;
  }
}

export function writeFinderAnswers(pageId: string, answers: FinderAnswers): void {
  try {
    storage()?.setItem(`${FINDER_KEY_PREFIX}${pageId}`, JSON.stringify(answers));
  } catch {
    // Not kept; the finder still shows the answers until the page is left.
  }
}
