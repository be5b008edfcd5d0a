import { PRODUCT_TASK_IDS, type ClientDto } from '@onboard/contracts';
import type { ComponentType } from 'react';
import { CompanyProfileTask } from './company-profile/CompanyProfileTask.js';
import { DeductibleMaximumReportTask, DentalRolloverTask } from './dental/DentalRolloverTask.js';
import { PfmlTask } from './pfml/PfmlTask.js';
import { SpdAcknowledgementPart } from './spd/SpdAcknowledgementPart.js';
import { CallTask } from './calls/CallTask.js';
import { ResourcesTask } from './resources/ResourcesTask.js';
import { OnboardingFormsTask } from './onboarding-forms/OnboardingFormsTask.js';

/** A task as the client detail carries it. */
export type TaskOfClient = ClientDto['tasks'][number];
/** A policy of the client. */
export type PolicyOfClient = ClientDto['policies'][number];

/** What every task's working part gets from the task page (issue 12). */
export type TaskWorkProps = {
  client: ClientDto;
  /** The spec §4 task id (kickoff-call, pfml, a product task id …). */
  taskId: string;
  /** The client's task row, when it has one. */
  task: TaskOfClient | undefined;
  /** The policy of a policy task's page. */
  policy: PolicyOfClient | undefined;
};

/**
 * The working part of each task's page, by task id (issue 12): what the client does there and what staff
 * record. The task page shows the status, history and review actions around it. Each task's part lives in its
 * own folder under features/tasks/ and adds one line here.
 */
export const TASK_WORK: Partial<Record<string, ComponentType<TaskWorkProps>>> = {
  pfml: PfmlTask,
  'pfml-spd': SpdAcknowledgementPart,
  'sunadvisor-spd': SpdAcknowledgementPart,
  'dental-rollover': DentalRolloverTask,
  'deductible-maximum-report': DeductibleMaximumReportTask,
  'company-profile': CompanyProfileTask,
  'kickoff-call': CallTask,
  'ongoing-service-call': CallTask,
  'enrollment-resources': ResourcesTask,
  'onboarding-forms': OnboardingFormsTask,
  ...Object.fromEntries(PRODUCT_TASK_IDS.map((id) => [id, ResourcesTask])),
};
