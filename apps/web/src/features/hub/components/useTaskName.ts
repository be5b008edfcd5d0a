import { useTranslation } from 'react-i18next';
import { isKnownTaskId } from '../tasks.js';

/** A task's name: the known ids have one in both languages; a product task shows its id in words. */
export function useTaskName(): (taskId: string) => string {
  const { t } = useTranslation('hub');
  return (taskId: string) =>
    isKnownTaskId(taskId)
      ? t(`tasks.names.${taskId}` as 'tasks.names.pfml')
      : taskId.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
