import { Progress } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Spec §4: without a known percent, the bar moves by 2 every second and stops at 99. */
export const PROGRESS_STEP = 2;
export const PROGRESS_STEP_MS = 1000;
export const PROGRESS_CAP = 99;

/** The next value of the estimated bar. */
export const nextEstimate = (value: number): number => Math.min(PROGRESS_CAP, value + PROGRESS_STEP);

/**
 * The percent to show: the real one when `percent` is a number (capped at 99 until the upload has been
 * answered, `done`), otherwise an estimate that grows by 2 every second up to 99 (spec §4).
 */
export function useDocumentProgress(percent: number | null, done = false): number {
  const [estimate, setEstimate] = useState(0);
  const known = percent !== null;
  useEffect(() => {
    if (known || done) return undefined;
    const timer = setInterval(() => setEstimate(nextEstimate), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, [known, done]);
  if (done) return 100;
  if (known) return Math.min(PROGRESS_CAP, Math.max(0, Math.round(percent)));
  return estimate;
}

/** The document-progress bar (spec §4), labelled for screen readers. */
export function DocumentProgress({
  percent,
  done = false,
  label,
}: {
  percent: number | null;
  done?: boolean;
  label: string;
}) {
  const value = useDocumentProgress(percent, done);
  return (
    <Progress.Root value={value} max={100} size="sm" colorPalette="brand">
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
