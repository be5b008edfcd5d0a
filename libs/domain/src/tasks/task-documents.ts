import type { DocumentCategory } from '@onboard/contracts';

/**
 * The documents a task gathers (decision 117): the task's page lists and takes them (of the task's policy for a
 * policy task). One table for the web's task page, the clients service (a submission without documents) and
 * the documents service (an upload for a voided task), decision 202.
 */
export const TASK_DOCUMENT_CATEGORIES: Readonly<Partial<Record<string, readonly DocumentCategory[]>>> = {
  'prior-carrier-certificates': ['prior-carrier-certificate'],
  'prior-carrier-bills': ['prior-carrier-bill'],
  'enrollment-resources': ['enrollment-resource'],
  'deductible-maximum-report': ['deductible-maximum-report'],
  'dental-rollover': ['dental-rollover'],
  'pfml-spd': ['plan-document'],
  'sunadvisor-spd': ['plan-document'],
};

/**
 * Tasks whose work is their documents and nothing else (decision 202): they cannot be submitted for review, or
 * resubmitted after Action Required, while they have none. Dental rollover (its answers may say there is no
 * rollover), the plan descriptions (an acknowledgement) and the resources (no review) are not among them.
 */
export const DOCUMENT_ONLY_TASKS: readonly string[] = [
  'prior-carrier-certificates',
  'prior-carrier-bills',
  'deductible-maximum-report',
];

/** Whether sending `taskId` for review needs at least one of its documents. */
export const submissionNeedsDocuments = (taskId: string): boolean => DOCUMENT_ONLY_TASKS.includes(taskId);

/** The tasks that gather documents of `category`. */
export const tasksGathering = (category: DocumentCategory): string[] =>
  Object.entries(TASK_DOCUMENT_CATEGORIES)
    .filter(([, categories]) => categories?.includes(category))
    .map(([taskId]) => taskId);
