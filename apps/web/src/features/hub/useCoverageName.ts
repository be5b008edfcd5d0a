import { coverageOf } from '@onboard/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A coverage's name in the user's language. A policy lists its coverages by their English display names
 * (`slfCoverages`, as QPS gives them) and a plan by its code: both are looked up in the catalogue
 * (libs/domain coverages.ts) and named from the `hub` namespace's `coverageNames`. A name the catalogue does
 * not know is shown as it came.
 */
export function coverageName(t: TFunction<'hub'>, nameOrCode: string): string {
  const coverage = coverageOf(nameOrCode);
  if (!coverage) return nameOrCode;
  if (coverage.kind === 'pfml' && coverage.state) {
    return t('coverageNames.pfml', {
      state: coverage.state,
      funding: t(`coverageNames.funding.${coverage.funding === 'ASO' ? 'ASO' : 'FULLY_INSURED'}`),
    });
  }
  if (coverage.kind === 'prepaidDental' && coverage.state) {
    return t('coverageNames.prepaidDental', { state: coverage.state });
  }
  return t(`coverageNames.byCode.${coverage.code}`, { defaultValue: coverage.name });
}

/** `(coverages) => 'Dental, Visión'`: a policy's coverages named in the user's language, '—' for none. */
export function useCoverageList(): (coverages: readonly string[]) => string {
  const { t } = useTranslation('hub');
  return useCallback(
    (coverages) => coverages.map((coverage) => coverageName(t, coverage)).join(', ') || '—',
    [t],
  );
}

/** One coverage (or plan type) named in the user's language. */
export function useCoverageName(): (nameOrCode: string) => string {
  const { t } = useTranslation('hub');
  return useCallback((nameOrCode) => coverageName(t, nameOrCode), [t]);
}
