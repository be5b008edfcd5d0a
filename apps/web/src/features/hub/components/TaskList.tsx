import { HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { isKnownTaskId, sortTasks, taskShownFor, type HubTask } from '../tasks.js';
import { DueBadge, TaskStatusBadge } from './TaskBadges.js';
import { useTaskName } from './useTaskName.js';
import { useCoverageList } from '../useCoverageName.js';

function TaskRow({ clientId, task }: { clientId: string; task: HubTask }) {
  const name = useTaskName()(task.taskId);
  return (
    <List.Item data-task={task.taskId} borderWidth="1px" rounded="md" px={4} py={3} listStyleType="none">
      <HStack justify="space-between" wrap="wrap" gap={3}>
        {isKnownTaskId(task.taskId) ? (
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={PATHS.clientTask(clientId, task.taskId, task.policyId)}>{name}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium">{name}</Text>
        )}
        <HStack gap={2}>
          <DueBadge status={task.status} dueDate={task.dueDate} />
          <TaskStatusBadge status={task.status} />
        </HStack>
      </HStack>
    </List.Item>
  );
}

/** The client's tasks: client tasks, then each policy's tasks, in the display order. */
export function TaskList({ client }: { client: ClientDto }) {
  const { t } = useTranslation('hub');
  const coverageList = useCoverageList();
  const clientTasks = sortTasks(
    client.tasks.filter((task) => task.policyId === null && taskShownFor(client, task.taskId)),
  );
  const policies = client.policies
    .map((policy) => ({
      policy,
      tasks: sortTasks(client.tasks.filter((task) => task.policyId === policy.id)),
    }))
    .filter((group) => group.tasks.length > 0);

  if (client.tasks.length === 0) return <Text color="fg.muted">{t('home.noTasks')}</Text>;
  return (
    <Stack gap={6}>
      {clientTasks.length > 0 && (
        <Stack as="section" aria-labelledby="client-tasks" gap={3}>
          <Heading as="h3" size="md" id="client-tasks">
            {t('home.clientTasks')}
          </Heading>
          <List.Root gap={2} ps={0}>
            {clientTasks.map((task) => (
              <TaskRow key={task.id} clientId={client.id} task={task} />
            ))}
          </List.Root>
        </Stack>
      )}
      {policies.length > 0 && (
        <Stack as="section" aria-labelledby="policy-tasks" gap={3}>
          <Heading as="h3" size="md" id="policy-tasks">
            {t('home.policyTasks')}
          </Heading>
          {policies.map(({ policy, tasks }) => (
            <Stack key={policy.id} gap={2}>
              <Text fontSize="sm" color="fg.muted">
                {t('home.policy', { coverages: coverageList(policy.slfCoverages) })}
              </Text>
              <List.Root gap={2} ps={0}>
                {tasks.map((task) => (
                  <TaskRow key={task.id} clientId={client.id} task={task} />
                ))}
              </List.Root>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
