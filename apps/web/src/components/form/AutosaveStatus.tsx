import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus as Status } from './useAutosave.js';

/** `conflict`: the save went through but someone else's newer answer was kept for a field (co-editing). */
type Shown = Status | 'conflict';

const COLOR: Record<Shown, string> = {
  saved: 'fg.success',
  saving: 'fg.muted',
  pending: 'fg.muted',
  refused: 'fg.error',
  conflict: 'fg.error',
};

/** Where a form that saves as you go stands, announced politely to screen readers. */
export function AutosaveStatus({ status }: { status: Shown }) {
  const { t } = useTranslation();
  return (
    <Text role="status" aria-live="polite" textStyle="sm" color={COLOR[status]}>
      {t(`autosave.${status}`)}
    </Text>
  );
}
