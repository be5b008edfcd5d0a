import type { ExplorerRenewalInput } from '@onboard/contracts';
import { cleanValues, siteValuesOf, type SiteFormValues, type StaffExplorerPage } from './siteForm.js';

/** The renewal form (explorer spec §3 "Renewal fields"): the new site's dates and plan year, the old one's fate. */
export type RenewalFormValues = {
  newExplorerPageStartDate: string;
  newExplorerPageEndDate: string;
  newExplorerPagePlanYear: string;
  openEnrollmentStart: string;
  openEnrollmentEnd: string;
  prevExplorerPageExpiry: string;
  prevExplorerPageVanitySlug: string;
  prevExplorerPageCustomBranding: boolean;
};

/** A date (YYYY-MM-DD) moved by days and years, or '' for none. */
export function shiftDate(date: string | null | undefined, { days = 0, years = 0 }): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return '';
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y + years, m - 1, d + days));
  return moved.toISOString().slice(0, 10);
}

/** The next plan year: 2026 → 2027, 2026-2027 → 2027-2028; anything else as it is. */
export function nextPlanYear(planYear: string | null | undefined): string {
  if (!planYear) return '';
  return /^[0-9-]+$/.test(planYear)
    ? planYear.replace(/\d{4}/g, (year) => String(Number(year) + 1))
    : planYear;
}

/** The form's first values: the new site starts the day after this one expires, a year on (decision 163). */
export function renewalDefaults(page: StaffExplorerPage): RenewalFormValues {
  return {
    newExplorerPageStartDate:
      shiftDate(page.expiresAt, { days: 1 }) || shiftDate(page.startsAt, { years: 1 }),
    newExplorerPageEndDate: shiftDate(page.expiresAt, { years: 1 }),
    newExplorerPagePlanYear: nextPlanYear(page.planYear),
    openEnrollmentStart: shiftDate(page.openEnrollmentStart, { years: 1 }),
    openEnrollmentEnd: shiftDate(page.openEnrollmentEnd, { years: 1 }),
    prevExplorerPageExpiry: page.expiresAt?.slice(0, 10) ?? '',
    prevExplorerPageVanitySlug: '',
    prevExplorerPageCustomBranding: page.customBranding,
  };
}

/**
 * The renew call's body: the new site is this one's settings and plans (new plans: no ids) with the form's
 * dates and plan year, taking over the vanity address unless the old site keeps it; the prevExplorerPage…
 * fields say what becomes of this site.
 */
export function renewalBody(
  page: StaffExplorerPage,
  values: RenewalFormValues,
): SiteFormValues & ExplorerRenewalInput {
  const site = siteValuesOf(page);
  const prevSlug = values.prevExplorerPageVanitySlug.trim() || null;
  return cleanValues({
    ...site,
    benefits: site.benefits.map(({ id: _id, ...plan }) => plan),
    startsAt: values.newExplorerPageStartDate,
    expiresAt: values.newExplorerPageEndDate,
    planYear: values.newExplorerPagePlanYear,
    openEnrollmentStart: values.openEnrollmentStart,
    openEnrollmentEnd: values.openEnrollmentEnd,
    vanitySlug:
      page.vanitySlug && page.vanitySlug.toLowerCase() !== prevSlug?.toLowerCase() ? page.vanitySlug : null,
    prevExplorerPageId: page.id,
    prevExplorerPageExpiry: values.prevExplorerPageExpiry,
    prevExplorerPageVanitySlug: prevSlug,
    prevExplorerPagePlanYear: page.planYear,
    prevExplorerPageCustomBranding: values.prevExplorerPageCustomBranding,
  });
}
