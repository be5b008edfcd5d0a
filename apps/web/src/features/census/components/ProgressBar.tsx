import { Progress } from '@chakra-ui/react';

/**
 * A progress bar named for assistive tech (the track is the progressbar; its name would otherwise be only the
 * percentage). `value` null: not known (indeterminate).
 */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  return (
    <Progress.Root value={value} max={100} colorPalette="brand" size="sm">
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
