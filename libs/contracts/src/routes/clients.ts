import { ACTION_LINK, allow, defineCalls, type CacheTag } from './define.js';
import type { ClientsSchemas } from './clients.schemas.js';

/**
 * The clients service's calls (spec §7 Clients): the HTTP half. Their schemas are in
 * clients.schemas.ts under the same names.
 */

const CLIENT_LIST: CacheTag = { type: 'Client', id: 'LIST' };
const clientTag = (clientId: string): CacheTag => ({ type: 'Client', id: clientId });
const setupTag = (clientId: string): CacheTag => ({ type: 'Setup', id: clientId });
const deifTag = (clientId: string): CacheTag => ({ type: 'DeifChanges', id: clientId });
const outsideSignerTag = (clientId: string): CacheTag => ({ type: 'OutsideSigner', id: clientId });
const spdTag = (clientId: string, policyId: string, kind: string): CacheTag => ({
  type: 'SpdAcknowledgement',
  id: `${clientId}:${policyId}:${kind}`,
});
const callTag = (clientId: string, callType: string): CacheTag => ({
  type: 'Call',
  id: `${clientId}-${callType}`,
});
/** What a move of the client's tasks refreshes: the client (badges, counts) and every task page's history. */
const tasksMoved = (clientId: string): CacheTag[] => [
  clientTag(clientId),
  { type: 'TaskActivity', id: `CLIENT-${clientId}` },
];
const welcomeTag = (clientId: string): CacheTag => ({ type: 'Client', id: `WELCOME-${clientId}` });
const resourcesTag = (clientId: string): CacheTag => ({ type: 'Client', id: `RESOURCES-${clientId}` });
const enrollmentTag = (clientId: string): CacheTag => ({ type: 'Client', id: `ENROLLMENT-${clientId}` });

export const CLIENTS_CALLS = defineCalls<ClientsSchemas>()('clients', {
  list: {
    method: 'GET',
    path: '/clients',
    access: allow('read', 'client'),
    provides: (_input, result) => [CLIENT_LIST, ...(result?.items.map((c) => clientTag(c.id)) ?? [])],
  },
  create: {
    method: 'POST',
    path: '/clients',
    access: allow('create', 'client'),
    invalidates: () => [CLIENT_LIST],
  },
  get: {
    method: 'GET',
    path: '/clients/:clientId',
    access: allow('read', 'client'),
    provides: ({ params }) => [clientTag(params.clientId)],
  },
  update: {
    method: 'PUT',
    path: '/clients/:clientId',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [
      clientTag(params.clientId),
      CLIENT_LIST,
      { type: 'FeatureToggle', id: params.clientId },
    ],
  },
  draft: {
    method: 'PATCH',
    path: '/clients/:clientId/draft',
    access: allow('update', 'client'),
  },
  archive: {
    method: 'DELETE',
    path: '/clients/:clientId',
    access: allow('delete', 'client'),
    invalidates: ({ params }) => [clientTag(params.clientId), CLIENT_LIST, 'AuthUser'],
  },
  setupGet: {
    method: 'GET',
    path: '/clients/:clientId/setup',
    access: allow('read', 'client-setup'),
    provides: ({ params }) => [setupTag(params.clientId)],
  },
  setupCompleteStep: {
    method: 'POST',
    path: '/clients/:clientId/setup-steps/:stepId',
    access: allow('update', 'client-setup'),
    status: 200,
    invalidates: ({ params }) => [setupTag(params.clientId), clientTag(params.clientId), CLIENT_LIST],
  },
  welcomeFlowGet: {
    method: 'GET',
    path: '/clients/:clientId/welcome-flow',
    access: allow('read', 'client'),
    provides: ({ params }) => [welcomeTag(params.clientId)],
  },
  welcomeFlowSave: {
    method: 'POST',
    path: '/clients/:clientId/welcome-flow',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [welcomeTag(params.clientId)],
  },
  welcomeFlowComplete: {
    method: 'POST',
    path: '/clients/:clientId/complete-welcome-flow',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [welcomeTag(params.clientId), clientTag(params.clientId)],
  },
  plansGet: {
    method: 'GET',
    path: '/clients/:clientId/plans',
    access: allow('read', 'client'),
  },
  plansPut: {
    method: 'PUT',
    path: '/clients/:clientId/plans',
    access: allow('update', 'client-setup'),
  },
  planConfiguration: {
    method: 'POST',
    path: '/clients/:clientId/plan-configuration',
    access: allow('update', 'client-setup'),
    status: 200,
  },
  sync: {
    method: 'PUT',
    path: '/clients/:clientId/sync',
    access: allow('update', 'client-setup'),
    invalidates: ({ params }) => [clientTag(params.clientId), CLIENT_LIST],
  },
  baseClient: {
    method: 'POST',
    path: '/clients/:clientId/base-client',
    access: allow('update', 'client-setup'),
    status: 200,
    invalidates: ({ params }) => [clientTag(params.clientId), setupTag(params.clientId)],
  },
  ticketInfo: {
    method: 'GET',
    path: '/clients/ticket/:ticketId/info',
    // Any ticket of any client: the staff's client-creation permission, not the per-client read.
    access: allow('create', 'client'),
  },
  eifAnswersGet: {
    method: 'GET',
    path: '/clients/:clientId/eif-answers',
    access: allow('read', 'client'),
    provides: ({ params }) => [{ type: 'EifAnswers', id: params.clientId }],
  },
  /** Autosave: the web merges the answer into its cached answers itself, so nothing is refetched. */
  eifAnswersSave: {
    method: 'PATCH',
    path: '/clients/:clientId/eif-answers',
    access: allow('update', 'client'),
    // The answers are not refetched (decision 093); a signed EIF's list of changes is.
    invalidates: ({ params }) => [deifTag(params.clientId)],
  },
  /** A client's locations (spec §7): ben admins and brokers have full control of their own (§6). */
  locationsList: {
    method: 'GET',
    path: '/clients/:clientId/locations',
    access: allow('read', 'location'),
    provides: ({ params }) => [{ type: 'Location', id: params.clientId }],
  },
  locationCreate: {
    method: 'POST',
    path: '/clients/:clientId/locations',
    access: allow('create', 'location'),
    invalidates: ({ params }) => [{ type: 'Location', id: params.clientId }, clientTag(params.clientId)],
  },
  locationUpdate: {
    method: 'PUT',
    path: '/clients/:clientId/locations/:locationId',
    access: allow('update', 'location'),
    invalidates: ({ params }) => [{ type: 'Location', id: params.clientId }, clientTag(params.clientId)],
  },
  locationDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/locations/:locationId',
    access: allow('delete', 'location'),
    invalidates: ({ params }) => [
      { type: 'Location', id: params.clientId },
      clientTag(params.clientId),
      // The contacts that managed it manage it no more.
      { type: 'Contact', id: params.clientId },
      // Nor do the bills that named it.
      { type: 'Bill', id: params.clientId },
    ],
  },
  /**
   * The EIF's contacts (spec §7 contacts): plan administrators with their access flags and location scope,
   * data-feed and TPA contacts, payees. Ben admins and brokers have full control of their own (decision 100).
   */
  contactsList: {
    method: 'GET',
    path: '/clients/:clientId/contacts',
    access: allow('read', 'contact'),
    provides: ({ params }) => [{ type: 'Contact', id: params.clientId }],
  },
  contactCreate: {
    method: 'POST',
    path: '/clients/:clientId/contacts',
    access: allow('create', 'contact'),
    invalidates: ({ params }) => [{ type: 'Contact', id: params.clientId }, clientTag(params.clientId)],
  },
  contactUpdate: {
    method: 'PUT',
    path: '/clients/:clientId/contacts/:contactId',
    access: allow('update', 'contact'),
    invalidates: ({ params }) => [{ type: 'Contact', id: params.clientId }, clientTag(params.clientId)],
  },
  contactDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/contacts/:contactId',
    access: allow('delete', 'contact'),
    invalidates: ({ params }) => [
      { type: 'Contact', id: params.clientId },
      clientTag(params.clientId),
      // The bills that named it name no contact.
      { type: 'Bill', id: params.clientId },
    ],
  },
  /**
   * The EIF's bills (spec §7 bills: GET, bulk PUT, bulk DELETE): the billing-preferences sub-step's records.
   * Ben admins and brokers have full control of their own (decision 101).
   */
  billsList: {
    method: 'GET',
    path: '/clients/:clientId/bills',
    access: allow('read', 'bill'),
    provides: ({ params }) => [{ type: 'Bill', id: params.clientId }],
  },
  billsPut: {
    method: 'PUT',
    path: '/clients/:clientId/bills',
    access: allow('update', 'bill'),
    invalidates: ({ params }) => [{ type: 'Bill', id: params.clientId }, clientTag(params.clientId)],
  },
  billsDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/bills',
    access: allow('delete', 'bill'),
    invalidates: ({ params }) => [{ type: 'Bill', id: params.clientId }, clientTag(params.clientId)],
  },
  /**
   * The kickoff and ongoing service calls (spec §3, §4 kickoff call statuses; issue 12 item 2; decision 124).
   * The call is a task of the client (a client action): its users read it, staff offer the times and record
   * the outcome (`update` of `client-action` is staff's alone), and the client's users choose (`update` of
   * their own client, as every answer the client gives).
   */
  callGet: {
    method: 'GET',
    path: '/clients/:clientId/calls/:callType',
    access: allow('read', 'client-action'),
    provides: ({ params }) => [callTag(params.clientId, params.callType)],
  },
  callOfferPut: {
    method: 'PUT',
    path: '/clients/:clientId/calls/:callType/offer',
    access: allow('update', 'client-action'),
    invalidates: ({ params }) => [callTag(params.clientId, params.callType)],
  },
  callSelectionPut: {
    method: 'PUT',
    path: '/clients/:clientId/calls/:callType/selection',
    access: allow('update', 'client'),
    // The client's task follows the call (its status, once the task events are wired).
    invalidates: ({ params }) => [callTag(params.clientId, params.callType), ...tasksMoved(params.clientId)],
  },
  callOutcomePut: {
    method: 'PUT',
    path: '/clients/:clientId/calls/:callType/outcome',
    access: allow('update', 'client-action'),
    invalidates: ({ params }) => [callTag(params.clientId, params.callType), ...tasksMoved(params.clientId)],
  },
  /** The class builder (spec §7 employee-classes): ben admins and brokers have full control of their own (§6). */
  employeeClassesList: {
    method: 'GET',
    path: '/clients/:clientId/employee-classes',
    access: allow('read', 'employee-class'),
    provides: ({ params }) => [{ type: 'EmployeeClass', id: params.clientId }],
  },
  employeeClassCreate: {
    method: 'POST',
    path: '/clients/:clientId/employee-classes',
    access: allow('create', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClass', id: params.clientId }, clientTag(params.clientId)],
  },
  employeeClassUpdate: {
    method: 'PUT',
    path: '/clients/:clientId/employee-classes/:employeeClassId',
    access: allow('update', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClass', id: params.clientId }],
  },
  employeeClassDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/employee-classes/:employeeClassId',
    access: allow('delete', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClass', id: params.clientId }, clientTag(params.clientId)],
  },
  employeeClassDuplicate: {
    method: 'POST',
    path: '/clients/:clientId/employee-classes/:employeeClassId/duplicate',
    access: allow('create', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClass', id: params.clientId }, clientTag(params.clientId)],
  },
  /** A class's plans per benefit type, with waiting periods and contributions (spec §7; decision 096). */
  employeeClassPlansGet: {
    method: 'GET',
    path: '/clients/:clientId/employee-classes/:employeeClassId/plans',
    access: allow('read', 'employee-class'),
    provides: ({ params }) => [{ type: 'EmployeeClassPlan', id: params.employeeClassId }],
  },
  employeeClassSetBenefitTypePlans: {
    method: 'POST',
    path: '/clients/:clientId/employee-classes/:employeeClassId/plans/set-benefit-type-plans',
    access: allow('update', 'employee-class'),
    status: 200,
    invalidates: ({ params }) => [{ type: 'EmployeeClassPlan', id: params.employeeClassId }],
  },
  employeeClassWaitingPeriods: {
    method: 'PUT',
    path: '/clients/:clientId/employee-classes/:employeeClassId/plans/waiting-periods',
    access: allow('update', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClassPlan', id: params.employeeClassId }],
  },
  employeeClassContributions: {
    method: 'PUT',
    path: '/clients/:clientId/employee-classes/:employeeClassId/plans/contributions',
    access: allow('update', 'employee-class'),
    invalidates: ({ params }) => [{ type: 'EmployeeClassPlan', id: params.employeeClassId }],
  },
  /** Subsidiaries and affiliates (spec §7 subsidiary): EIF answers of the client's (decision 097). */
  subsidiariesList: {
    method: 'GET',
    path: '/clients/:clientId/subsidiary',
    access: allow('read', 'client'),
    provides: ({ params }) => [{ type: 'Subsidiary', id: params.clientId }],
  },
  subsidiaryCreate: {
    method: 'POST',
    path: '/clients/:clientId/subsidiary',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [{ type: 'Subsidiary', id: params.clientId }],
  },
  subsidiaryUpdate: {
    method: 'PUT',
    path: '/clients/:clientId/subsidiary/:subsidiaryId',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [{ type: 'Subsidiary', id: params.clientId }],
  },
  subsidiaryDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/subsidiary/:subsidiaryId',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [{ type: 'Subsidiary', id: params.clientId }],
  },
  /** Where the monthly claims reports go (spec §7 monthly-claims-report-mailing-location). */
  claimsReportMailingGet: {
    method: 'GET',
    path: '/clients/:clientId/monthly-claims-report-mailing-location',
    access: allow('read', 'client'),
    provides: ({ params }) => [{ type: 'ClaimsReportMailing', id: params.clientId }],
  },
  claimsReportMailingPut: {
    method: 'PUT',
    path: '/clients/:clientId/monthly-claims-report-mailing-location',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [{ type: 'ClaimsReportMailing', id: params.clientId }],
  },
  /** Pay beyond base earnings (spec §7 additional-compensations): the whole list at once. */
  additionalCompensationsGet: {
    method: 'GET',
    path: '/clients/:clientId/additional-compensations',
    access: allow('read', 'client'),
    provides: ({ params }) => [{ type: 'AdditionalCompensation', id: params.clientId }],
  },
  additionalCompensationsPut: {
    method: 'PUT',
    path: '/clients/:clientId/additional-compensations',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [{ type: 'AdditionalCompensation', id: params.clientId }],
  },
  /** The authorized signer signs the EIF (review-&-submit): the EIF task is done. */
  eifSign: {
    method: 'POST',
    path: '/clients/:clientId/eif-sign',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [
      { type: 'EifAnswers', id: params.clientId },
      ...tasksMoved(params.clientId),
    ],
  },
  /** Changes to the signed EIF and their review (spec §4, §7; issue 10, decision 106). */
  deifChanges: {
    method: 'GET',
    path: '/clients/:clientId/change-log/deif-changes',
    access: allow('read', 'client'),
    // A record changed (a location, a contact, …) refreshes the client, and with it this list.
    provides: ({ params }) => [deifTag(params.clientId), clientTag(params.clientId)],
  },
  deifReadyForReview: {
    method: 'POST',
    path: '/clients/:clientId/change-log/deif-changes/ready-for-review',
    access: allow('update', 'implementer-edits'),
    status: 200,
    invalidates: ({ params }) => [deifTag(params.clientId)],
  },
  deifAccept: {
    method: 'POST',
    path: '/clients/:clientId/change-log/deif-changes/accept',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [deifTag(params.clientId)],
  },
  deifDecline: {
    method: 'POST',
    path: '/clients/:clientId/change-log/deif-changes/decline',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [deifTag(params.clientId)],
  },
  /** The audit trail of a client (issue 10 item 5): staff, and read-only for its own ben admins and brokers. */
  changeLog: {
    method: 'GET',
    path: '/clients/:clientId/change-log',
    access: allow('read', 'client'),
    provides: ({ params }) => [deifTag(params.clientId), clientTag(params.clientId)],
  },
  changeLogCsv: {
    method: 'GET',
    path: '/clients/:clientId/change-log/export',
    access: allow('read', 'client'),
    file: true,
    timeoutMs: 20_000,
  },
  /** Spec §6: admins and owners undo implementer edits. */
  undoIcEdits: {
    method: 'POST',
    path: '/clients/:clientId/undo-ic-edits',
    access: allow('delete', 'implementer-edits'),
    status: 200,
    invalidates: ({ params }) => [
      deifTag(params.clientId),
      clientTag(params.clientId),
      { type: 'EifAnswers', id: params.clientId },
    ],
  },
  /** The client's outside signer (decision 108): staff name them and send them an action link. */
  outsideSignerGet: {
    method: 'GET',
    path: '/clients/:clientId/outside-signer',
    access: allow('read', 'client'),
    provides: ({ params }) => [outsideSignerTag(params.clientId)],
  },
  outsideSignerPut: {
    method: 'PUT',
    path: '/clients/:clientId/outside-signer',
    access: allow('update', 'implementer-edits'),
    invalidates: ({ params }) => [outsideSignerTag(params.clientId)],
  },
  outsideSignerDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/outside-signer',
    access: allow('update', 'implementer-edits'),
    invalidates: ({ params }) => [outsideSignerTag(params.clientId)],
  },
  outsideSignerSend: {
    method: 'POST',
    path: '/clients/:clientId/outside-signer/send',
    access: allow('update', 'implementer-edits'),
    status: 200,
    invalidates: ({ params }) => [outsideSignerTag(params.clientId)],
  },
  /** The outside signer's own calls, through the action link (no session; spec §2, §6). */
  outsideSignerView: {
    method: 'GET',
    path: '/outside-signer/review',
    access: ACTION_LINK,
    provides: () => [{ type: 'OutsideSigner', id: 'LINK' }],
  },
  outsideSignerSummary: {
    method: 'GET',
    path: '/outside-signer/eif-summary',
    access: ACTION_LINK,
    provides: () => [{ type: 'OutsideSigner', id: 'LINK' }],
  },
  outsideSignerPdf: {
    method: 'GET',
    path: '/outside-signer/eif-summary/pdf',
    access: ACTION_LINK,
    file: true,
    timeoutMs: 20_000,
  },
  outsideSignerSign: {
    method: 'POST',
    path: '/outside-signer/sign',
    access: ACTION_LINK,
    rateLimit: 'public-form',
    status: 200,
    invalidates: () => [{ type: 'OutsideSigner', id: 'LINK' }],
  },
  outsideSignerAccept: {
    method: 'POST',
    path: '/outside-signer/accept',
    access: ACTION_LINK,
    rateLimit: 'public-form',
    status: 200,
    invalidates: () => [{ type: 'OutsideSigner', id: 'LINK' }],
  },
  outsideSignerDecline: {
    method: 'POST',
    path: '/outside-signer/decline',
    access: ACTION_LINK,
    rateLimit: 'public-form',
    status: 200,
    invalidates: () => [{ type: 'OutsideSigner', id: 'LINK' }],
  },
  /** A policy's summary plan description acknowledgement (issue 12 item 6, decision 130): the client's own, staff any. */
  spdAcknowledgementGet: {
    method: 'GET',
    path: '/clients/:clientId/policies/:policyId/spd-acknowledgements/:kind',
    access: allow('read', 'client'),
    provides: ({ params }) => [spdTag(params.clientId, params.policyId, params.kind)],
  },
  spdAcknowledgementPut: {
    method: 'PUT',
    path: '/clients/:clientId/policies/:policyId/spd-acknowledgements/:kind',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [
      spdTag(params.clientId, params.policyId, params.kind),
      ...tasksMoved(params.clientId),
    ],
  },
  /** The Company Information Summary as a PDF (spec §7 eif-summary), dates in the asked time zone. */
  eifSummaryPdf: {
    method: 'GET',
    path: '/clients/:clientId/eif-summary',
    access: allow('read', 'client'),
    file: true,
    timeoutMs: 20_000,
  },
  /** A task's history and the events the caller may fire (issue 12, decision 123). */
  taskActivity: {
    method: 'GET',
    path: '/clients/:clientId/tasks/:taskId/activity',
    access: allow('read', 'client'),
    provides: ({ params }) => [
      { type: 'TaskActivity', id: params.taskId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  /** Moves a task by an event of decision 122 (submit, approve, NIGO with reasons …); who may is the domain's rule. */
  taskEvent: {
    method: 'POST',
    path: '/clients/:clientId/tasks/:taskId/events',
    access: allow('update', 'client'),
    status: 200,
    invalidates: ({ params }) => [
      { type: 'TaskActivity', id: params.taskId },
      clientTag(params.clientId),
      CLIENT_LIST,
    ],
  },
  /**
   * Enrollment resources (issue 12 item 4, decision 127): everyone of the client reads them and marks them seen;
   * staff attach, change and remove them (attaching resources is a setup step: `client-setup`).
   */
  resourcesList: {
    method: 'GET',
    path: '/clients/:clientId/resources',
    access: allow('read', 'client'),
    provides: ({ params }) => [resourcesTag(params.clientId)],
  },
  resourceCreate: {
    method: 'POST',
    path: '/clients/:clientId/resources',
    access: allow('create', 'client-setup'),
    invalidates: ({ params }) => [resourcesTag(params.clientId)],
  },
  resourceUpdate: {
    method: 'PUT',
    path: '/clients/:clientId/resources/:resourceId',
    access: allow('update', 'client-setup'),
    invalidates: ({ params }) => [resourcesTag(params.clientId)],
  },
  resourceDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/resources/:resourceId',
    access: allow('delete', 'client-setup'),
    invalidates: ({ params }) => [resourcesTag(params.clientId)],
  },
  resourceSeen: {
    method: 'PUT',
    path: '/clients/:clientId/resources/:resourceId/seen',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [resourcesTag(params.clientId), ...tasksMoved(params.clientId)],
  },
  /** Enrollment dates and needs, and step-viewed flags (issue 12 item 8, decision 128). */
  enrollmentGet: {
    method: 'GET',
    path: '/clients/:clientId/enrollment',
    access: allow('read', 'client'),
    provides: ({ params }) => [enrollmentTag(params.clientId)],
  },
  enrollmentPut: {
    method: 'PUT',
    path: '/clients/:clientId/enrollment',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [enrollmentTag(params.clientId), ...tasksMoved(params.clientId)],
  },
  stepViewed: {
    method: 'PUT',
    path: '/clients/:clientId/steps-viewed/:stepKey',
    access: allow('update', 'client'),
    invalidates: ({ params }) => [enrollmentTag(params.clientId)],
  },
  userClients: {
    method: 'GET',
    path: '/users/:userId/clients',
    access: allow('read', 'user-clients'),
    provides: ({ params }) => [{ type: 'UserClients', id: params.userId }],
  },
});
