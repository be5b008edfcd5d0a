import { z } from 'zod';
import {
  baseClientSchema,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientSetupSchema,
  createClientSchema,
  locationInputSchema,
  locationSchema,
  planConfigurationSchema,
  planSchema,
  putPlansSchema,
  updateClientSchema,
  welcomeFlowAnswersSchema,
  welcomeFlowSchema,
} from '../clients.js';
import { billSchema, billsDeleteSchema, billsPutSchema } from '../bills.js';
import { SPD_KINDS, spdAcknowledgeSchema, spdAcknowledgementSchema } from '../spd-acknowledgements.js';
import {
  CALL_TYPES,
  callOfferInputSchema,
  callOutcomeInputSchema,
  callSchema,
  callSelectionInputSchema,
} from '../calls.js';
import {
  clientResourceCreateSchema,
  clientResourceSchema,
  clientResourcesQuerySchema,
  clientResourceUpdateSchema,
  enrollmentPutSchema,
  enrollmentSchema,
  STEP_KEY_PATTERN,
} from '../resources.js';
import { contactInputSchema, contactRecordSchema } from '../contacts.js';
import {
  changeLogCsvQuerySchema,
  changeLogPageSchema,
  changeLogQuerySchema,
  deifChangesSchema,
  deifDeclineSchema,
  undoIcEditsSchema,
} from '../deif-changes.js';
import {
  eifAnswersPatchSchema,
  eifAnswersSavedSchema,
  eifAnswersSchema,
  eifSettingsSchema,
  eifSignSchema,
  eifSummaryQuerySchema,
  fileAnswerSchema,
} from '../eif-answers.js';
import { taskActivitySchema, taskEventBodySchema } from '../tasks.js';
import {
  outsideSignerInputSchema,
  outsideSignerSchema,
  outsideSignerSendSchema,
  outsideSignerViewSchema,
  summaryDocumentSchema,
} from '../outside-signer.js';
import {
  additionalCompensationSchema,
  additionalCompensationsInputSchema,
  claimsReportMailingInputSchema,
  claimsReportMailingSchema,
  subsidiaryInputSchema,
  subsidiarySchema,
} from '../eif-records.js';
import {
  classContributionsSchema,
  classWaitingPeriodsSchema,
  employeeClassPlanSchema,
  setBenefitTypePlansSchema,
} from '../employee-class-plans.js';
import {
  employeeClassCreateSchema,
  employeeClassInputSchema,
  employeeClassSchema,
} from '../employee-classes.js';
import { msg } from '../messages.js';
import { ticketIdSchema, ticketInfoSchema } from '../reference.js';
import { text } from '../text.js';
import { clientSummarySchema, listQuerySchema, pageOf } from '../users.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams, userIdParams } from './params.js';

/** The zod half of the clients routes (routes/clients.ts has the HTTP half, under the same names). */

const plans = z.array(planSchema);

const callParams = clientIdParams.extend({ callType: z.enum(CALL_TYPES) });
const locationParams = clientIdParams.extend({ locationId: z.string().uuid('Not a valid location id') });

const contactParams = clientIdParams.extend({ contactId: z.string().uuid('Not a valid contact id') });
const resourceParams = clientIdParams.extend({ resourceId: z.string().uuid('Not a valid resource id') });
const stepKeyParams = clientIdParams.extend({
  stepKey: text().max(80, msg('stepKeyFormat')).regex(STEP_KEY_PATTERN, msg('stepKeyFormat')),
});

const classParams = clientIdParams.extend({ employeeClassId: z.string().uuid('Not a valid class id') });
const taskParams = clientIdParams.extend({ taskId: z.string().uuid(msg('id')) });
const subsidiaryParams = clientIdParams.extend({ subsidiaryId: z.string().uuid(msg('id')) });
const spdParams = clientIdParams.extend({
  policyId: z.string().uuid(msg('id')),
  kind: z.enum(SPD_KINDS, { error: msg('format') }),
});

const PARTS = {
  list: { query: clientListQuerySchema, response: clientPageSchema },
  create: { body: createClientSchema, response: clientSchema },
  get: { params: clientIdParams, response: clientSchema },
  update: { params: clientIdParams, body: updateClientSchema, response: clientSchema },
  draft: { params: clientIdParams, body: updateClientSchema, response: clientSchema },
  archive: { params: clientIdParams, response: z.object({ ok: z.literal(true) }) },
  setupGet: { params: clientIdParams, response: clientSetupSchema },
  setupCompleteStep: {
    params: clientIdParams.extend({ stepId: text().min(1).max(50) }),
    response: clientSetupSchema,
  },
  welcomeFlowGet: { params: clientIdParams, response: welcomeFlowSchema },
  welcomeFlowSave: { params: clientIdParams, body: welcomeFlowAnswersSchema, response: welcomeFlowSchema },
  welcomeFlowComplete: { params: clientIdParams, response: welcomeFlowSchema },
  plansGet: { params: clientIdParams, response: plans },
  plansPut: { params: clientIdParams, body: putPlansSchema, response: plans },
  planConfiguration: { params: clientIdParams, body: planConfigurationSchema, response: clientSchema },
  sync: { params: clientIdParams, response: clientSchema },
  baseClient: { params: clientIdParams, body: baseClientSchema, response: clientSchema },
  ticketInfo: { params: z.object({ ticketId: ticketIdSchema }), response: ticketInfoSchema },
  eifAnswersGet: { params: clientIdParams, response: eifAnswersSchema },
  eifSummaryPdf: { params: clientIdParams, query: eifSummaryQuerySchema, response: fileAnswerSchema },
  eifAnswersSave: { params: clientIdParams, body: eifAnswersPatchSchema, response: eifAnswersSavedSchema },
  eifSign: { params: clientIdParams, body: eifSignSchema, response: eifSettingsSchema },
  deifChanges: { params: clientIdParams, response: deifChangesSchema },
  deifReadyForReview: { params: clientIdParams, response: deifChangesSchema },
  deifAccept: { params: clientIdParams, response: deifChangesSchema },
  deifDecline: { params: clientIdParams, body: deifDeclineSchema, response: deifChangesSchema },
  undoIcEdits: { params: clientIdParams, response: undoIcEditsSchema },
  changeLog: { params: clientIdParams, query: changeLogQuerySchema, response: changeLogPageSchema },
  changeLogCsv: { params: clientIdParams, query: changeLogCsvQuerySchema, response: fileAnswerSchema },
  outsideSignerGet: { params: clientIdParams, response: outsideSignerSchema },
  outsideSignerPut: { params: clientIdParams, body: outsideSignerInputSchema, response: outsideSignerSchema },
  outsideSignerDelete: { params: clientIdParams, response: outsideSignerSchema },
  outsideSignerSend: { params: clientIdParams, body: outsideSignerSendSchema, response: outsideSignerSchema },
  outsideSignerView: { response: outsideSignerViewSchema },
  outsideSignerSummary: { query: eifSummaryQuerySchema, response: summaryDocumentSchema },
  outsideSignerPdf: { query: eifSummaryQuerySchema, response: fileAnswerSchema },
  outsideSignerSign: { body: eifSignSchema, response: outsideSignerViewSchema },
  outsideSignerAccept: { response: outsideSignerViewSchema },
  outsideSignerDecline: { body: deifDeclineSchema, response: outsideSignerViewSchema },
  taskActivity: { params: taskParams, response: taskActivitySchema },
  taskEvent: { params: taskParams, body: taskEventBodySchema, response: taskActivitySchema },
  contactsList: { params: clientIdParams, response: z.array(contactRecordSchema) },
  contactCreate: { params: clientIdParams, body: contactInputSchema, response: contactRecordSchema },
  contactUpdate: { params: contactParams, body: contactInputSchema, response: contactRecordSchema },
  contactDelete: { params: contactParams, response: z.object({ ok: z.literal(true) }) },
  billsList: { params: clientIdParams, response: z.array(billSchema) },
  spdAcknowledgementGet: { params: spdParams, response: spdAcknowledgementSchema },
  spdAcknowledgementPut: {
    params: spdParams,
    body: spdAcknowledgeSchema,
    response: spdAcknowledgementSchema,
  },
  resourcesList: {
    params: clientIdParams,
    query: clientResourcesQuerySchema,
    response: z.array(clientResourceSchema),
  },
  resourceCreate: {
    params: clientIdParams,
    body: clientResourceCreateSchema,
    response: clientResourceSchema,
  },
  resourceUpdate: {
    params: resourceParams,
    body: clientResourceUpdateSchema,
    response: clientResourceSchema,
  },
  resourceDelete: { params: resourceParams, response: z.object({ ok: z.literal(true) }) },
  resourceSeen: { params: resourceParams, response: clientResourceSchema },
  enrollmentGet: { params: clientIdParams, response: enrollmentSchema },
  enrollmentPut: { params: clientIdParams, body: enrollmentPutSchema, response: enrollmentSchema },
  stepViewed: { params: stepKeyParams, response: enrollmentSchema },
  billsPut: { params: clientIdParams, body: billsPutSchema, response: z.array(billSchema) },
  billsDelete: { params: clientIdParams, body: billsDeleteSchema, response: z.array(billSchema) },
  callGet: { params: callParams, response: callSchema },
  callOfferPut: { params: callParams, body: callOfferInputSchema, response: callSchema },
  callSelectionPut: { params: callParams, body: callSelectionInputSchema, response: callSchema },
  callOutcomePut: { params: callParams, body: callOutcomeInputSchema, response: callSchema },
  employeeClassesList: { params: clientIdParams, response: z.array(employeeClassSchema) },
  employeeClassCreate: {
    params: clientIdParams,
    body: employeeClassCreateSchema,
    response: employeeClassSchema,
  },
  employeeClassUpdate: { params: classParams, body: employeeClassInputSchema, response: employeeClassSchema },
  employeeClassDelete: { params: classParams, response: z.object({ ok: z.literal(true) }) },
  employeeClassPlansGet: { params: classParams, response: z.array(employeeClassPlanSchema) },
  subsidiariesList: { params: clientIdParams, response: z.array(subsidiarySchema) },
  subsidiaryCreate: { params: clientIdParams, body: subsidiaryInputSchema, response: subsidiarySchema },
  subsidiaryUpdate: { params: subsidiaryParams, body: subsidiaryInputSchema, response: subsidiarySchema },
  subsidiaryDelete: { params: subsidiaryParams, response: z.object({ ok: z.literal(true) }) },
  claimsReportMailingGet: { params: clientIdParams, response: claimsReportMailingSchema },
  claimsReportMailingPut: {
    params: clientIdParams,
    body: claimsReportMailingInputSchema,
    response: claimsReportMailingSchema,
  },
  additionalCompensationsGet: { params: clientIdParams, response: z.array(additionalCompensationSchema) },
  additionalCompensationsPut: {
    params: clientIdParams,
    body: additionalCompensationsInputSchema,
    response: z.array(additionalCompensationSchema),
  },
  employeeClassSetBenefitTypePlans: {
    params: classParams,
    body: setBenefitTypePlansSchema,
    response: z.array(employeeClassPlanSchema),
  },
  employeeClassWaitingPeriods: {
    params: classParams,
    body: classWaitingPeriodsSchema,
    response: z.array(employeeClassPlanSchema),
  },
  employeeClassContributions: {
    params: classParams,
    body: classContributionsSchema,
    response: z.array(employeeClassPlanSchema),
  },
  employeeClassDuplicate: { params: classParams, response: employeeClassSchema },
  locationsList: { params: clientIdParams, response: z.array(z.lazy(() => locationSchema)) },
  locationCreate: {
    params: clientIdParams,
    body: locationInputSchema,
    response: z.lazy(() => locationSchema),
  },
  locationUpdate: {
    params: locationParams,
    body: locationInputSchema,
    response: z.lazy(() => locationSchema),
  },
  locationDelete: { params: locationParams, response: z.object({ ok: z.literal(true) }) },
  userClients: {
    params: userIdParams,
    query: listQuerySchema,
    response: pageOf(clientSummarySchema),
  },
} as const;

/** One sentence per call for the OpenAPI document (server side only: the web never ships these). */
const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  list: "Every home's client list: ben admins and brokers get only their own clients.",
  create: 'Creates a client from its Jira ticket.',
  get: 'A client.',
  update: "Changes a client's fields (ben admins and brokers only theirs, and not the staff-only ones).",
  draft: 'Autosave of a form in progress: the rules of PUT, for saves the user did not ask for.',
  archive: 'Archives a client (then not found for everyone but staff).',
  setupGet: "A client's setup steps (staff).",
  setupCompleteStep: 'Marks a setup step done.',
  welcomeFlowGet: "The client's welcome-flow answers.",
  welcomeFlowSave: 'Saves welcome-flow answers.',
  welcomeFlowComplete: 'Completes the welcome flow.',
  plansGet: "The client's plans.",
  plansPut: "Replaces the client's plan list.",
  planConfiguration: "The client's policies and plans in one go, as staff configure a new client.",
  sync: "Pulls case id, employee count and consultant from the client's Jira ticket.",
  baseClient: 'Names the base client this client was copied from.',
  ticketInfo: 'A Jira ticket, prefilled when staff create a client.',
  eifAnswersGet:
    'Every EIF answer of the client (null when not given) and who last wrote each, with its version.',
  eifAnswersSave:
    'Saves the EIF answers that changed; an answer someone else changed since the editor saw it is returned as a conflict, not written.',
  contactsList: "The client's EIF contacts, by last and first name.",
  contactCreate:
    'Adds a contact; the policy and locations it names must be the client’s (a LIMITED contact names at least one location).',
  contactUpdate: 'Changes a contact and the locations it manages.',
  contactDelete: 'Removes a contact.',
  spdAcknowledgementGet:
    'Whether the client acknowledged receiving and distributing the policy’s summary plan description (pfml-spd or sunadvisor-spd), who and when.',
  spdAcknowledgementPut:
    'The client acknowledges (confirm: true) that it received the policy’s summary plan description and distributes it; acknowledging again keeps the first.',
  billsList: "The client's bills (removed ones left out), in the order they were added.",
  billsPut:
    'Adds the bills without an id and changes those with one, all or none; the policy, coverages, locations and contact each must be the client’s.',
  billsDelete: 'Removes the bills named, all or none; answers the bills left.',
  callGet:
    'The kickoff or ongoing service call: the times and topics offered, what the client chose, its status and outcome (an empty Pending call when nothing is saved).',
  callOfferPut:
    'Staff offer 1 to 10 times (an id keeps a time offered before), the meeting link or dial-in and the topics; only while the client may still choose.',
  callSelectionPut:
    'The client chooses an offered time (or asks for another), the topics and the people to invite (its contacts and up to 20 others); only while the call is Pending or No Response.',
  callOutcomePut:
    'Staff record the call’s status (the kickoff call statuses), notes and recording link (required for Complete - Call Recorded); No Response clears the choice so the client can choose again.',
  resourcesList:
    'The resources attached for the client (all, or one task’s: enrollment-resources for the general ones), each saying whether the caller has seen it.',
  resourceCreate:
    'Staff attach a link (https only) or a document (its id in the documents service) for the client.',
  resourceUpdate: 'Staff change a resource’s title, audience, task or (a link’s) address.',
  resourceDelete: 'Staff remove a resource.',
  resourceSeen: 'The caller has opened the resource: marked seen once (calling again changes nothing).',
  enrollmentGet: 'The client’s enrollment dates and needs and its step-viewed flags.',
  enrollmentPut: 'Saves the enrollment dates (end not before start) and needs (OTHER with its text).',
  stepViewed:
    'A client user opened a step: its first-viewed time is kept (later calls, and staff’s, change nothing).',
  employeeClassesList: "The client's employee classes, in the order they were made.",
  employeeClassCreate:
    'Adds an employee class; ALREADY_HAS_CLASSES when the classes changed since the editor loaded them.',
  employeeClassUpdate: 'Changes an employee class.',
  employeeClassDelete: 'Removes an employee class.',
  subsidiariesList: "The client's subsidiaries and affiliates covered under the policy.",
  subsidiaryCreate: 'Adds a subsidiary or affiliate (its location one of the client’s).',
  subsidiaryUpdate: 'Changes a subsidiary or affiliate.',
  subsidiaryDelete: 'Removes a subsidiary or affiliate.',
  claimsReportMailingGet:
    'Where the monthly claims reports go: a location and the contact they are addressed to.',
  claimsReportMailingPut: 'Sets where the monthly claims reports go.',
  additionalCompensationsGet: 'Pay beyond base earnings, and whether each counts toward covered earnings.',
  additionalCompensationsPut: "Replaces the client's list of pay beyond base earnings.",
  employeeClassPlansGet:
    'The plans chosen for an employee class, with their waiting periods and contributions.',
  employeeClassSetBenefitTypePlans:
    "Sets an employee class's plans of one benefit type (plans kept keep their waiting period and contribution).",
  employeeClassWaitingPeriods: 'Sets the waiting periods of plans chosen for an employee class.',
  employeeClassContributions: 'Sets who pays for plans chosen for an employee class.',
  employeeClassDuplicate: 'Copies an employee class under the name "<name> (copy)".',
  locationsList: "The client's locations, by name.",
  locationCreate: 'Adds a location (spec §5: name, address, city, state and zip code required).',
  locationUpdate: 'Changes a location.',
  locationDelete: 'Removes a location.',
  eifSign:
    "The client's authorized signer (its ben admin, or its broker when the broker signs) signs the EIF once every sub-step that applies is done.",
  deifChanges:
    'The changes made to the EIF since it was signed, netted (spec §4) and grouped by sub-step, with the review state.',
  deifReadyForReview: 'Staff mark the pending changes ready for the signer’s review.',
  outsideSignerGet: 'The client’s outside signer and the latest action link sent to them.',
  outsideSignerPut: 'Staff name the client’s outside signer (a new e-mail ends any link sent before).',
  outsideSignerDelete: 'Staff remove the outside signer; any link sent ends.',
  outsideSignerSend:
    'Staff e-mail the outside signer an action link (review-&-submit or review-&-submit-updates) bound to the client.',
  outsideSignerView:
    'The action link’s client, signer, state and the changes to decide on (token in x-action-token).',
  outsideSignerSummary: 'The Company Information Summary in words, for the outside signer.',
  outsideSignerPdf: 'The Company Information Summary PDF, for the outside signer.',
  outsideSignerSign: 'The outside signer signs the EIF (review-&-submit links only).',
  outsideSignerAccept:
    'The outside signer accepts the changes made ready for review (review-&-submit-updates links only).',
  outsideSignerDecline:
    'The outside signer declines the changes, with a reason (review-&-submit-updates links only).',
  deifAccept: 'The authorized signer accepts the changes made ready for review.',
  deifDecline: 'The authorized signer declines the changes made ready for review, with a reason.',
  changeLog:
    'The audit trail: every change to the client’s records, newest first, filtered by entity, person and dates, paged by the cursor `after`.',
  changeLogCsv: 'The audit trail for the same filters as CSV (cells that look like formulas are quoted).',
  undoIcEdits:
    'Admins and owners undo the implementers’ changes the signer has not accepted (spec §6 undo implementer edits).',
  eifSummaryPdf:
    'The Company Information Summary as a PDF (every answer by step; dates in the time zone tz, America/New_York by default).',
  taskActivity:
    'A task of the client (by its row id) with its status history, oldest first, and the events the caller may fire now.',
  taskEvent:
    'Moves a task by an event (decision 122): staff review, approve, mark NIGO with reasons, void and reopen; the client starts, submits, resubmits and completes its part.',
  userClients: "A user's clients: staff for anyone, everyone else for themselves.",
};

export const CLIENTS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type ClientsSchemas = typeof CLIENTS_SCHEMAS;
