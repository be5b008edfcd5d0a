import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { can } from '@onboard/contracts';
import { TASK_DOCUMENT_CATEGORIES } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { isKnownTaskId, taskShownFor } from '../tasks.js';
import { BackControls } from './BackControls.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { DocumentsPanel } from '../../documents/components/DocumentsPanel.js';
import { useHubClient } from './ClientScope.js';
import { DueBadge, TaskStatusBadge } from './TaskBadges.js';
import { useTaskName } from './useTaskName.js';
import { useCoverageList } from '../useCoverageName.js';
import { TASK_WORK } from '../../tasks/registry.js';
import { TaskReview } from '../../tasks/review/TaskReview.js';

/** The documents a task gathers (decision 117): one table in the domain, read by the services too (decision 202). */
export { TASK_DOCUMENT_CATEGORIES };

/**
 * /task/{taskId}, /task/{taskId}/{policyId} and /task/{taskId}/policy/{policyId}: a task's status, due badge
 * and description. Only known client or policy task ids are accepted (a product task only for a client with
 * that product); anything else is not found.
 */
export function TaskPage() {
  const { t } = useTranslation('hub');
  const format = useFormatDateTime();
  const taskId = useRequiredParam('taskId');
  const { policyId } = useParams();
  const client = useHubClient();
  const taskName = useTaskName();
  const coverageList = useCoverageList();
  const { principal } = useSession();

  if (!isKnownTaskId(taskId) || !taskShownFor(client, taskId)) return <ErrorPage kind="notFound" />;
  const policy = policyId ? client.policies.find((p) => p.id === policyId) : undefined;
  if (policyId && !policy) return <ErrorPage kind="notFound" />;
  const task = client.tasks.find(
    (candidate) => candidate.taskId === taskId && (policyId ? candidate.policyId === policyId : true),
  );

  const Work = TASK_WORK[taskId];

  return (
    <Stack gap={6}>
      <BackControls clientId={client.id} />
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {taskName(taskId)}
        </Heading>
        {policy && (
          <Text color="fg.muted">{t('tasks.coverages', { list: coverageList(policy.slfCoverages) })}</Text>
        )}
      </Stack>
      {task ? (
        <Stack gap={2} data-testid="task-status">
          <HStack gap={2} wrap="wrap">
            <Text fontWeight="medium">{t('tasks.statusLabel')}:</Text>
            <TaskStatusBadge status={task.status} />
            <DueBadge status={task.status} dueDate={task.dueDate} />
          </HStack>
          {task.statusUpdatedAt && (
            <Text fontSize="sm" color="fg.muted">
              {t('tasks.statusUpdated', { date: format(task.statusUpdatedAt) })}
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('tasks.notAvailable')}</Text>
      )}
      <Stack as="section" aria-labelledby="task-description" gap={2}>
        <Heading as="h2" size="md" id="task-description">
          {t('tasks.description')}
        </Heading>
        <Text>{t(`tasks.descriptions.${taskId}` as 'tasks.descriptions.pfml')}</Text>
      </Stack>
      {task && <TaskReview clientId={client.id} task={task} />}
      {Work && <Work client={client} taskId={taskId} task={task} policy={policy} />}
      {TASK_DOCUMENT_CATEGORIES[taskId] && (
        <DocumentsPanel
          clientId={client.id}
          categories={TASK_DOCUMENT_CATEGORIES[taskId]}
          {...(policy ? { policyId: policy.id } : {})}
          title={t('tasks.documents')}
          // A voided task takes no documents (decision 202; the documents service refuses them too).
          canUpload={
            task?.status !== 'Voided' && can(principal, 'create', 'document', { clientId: client.id })
          }
        />
      )}
      {taskId === 'enrollment-elections' && policy && (
        <HStack>
          <Button asChild colorPalette="brand">
            <RouterLink to={PATHS.censusValidations(client.id, policy.id)}>
              {t('tasks.openCensus')}
            </RouterLink>
          </Button>
        </HStack>
      )}
      {taskId === 'eif-submit-company-information' && (
        <HStack>
          <Button asChild colorPalette="brand">
            <RouterLink to={PATHS.eif(client.id, 'company-information')}>{t('tasks.openEif')}</RouterLink>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
