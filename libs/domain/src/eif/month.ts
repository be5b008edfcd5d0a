import type { EifFieldKind } from '@onboard/contracts';

/** An answer of this kind is a month of the year (1–12): the form offers it, and the summaries print it, by name. */
export const isMonthKind = (kind: EifFieldKind): boolean =>
  kind.kind === 'integer' && kind.min === 1 && kind.max === 12;

/** A month's name (1 is January) in a language ('en-US', 'es' …). */
export const monthName = (month: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );
