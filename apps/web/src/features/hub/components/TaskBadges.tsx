import { Badge } from '@chakra-ui/react';
import type { TaskStatus } from '@onboard/contracts';
import { dueBadge } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, localToday, statusLabelKey, statusPalette } from '../tasks.js';

/** A task's status: the domain's label (Upcoming shows Not Started, NIGO Action Required …) and colour. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('hub');
  return (
    <Badge colorPalette={statusPalette(status)} data-status={status} variant="subtle">
      {t(`tasks.status.${statusLabelKey(status)}`)}
    </Badge>
  );
}

/**
 * The due-date badge (spec section 4): only for open tasks with a due date; "Due today", "Past Due", "Due
 * Soon" (within 5 days) or "Due by", with the date formatted for the user's language.
 */
export function DueBadge({
  status,
  dueDate,
  today,
}: {
  status: TaskStatus;
  dueDate: string | null;
  today?: string;
}) {
  const { t, i18n } = useTranslation('hub');
  const badge = dueBadge(status, dueDate?.slice(0, 10), today ?? localToday());
  if (!badge) return null;
  const date = 'date' in badge ? formatCalendarDate(badge.date, i18n.language) : '';
  switch (badge.kind) {
    case 'due-today':
      return (
        <Badge colorPalette="orange" data-due={badge.kind}>
          {t('tasks.due.today')}
        </Badge>
      );
    case 'past-due':
      return (
        <Badge colorPalette="red" data-due={badge.kind}>
          {t('tasks.due.pastDue', { date })}
        </Badge>
      );
    case 'due-soon':
      return (
        <Badge colorPalette="orange" data-due={badge.kind}>
          {t('tasks.due.soon', { date })}
        </Badge>
      );
    case 'due-by':
      return (
        <Badge colorPalette="gray" data-due={badge.kind}>
          {t('tasks.due.by', { date })}
        </Badge>
      );
  }
}
