import { Badge } from '@chakra-ui/react';
import type { EifStatus } from '@onboard/domain';
import { useTranslation } from 'react-i18next';

const KEYS = { 'Not Started': 'notStarted', 'In Progress': 'inProgress', Done: 'done' } as const;
const COLORS = { 'Not Started': 'gray', 'In Progress': 'blue', Done: 'green' } as const;

/** A section's status word (spec §4 PFML sections: Not Started, In Progress, Done) in the EIF's colours. */
export function SectionStatusBadge({ status }: { status: EifStatus }) {
  const { t } = useTranslation('taskforms');
  return (
    <Badge size="sm" colorPalette={COLORS[status]} data-status={status}>
      {t(`status.${KEYS[status]}`)}
    </Badge>
  );
}
