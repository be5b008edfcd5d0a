import { useTranslation } from 'react-i18next';
import { isKnownTaskId } from '../tasks.js';

/** A task's name: the known ids (product tasks included, decision 126) have one in both languages; any other id shows in words. */
export function useTaskName(): (taskId: string) => string {
  const { t } = useTranslation('hub');
  return (taskId: string) =>
    isKnownTaskId(taskId)
      ? t(`tasks.names.${taskId}` as 'tasks.names.pfml')
      : taskId.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
