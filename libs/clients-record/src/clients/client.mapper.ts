import type { ClientDto, ClientListItem, ClientSummary, Phase } from '@onboard/contracts';
import { iso } from '../dates.js';
import { toContactDto, type ContactFields } from '../contacts/contact.mapper.js';
import { toLocationDto, type LocationFields } from '../locations/location.mapper.js';
import { toPlanDto, type PlanFields } from '../policies-plans/plan.mapper.js';
import { toPolicyDto, type PolicyFields } from '../policies-plans/policy.mapper.js';
import { toTaskDto, type TaskFields } from '../tasks/task.mapper.js';
import type { Client } from './client.entity.js';

/** The client fields a list row shows: what the list query selects, and what a loaded Client has. */
export type ClientListFields = Pick<
  Client,
  | 'id'
  | 'name'
  | 'caseId'
  | 'ticketId'
  | 'releaseStatus'
  | 'implementationType'
  | 'isActive'
  | 'isTest'
  | 'isArchived'
  | 'isOnboard'
  | 'isBenefitsExplorer'
  | 'isRiskRejected'
  | 'completedSetupAt'
  | 'employeesNumber'
  | 'ebrEmail'
  | 'icFirstName'
  | 'icLastName'
  | 'icEmail'
  | 'icPhoneNumber'
  | 'createdAt'
  | 'updatedAt'
>;

/** What a list row adds to the client's own fields: the primary policy's phase and the task counts. */
export type ClientListExtras = { phase: Phase | null; tasksDone: number; tasksTotal: number };

export function toClientListItem(client: ClientListFields, extras: ClientListExtras): ClientListItem {
  return {
    id: client.id,
    name: client.name,
    caseId: client.caseId ?? null,
    ticketId: client.ticketId ?? null,
    releaseStatus: client.releaseStatus ?? null,
    implementationType: client.implementationType,
    phase: extras.phase,
    isActive: client.isActive,
    isTest: client.isTest,
    isArchived: client.isArchived,
    isOnboard: client.isOnboard,
    isBenefitsExplorer: client.isBenefitsExplorer,
    isRiskRejected: client.isRiskRejected,
    completedSetupAt: iso(client.completedSetupAt),
    employeesNumber: client.employeesNumber ?? null,
    ebrEmail: client.ebrEmail ?? null,
    implementationConsultant: {
      firstName: client.icFirstName ?? null,
      lastName: client.icLastName ?? null,
      email: client.icEmail ?? null,
      phoneNumber: client.icPhoneNumber ?? null,
    },
    taskCounts: { done: extras.tasksDone, total: extras.tasksTotal },
    createdAt: new Date(client.createdAt).toISOString(),
    updatedAt: new Date(client.updatedAt).toISOString(),
  };
}

/** The client fields its detail view reads beyond the list's. */
export type ClientDetailFields = ClientListFields &
  Pick<
    Client,
    | 'taxId'
    | 'baseClientId'
    | 'liveReleaseStatusAt'
    | 'jiraUpdatedAt'
    | 'welcomeFlowCompletedAt'
    | 'featureToggles'
    | 'ownerEmailsSentAt'
    | 'phaseChangeEmailsEnabled'
  >;

/** What hangs off a client in its detail view, each list in the order the page shows it. */
export type ClientRelated = {
  /** Primary policy first (then by effective date): its phase is the client's. */
  policies: PolicyFields[];
  plans: PlanFields[];
  contacts: ContactFields[];
  locations: LocationFields[];
  tasks: TaskFields[];
};

export function toClientDto(client: ClientDetailFields, related: ClientRelated): ClientDto {
  const { policies, plans, contacts, locations, tasks } = related;
  return {
    ...toClientListItem(client, {
      phase: policies[0]?.phaseId ?? null,
      tasksDone: tasks.filter((t) => t.status === 'Done').length,
      tasksTotal: tasks.length,
    }),
    taxId: client.taxId ?? null,
    baseClientId: client.baseClientId ?? null,
    liveReleaseStatusAt: iso(client.liveReleaseStatusAt),
    jiraUpdatedAt: iso(client.jiraUpdatedAt),
    welcomeFlowCompletedAt: iso(client.welcomeFlowCompletedAt),
    featureToggles: client.featureToggles,
    ownerEmailsSentAt: client.ownerEmailsSentAt ?? {},
    phaseChangeEmailsEnabled: client.phaseChangeEmailsEnabled ?? true,
    policies: policies.map(toPolicyDto),
    plans: plans.map(toPlanDto),
    locations: locations.map(toLocationDto),
    contacts: contacts.map(toContactDto),
    tasks: tasks.map(toTaskDto),
  };
}

/** Name and setup date of a client, for user lists and the signed-in user's client list. */
export function toClientSummary(client: Client): ClientSummary {
  return {
    id: client.id,
    name: client.name,
    completedSetupAt: iso(client.completedSetupAt),
    isArchived: client.isArchived,
  };
}
