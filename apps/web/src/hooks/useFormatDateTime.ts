import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates of the API (ISO strings) in the user's language; '—' for none. */
export function useFormatDateTime(style: 'dateTime' | 'date' = 'dateTime') {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '—';
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '—';
      return new Intl.DateTimeFormat(
        i18n.language,
        style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
      ).format(date);
    },
    [i18n.language, style],
  );
}
