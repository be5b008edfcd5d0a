import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus as Status } from './useAutosave.js';

const COLOR: Record<Status, string> = {
  saved: 'fg.success',
  saving: 'fg.muted',
  pending: 'fg.muted',
  refused: 'fg.error',
};

/** Where a form that saves as you go stands, announced politely to screen readers. */
export function AutosaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Text role="status" aria-live="polite" textStyle="sm" color={COLOR[status]}>
      {t(`autosave.${status}`)}
    </Text>
  );
}
