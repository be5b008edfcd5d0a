import type { ClientDto, ClientListItem, ContactRecordDto, LocationDto } from '@onboard/contracts';

/** Ids of the clients the tests use. */
export const CLIENT_A = '0b6f5c3e-0000-4000-8000-00000000000a';
export const CLIENT_B = '0b6f5c3e-0000-4000-8000-00000000000b';
export const POLICY_A = '0b6f5c3e-0000-4000-8000-0000000000aa';

/** A client's location as GET …/locations answers it: an office in Portland, Maine, unless told otherwise. */
export function locationDto(id: string, name: string, overrides: Partial<LocationDto> = {}): LocationDto {
  return {
    id,
    name,
    address1: '1 Harbor Way',
    address2: null,
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    locationType: null,
    ...overrides,
  };
}

/** Pat Lee, the client's primary web administrator (billing access, all locations); `overrides` change it. */
export function contactDto(id: string, overrides: Partial<ContactRecordDto> = {}): ContactRecordDto {
  return {
    id,
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@example.com',
    type: 'PRIMARY_WEB_ADMIN',
    billingAccess: true,
    claimsAccess: false,
    paymentsAccess: false,
    documentsAccess: false,
    memberChangesAccess: false,
    locationManagementType: 'ALL',
    managedLocationIds: [],
    accessesForPolicyIds: [],
    policyId: null,
    locationId: null,
    title: null,
    phoneNumber: null,
    faxNumber: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zipCode: null,
    tpaFirmName: null,
    ...overrides,
  };
}

/** A client as GET /api/clients lists it. */
export function clientListItem(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: CLIENT_A,
    name: 'Maple Dental Group',
    caseId: '100201',
    ticketId: 'ONB-1001',
    releaseStatus: 'IMPLEMENTATION',
    implementationType: 'NEW_IMPLEMENTATION',
    phase: 'INFO_GATHERING',
    isActive: true,
    isTest: false,
    isArchived: false,
    isOnboard: true,
    isBenefitsExplorer: false,
    isRiskRejected: false,
    completedSetupAt: '2026-02-01T10:00:00.000Z',
    employeesNumber: 42,
    ebrEmail: null,
    implementationConsultant: {
      firstName: 'Ivy',
      lastName: 'Consultant',
      email: 'ivy.consultant@onboard.test',
      phoneNumber: '555-010-2000',
    },
    taskCounts: { done: 1, total: 3 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A client as GET /api/clients/{clientId} answers it: one policy, a client task and a policy task. */
export function clientDto(overrides: Partial<ClientDto> = {}): ClientDto {
  return {
    ...clientListItem(),
    taxId: '12-3456701',
    baseClientId: null,
    liveReleaseStatusAt: null,
    jiraUpdatedAt: null,
    welcomeFlowCompletedAt: '2026-02-02T10:00:00.000Z',
    featureToggles: {},
    ownerEmailsSentAt: {},
    phaseChangeEmailsEnabled: true,
    policies: [
      {
        id: POLICY_A,
        primaryPolicy: true,
        phaseId: 'INFO_GATHERING',
        slfCoverages: ['Dental', 'Vision'],
        policyEffective: '2026-06-01',
        issuedStateSitus: 'NY',
        infoGatheringDeadline: null,
        enrollmentCensusDeadline: null,
        liveStatusDate: null,
      },
    ],
    plans: [],
    locations: [],
    contacts: [],
    tasks: [
      {
        id: '0b6f5c3e-0000-4000-8000-000000000101',
        taskId: 'eif-submit-company-information',
        policyId: null,
        status: 'Done',
        dueDate: '2026-01-10',
        statusUpdatedAt: '2026-01-09T10:00:00.000Z',
        nigoReasons: [],
      },
      {
        id: '0b6f5c3e-0000-4000-8000-000000000102',
        taskId: 'kickoff-call',
        policyId: null,
        status: 'NIGO',
        dueDate: '2026-01-10',
        statusUpdatedAt: null,
        nigoReasons: [],
      },
      {
        id: '0b6f5c3e-0000-4000-8000-000000000103',
        taskId: 'enrollment-elections',
        policyId: POLICY_A,
        status: 'Upcoming',
        dueDate: null,
        statusUpdatedAt: null,
        nigoReasons: [],
      },
    ],
    ...overrides,
  };
}
