import { SimpleGrid, Stack } from '@chakra-ui/react';
import { can, ENROLLMENT_RESOURCES_TASK_ID } from '@onboard/contracts';
import { useSession } from '../../auth/hooks/useSession.js';
import type { TaskWorkProps } from '../registry.js';
import { AddLinkForm } from './AddLinkForm.js';
import { AttachDocumentForm } from './AttachDocumentForm.js';
import { EnrollmentForm } from './EnrollmentForm.js';
import { ResourceList } from './ResourceList.js';
import { useMarkStepViewed } from './useMarkStepViewed.js';

/** The step-viewed key of a task's page (decision 128): `task:<taskId>`. */
export const taskStepKey = (taskId: string): string => `task:${taskId}`;

/**
 * The working part of the enrollment-resources task and of every product task (`dental` …, decisions 126–128):
 * on enrollment-resources the enrollment dates and needs, then the task's resources (general or the product's),
 * with the add-link and attach-document forms for staff. Opening the page records the step as viewed (the server keeps the first
 * time of a client user and ignores staff).
 */
export function ResourcesTask({ client, taskId }: TaskWorkProps) {
  const { principal } = useSession();
  const canManage = can(principal, 'create', 'client-setup', { clientId: client.id });
  const general = taskId === ENROLLMENT_RESOURCES_TASK_ID;
  useMarkStepViewed(client.id, taskStepKey(taskId));

  return (
    <Stack gap={8}>
      {general && <EnrollmentForm clientId={client.id} />}
      <ResourceList clientId={client.id} productTaskId={taskId} canManage={canManage} />
      {canManage && (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
          <AddLinkForm clientId={client.id} productTaskId={general ? null : taskId} />
          <AttachDocumentForm clientId={client.id} productTaskId={general ? null : taskId} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
