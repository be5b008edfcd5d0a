import { DEFAULT_CALL_TOPICS, type CallOptionDto, type KickoffCallStatus } from '@onboard/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';

/** The `calls:statuses` key of each kickoff call status (spec §4 writes them with spaces and dashes). */
export const CALL_STATUS_KEYS = {
  Pending: 'pending',
  Complete: 'complete',
  'Complete - No Recording': 'completeNoRecording',
  'Complete - Call Recorded': 'completeCallRecorded',
  Declined: 'declined',
  'No Response': 'noResponse',
} as const satisfies Record<KickoffCallStatus, string>;

const DEFAULT_TOPICS: ReadonlySet<string> = new Set(Object.values(DEFAULT_CALL_TOPICS).flat());

/** A topic as people read it: a default topic's key translated, staff's own text as written. */
export function useTopicLabel(): (topic: string) => string {
  const { t } = useTranslation('calls');
  return useCallback(
    (topic: string) => (DEFAULT_TOPICS.has(topic) ? t(`topics.${topic}` as 'topics.claims') : topic),
    [t],
  );
}

/** A status in the viewer's language. */
export function useCallStatusLabel(): (status: KickoffCallStatus) => string {
  const { t } = useTranslation('calls');
  return useCallback((status: KickoffCallStatus) => t(`statuses.${CALL_STATUS_KEYS[status]}`), [t]);
}

/** An offered time in the viewer's time zone and language, with its length. */
export function useOptionLabel(): (option: CallOptionDto) => string {
  const { t } = useTranslation('calls');
  const format = useFormatDateTime();
  return useCallback(
    (option: CallOptionDto) =>
      t('optionLabel', { date: format(option.startsAt), minutes: option.durationMinutes }),
    [t, format],
  );
}

/** The viewer's time zone (the browser's), for the note above the times. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input's value, in the viewer's time zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's wall-clock time) as an instant; null when blank or not a date. */
export function localInputToIso(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const FIRST_ERROR =
  'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], fieldset[data-invalid] input, [data-form-error]';

/**
 * Focus on the first error: a ref for the form's container and `focusError()` to call once a submit failed.
 * The focus moves after the render that shows the errors (an effect), to the first field in error (an input
 * marked invalid, a control in an invalid fieldset) or else to the general error.
 */
export function useFocusFirstError(): [RefObject<HTMLDivElement | null>, () => void] {
  const ref = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) ref.current?.querySelector<HTMLElement>(FIRST_ERROR)?.focus();
  }, [request]);
  return [ref, useCallback(() => setRequest((n) => n + 1), [])];
}
