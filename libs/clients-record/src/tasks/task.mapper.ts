import type { taskSchema } from '@onboard/contracts';
import type { z } from 'zod';
import { iso } from '../dates.js';
import type { Task } from './task.entity.js';

export type TaskDto = z.infer<typeof taskSchema>;

/** The task fields its DTO reads: a loaded entity, or a row of the client's detail query. */
export type TaskFields = Pick<Task, 'id' | 'taskId' | 'status' | 'dueDate'> & {
  nigoReasons?: string[] | null;
  policy?: { id: string } | null;
  /** A loaded entity's Date, or the ISO text of a JSON row. */
  statusUpdatedAt?: Date | string | null;
};

export function toTaskDto(task: TaskFields): TaskDto {
  return {
    id: task.id,
    taskId: task.taskId,
    policyId: task.policy?.id ?? null,
    status: task.status,
    dueDate: task.dueDate ?? null,
    statusUpdatedAt: iso(task.statusUpdatedAt),
    nigoReasons: task.status === 'NIGO' ? (task.nigoReasons ?? []) : [],
  };
}
