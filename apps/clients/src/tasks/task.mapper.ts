import type { taskSchema } from '@onboard/contracts';
import type { z } from 'zod';
import { iso } from '../dates.js';
import type { Task } from './task.entity.js';

export type TaskDto = z.infer<typeof taskSchema>;

export function toTaskDto(task: Task): TaskDto {
  return {
    id: task.id,
    taskId: task.taskId,
    policyId: task.policy?.id ?? null,
    status: task.status,
    dueDate: task.dueDate ?? null,
    statusUpdatedAt: iso(task.statusUpdatedAt),
  };
}
