import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { DueBadge, TaskStatusBadge } from '../../hub/components/TaskBadges.js';
import { useTaskName } from '../../hub/components/useTaskName.js';
import { sortTasks } from '../../hub/tasks.js';
import { useCoverageList } from '../../hub/useCoverageName.js';

/**
 * The client's tasks on staff's manage page (issue 12 item 9): each task's status and due badge, and a link
 * to its page in the client's hub, where staff review, mark NIGO, approve and record what the task needs.
 */
export function ManageTasksPanel({ client }: { client: ClientDto }) {
  const { t } = useTranslation('tasks');
  const taskName = useTaskName();
  const headingId = useId();
  const tasks = sortTasks(client.tasks);
  const coverageList = useCoverageList();
  const coveragesOf = (policyId: string | null) =>
    coverageList(client.policies.find((p) => p.id === policyId)?.slfCoverages ?? []);

  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('manage.heading')}
      </Heading>
      {tasks.length === 0 ? (
        <Text color="fg.muted">{t('manage.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('manage.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('manage.task')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('manage.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('manage.due')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('manage.policy')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tasks.map((task) => (
                <Table.Row key={task.id} data-testid="manage-task-row">
                  <Table.Cell>
                    <Link asChild colorPalette="brand">
                      <RouterLink
                        to={PATHS.clientTask(client.id, task.taskId, task.policyId)}
                        aria-label={t('manage.open', { task: taskName(task.taskId) })}
                      >
                        {taskName(task.taskId)}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <TaskStatusBadge status={task.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <DueBadge status={task.status} dueDate={task.dueDate} />
                  </Table.Cell>
                  {/* A policy's coverages wrap in their cell: on one line they pushed Status and Due out of
                      sight at 1366 px (issue 27 item 12); the status and due come first for the same reason. */}
                  <Table.Cell whiteSpace="normal" minW="10rem" maxW="22rem">
                    {task.policyId ? coveragesOf(task.policyId) : '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
