/**
 * The permission answers of spec §6, written out by hand route by route (decision 050): what the permission
 * matrix (permissions.integration-spec.ts, through the gateway) and the bus-level test
 * (bus-access.integration-spec.ts, each service's subject called directly) expect. They are NOT computed from
 * the role table or can() the tests check. A route missing here fails the matrix.
 */

/** 'ok': access granted (the call may still answer 400 for its empty body or 404 for a made-up record). */
export type Want = 'ok' | 401 | 403 | 404;
/** About the caller's own client or record, and about another's. */
export type OwnOther = { own: Want; other: Want };
export type Answers = {
  anonymous: Want;
  benAdmin: Want | OwnOther;
  broker: Want | OwnOther;
  admin: Want | OwnOther;
  owner: Want | OwnOther;
};

// Shorthands for the rows that the spec states the same way (each row below still names its own).
/** Open to anyone. */
const PUBLIC: Answers = { anonymous: 'ok', benAdmin: 'ok', broker: 'ok', admin: 'ok', owner: 'ok' };
/** Any signed-in user. */
const SIGNED_IN_ANY: Answers = { anonymous: 401, benAdmin: 'ok', broker: 'ok', admin: 'ok', owner: 'ok' };
/**
 * Spec §2 "outside-signer pages are open", §6 "outside signer through the action link": the link's token is
 * the only key (decision 108). Without one, nobody (signed in or not) is let in: 404, the link is unknown.
 */
const ACTION_LINK_ONLY: Answers = { anonymous: 404, benAdmin: 404, broker: 404, admin: 404, owner: 404 };
/** "Admin and owner: …" / "Admin: … any client": staff only. */
const STAFF: Answers = { anonymous: 401, benAdmin: 403, broker: 403, admin: 'ok', owner: 'ok' };
/** "Owner: manage owners and admins": not admins. */
const OWNER_ONLY: Answers = { anonymous: 401, benAdmin: 403, broker: 403, admin: 403, owner: 'ok' };
/** "Ben admins and brokers: read and update own client …": their own client yes, another 403. */
const OWN_CLIENT: Answers = {
  anonymous: 401,
  benAdmin: { own: 'ok', other: 403 },
  broker: { own: 'ok', other: 403 },
  admin: 'ok',
  owner: 'ok',
};
/**
 * "Only the broker can be an authorized signer (brokerAsAuthorizedSigner)": otherwise the client's ben admin;
 * staff never sign for the employer (decision 094). No demo client of the matrix has the broker sign.
 */
const SIGNER: Answers = {
  anonymous: 401,
  benAdmin: { own: 'ok', other: 403 },
  broker: { own: 403, other: 403 },
  admin: 403,
  owner: 403,
};
/**
 * The e-signature's embedded signing view and its return: the form's recipient alone, a person of the client
 * ("Only the recipient whose turn it is can sign this form"); staff are nobody's recipient and never sign for the
 * employer (decision 094). Another client's form: 403, as the client is named.
 */
const RECIPIENT_ONLY: Answers = {
  anonymous: 401,
  benAdmin: { own: 'ok', other: 403 },
  broker: { own: 'ok', other: 403 },
  admin: 403,
  owner: 403,
};
/** A staff tool on one user's record: an admin may not use it on an admin (their own record included). */
const STAFF_TOOL_ON_USER: Answers = { ...STAFF, admin: { own: 403, other: 'ok' } };

export const ANSWERS: Record<string, Answers> = {
  // Documents (spec §6 "Ben admins and brokers: … full control of own EIF documents and documents"; staff
  // every client's). By id alone: any signed-in user may ask; the service finds only the caller's own.
  'GET /api/clients/:clientId/documents/meta': OWN_CLIENT,
  'GET /api/clients/:clientId/documents/count': OWN_CLIENT,
  'GET /api/clients/:clientId/documents/last-touched/:category': OWN_CLIENT,
  'POST /api/clients/:clientId/documents': OWN_CLIENT,
  'PUT /api/clients/:clientId/documents/meta': OWN_CLIENT,
  'PUT /api/clients/:clientId/documents/:documentId/rename': OWN_CLIENT,
  'DELETE /api/clients/:clientId/documents/:documentId': OWN_CLIENT,
  'GET /api/clients/:clientId/documents/zip': OWN_CLIENT,
  'GET /api/clients/:clientId/documents/:documentId': OWN_CLIENT,
  'GET /api/documents/:documentId': SIGNED_IN_ANY,
  'POST /api/clients/:clientId/documents/vidyard/upload': OWN_CLIENT,
  'DELETE /api/clients/:clientId/documents/vidyard/delete/:vidyardId': OWN_CLIENT,
  // Onboarding forms (spec §6 "Ben admins and brokers: read, create and update onboarding forms of own
  // clients"; "Admin and owner: reassign onboarding-form recipients"; decision 134). Deleting is an update of
  // the gateway's (the service lets only staff or the form's creator).
  'GET /api/clients/:clientId/onboarding-forms': OWN_CLIENT,
  'POST /api/clients/:clientId/onboarding-forms': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/templates': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/templates/:templateId': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/:formId': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/:formId/ready-to-sign-recipients': OWN_CLIENT,
  'POST /api/clients/:clientId/onboarding-forms/:formId/embedded-view': RECIPIENT_ONLY,
  'POST /api/clients/:clientId/onboarding-forms/:formId/embedded-view-action': RECIPIENT_ONLY,
  'POST /api/clients/:clientId/onboarding-forms/:formId/sync-envelope': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/:formId/download': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/:formId/download/:documentId': OWN_CLIENT,
  'DELETE /api/clients/:clientId/onboarding-forms/:formId': OWN_CLIENT,
  'PUT /api/clients/:clientId/onboarding-forms/:formId/reassign-recipient': STAFF,
  'GET /api/clients/:clientId/onboarding-forms/:formId/recipient': OWN_CLIENT,
  'GET /api/clients/:clientId/onboarding-forms/:formId/lock-status': OWN_CLIENT,
  // Benefits Explorer sites (explorer spec §6: "staff … act on any resource"; ben admins and brokers "only on
  // their own clients", which actions not shown: they read, staff manage; decision 161). The owner's list and
  // the transfer name no client: staff only.
  'GET /api/clients/:clientId/explorer-pages': OWN_CLIENT,
  'POST /api/clients/:clientId/explorer-pages': STAFF,
  'GET /api/clients/:clientId/explorer-pages/:explorerPageId': OWN_CLIENT,
  'PUT /api/clients/:clientId/explorer-pages/:explorerPageId': STAFF,
  'DELETE /api/clients/:clientId/explorer-pages/:explorerPageId': STAFF,
  'POST /api/clients/:clientId/explorer-pages/:explorerPageId/renew': STAFF,
  'PUT /api/clients/:clientId/explorer-pages/:explorerPageId/live': STAFF,
  'PUT /api/clients/:clientId/explorer-pages/:explorerPageId/association': STAFF,
  'GET /api/clients/:clientId/explorer-pages/:explorerPageId/documents/:benefitType': OWN_CLIENT,
  'PUT /api/clients/:clientId/explorer-pages/:explorerPageId/documents/:benefitType': STAFF,
  'GET /api/explorer-pages/by-owner/:pageOwnerId': STAFF,
  'PUT /api/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId': STAFF,
  // The explorer's public side (explorer spec §6: no sign-in for pages, lead and share; decisions 167-170).
  'GET /api/explorer-pages/:explorerPageId': PUBLIC,
  'GET /api/explorer-pages/:explorerPageId/documents/:documentId': PUBLIC,
  'POST /api/explorer-pages/lead-generation/send': PUBLIC,
  'POST /api/explorer-pages/:explorerPageId/share': PUBLIC,
  // The census (spec §7 Census; §6 "full control of own … documents": a census file is one of them).
  'GET /api/clients/:clientId/census/:policyId/validate': OWN_CLIENT,
  'PUT /api/clients/:clientId/census/:policyId/validate-submit': OWN_CLIENT,
  'POST /api/clients/:clientId/census/:policyId/submit': OWN_CLIENT,
  'GET /api/clients/:clientId/census/:policyId/files/:documentId': OWN_CLIENT,
  'PUT /api/clients/:clientId/census/:policyId/files/:documentId/mapping': OWN_CLIENT,
  'GET /api/clients/:clientId/census/:policyId/validation-report/:documentId': OWN_CLIENT,
  'GET /api/clients/:clientId/census/:policyId/validation-report/:documentId/errors.csv': OWN_CLIENT,
  'GET /api/clients/:clientId/census/:policyId/files/:documentId/rows': OWN_CLIENT,
  'PUT /api/clients/:clientId/census/:policyId/files/:documentId/rows': OWN_CLIENT,
  // The new-document notice: the client's people and staff, each their own notice (spec §3, §4).
  'GET /api/clients/:clientId/new-document-notice': OWN_CLIENT,
  'PUT /api/clients/:clientId/new-document-notice': OWN_CLIENT,
  'PUT /api/users/new-document-notice': SIGNED_IN_ANY,
  // Sign-in (spec §2 auth pages), health, configuration: open.
  'POST /api/auth/sign-in': PUBLIC,
  'POST /api/auth/password/expired': PUBLIC,
  'POST /api/auth/factors/challenge': PUBLIC,
  'POST /api/auth/factors/verify': PUBLIC,
  'POST /api/auth/factors/enroll': PUBLIC,
  'POST /api/auth/factors/activate': PUBLIC,
  'POST /api/auth/token': PUBLIC,
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/configuration': PUBLIC,
  'POST /api/users/authenticated/logged-in': PUBLIC,
  // The web's session check (decision 199): anyone may ask whether they are signed in; the answer is theirs.
  'GET /api/users/session': PUBLIC,
  'GET /api/users/auth-token/:token': PUBLIC,
  'POST /api/users/password-upsert': PUBLIC,
  'POST /api/users/reset-password/:email': PUBLIC,
  // Every signed-in user: their own session, terms of use, toggles, service status.
  'GET /api/users/authenticated': SIGNED_IN_ANY,
  'POST /api/users/authenticated/logout': SIGNED_IN_ANY,
  'POST /api/users/terms-of-use': SIGNED_IN_ANY,
  'GET /api/feature-toggles': SIGNED_IN_ANY,
  'GET /api/service-status': SIGNED_IN_ANY,
  // Spec §7 "Other" (portal) and explorer §7: a reference list the signed-in pages (EIF, explorer admin) read;
  // §6 opens no call to anonymous callers but sign-in's and the explorer's public pages (decision 195).
  'GET /api/ben-admin-platforms': SIGNED_IN_ANY,
  // Clients. "Ben admins and brokers: read and update own client"; the list holds only their own.
  'GET /api/clients': SIGNED_IN_ANY,
  // "Admin: create, read, update, delete any client."
  'POST /api/clients': STAFF,
  'GET /api/clients/ticket/:ticketId/info': STAFF,
  'GET /api/clients/:clientId': OWN_CLIENT,
  'PUT /api/clients/:clientId': OWN_CLIENT,
  'PATCH /api/clients/:clientId/draft': OWN_CLIENT,
  'DELETE /api/clients/:clientId': STAFF,
  // Spec §6 "Owner only: generate activity e-mails, trigger post-onboarding survey, phase-change, risk-acceptance
  // and upcoming-dates e-mails, actively-at-work reminder, dental e-mails, purge QA data, carrier management,
  // update phase-change status flag" (decisions 141–144): admins are refused too. The carriers list itself is
  // read by staff (plans name a carrier): decision 144.
  'POST /api/clients/:clientId/owner-emails': OWNER_ONLY,
  'PUT /api/clients/:clientId/phase-change-status': OWNER_ONLY,
  'POST /api/owner/purge-qa-data': OWNER_ONLY,
  'GET /api/carriers': STAFF,
  'POST /api/carriers': OWNER_ONLY,
  'PUT /api/carriers/:carrierId': OWNER_ONLY,
  'DELETE /api/carriers/:carrierId': OWNER_ONLY,
  // The welcome flow is part of the client the ben admin or broker reads and updates.
  'GET /api/clients/:clientId/welcome-flow': OWN_CLIENT,
  'POST /api/clients/:clientId/welcome-flow': OWN_CLIENT,
  'POST /api/clients/:clientId/complete-welcome-flow': OWN_CLIENT,
  'GET /api/clients/:clientId/plans': OWN_CLIENT,
  // The EIF's answers are the client's answers the employer and broker give (issue 9, decision 092).
  'GET /api/clients/:clientId/eif-answers': OWN_CLIENT,
  'PATCH /api/clients/:clientId/eif-answers': OWN_CLIENT,
  // The summary PDF is those answers printed: who reads them reads it.
  'GET /api/clients/:clientId/eif-summary': OWN_CLIENT,
  // "Ben admins and brokers: … full control of own employee classes and locations."
  'GET /api/clients/:clientId/employee-classes': OWN_CLIENT,
  'POST /api/clients/:clientId/employee-classes': OWN_CLIENT,
  'PUT /api/clients/:clientId/employee-classes/:employeeClassId': OWN_CLIENT,
  'DELETE /api/clients/:clientId/employee-classes/:employeeClassId': OWN_CLIENT,
  'POST /api/clients/:clientId/employee-classes/:employeeClassId/duplicate': OWN_CLIENT,
  // Subsidiaries, the claims report mailing and pay beyond base earnings are the client's EIF answers
  // (decisions 092, 097): who answers the EIF changes them.
  'GET /api/clients/:clientId/subsidiary': OWN_CLIENT,
  'POST /api/clients/:clientId/subsidiary': OWN_CLIENT,
  'PUT /api/clients/:clientId/subsidiary/:subsidiaryId': OWN_CLIENT,
  'DELETE /api/clients/:clientId/subsidiary/:subsidiaryId': OWN_CLIENT,
  'GET /api/clients/:clientId/monthly-claims-report-mailing-location': OWN_CLIENT,
  'PUT /api/clients/:clientId/monthly-claims-report-mailing-location': OWN_CLIENT,
  'GET /api/clients/:clientId/additional-compensations': OWN_CLIENT,
  'PUT /api/clients/:clientId/additional-compensations': OWN_CLIENT,
  'GET /api/clients/:clientId/employee-classes/:employeeClassId/plans': OWN_CLIENT,
  'POST /api/clients/:clientId/employee-classes/:employeeClassId/plans/set-benefit-type-plans': OWN_CLIENT,
  'PUT /api/clients/:clientId/employee-classes/:employeeClassId/plans/waiting-periods': OWN_CLIENT,
  'PUT /api/clients/:clientId/employee-classes/:employeeClassId/plans/contributions': OWN_CLIENT,
  'GET /api/clients/:clientId/locations': OWN_CLIENT,
  'POST /api/clients/:clientId/locations': OWN_CLIENT,
  'PUT /api/clients/:clientId/locations/:locationId': OWN_CLIENT,
  'DELETE /api/clients/:clientId/locations/:locationId': OWN_CLIENT,
  // The EIF's contacts: §6 is silent (its "excluded from update: … contacts" is about the client's own
  // fields); the plan-administrator sub-step is the employer's to fill, so as locations (decision 100).
  'GET /api/clients/:clientId/contacts': OWN_CLIENT,
  'POST /api/clients/:clientId/contacts': OWN_CLIENT,
  'PUT /api/clients/:clientId/contacts/:contactId': OWN_CLIENT,
  'DELETE /api/clients/:clientId/contacts/:contactId': OWN_CLIENT,
  // The EIF's bills: §6's "excluded from update: … bills" is about the client record's own fields; the
  // billing-preferences sub-step is the employer's to fill, so as contacts (decision 101).
  'GET /api/clients/:clientId/bills': OWN_CLIENT,
  'PUT /api/clients/:clientId/bills': OWN_CLIENT,
  'DELETE /api/clients/:clientId/bills': OWN_CLIENT,
  // A task's history and its events (issue 12, decision 123): the client's own people and staff reach the
  // route ("read and update own client"); which event each may fire is the task rules' (tasks.integration-spec).
  'GET /api/clients/:clientId/tasks/:taskId/activity': OWN_CLIENT,
  'POST /api/clients/:clientId/tasks/:taskId/events': OWN_CLIENT,
  // A policy's SPD acknowledgement (issue 12 item 6, decision 130): the employer's people acknowledge the SPD of
  // their own client's policy ("read and update own client"); staff any.
  'GET /api/clients/:clientId/policies/:policyId/spd-acknowledgements/:kind': OWN_CLIENT,
  'PUT /api/clients/:clientId/policies/:policyId/spd-acknowledgements/:kind': OWN_CLIENT,
  // The kickoff and ongoing service calls (issue 12 item 2, decision 124): §6 "ben admins and brokers: read
  // own client actions" and "read and update own client": they see the call and choose its time, topics and
  // people; offering the times and recording the outcome is the implementation consultant's: staff only.
  'GET /api/clients/:clientId/calls/:callType': OWN_CLIENT,
  'PUT /api/clients/:clientId/calls/:callType/offer': STAFF,
  'PUT /api/clients/:clientId/calls/:callType/selection': OWN_CLIENT,
  'PUT /api/clients/:clientId/calls/:callType/outcome': STAFF,
  // Enrollment resources (decision 127): the client's own people read them and mark them seen ("read and
  // update own client"); attaching, changing and removing them is staff's (a client setup step, add-resources).
  'GET /api/clients/:clientId/resources': OWN_CLIENT,
  'POST /api/clients/:clientId/resources': STAFF,
  'PUT /api/clients/:clientId/resources/:resourceId': STAFF,
  'DELETE /api/clients/:clientId/resources/:resourceId': STAFF,
  'PUT /api/clients/:clientId/resources/:resourceId/seen': OWN_CLIENT,
  // Enrollment dates and needs, step-viewed flags (decision 128): fields of the client ("read and update own
  // client").
  'GET /api/clients/:clientId/enrollment': OWN_CLIENT,
  'PUT /api/clients/:clientId/enrollment': OWN_CLIENT,
  'PUT /api/clients/:clientId/steps-viewed/:stepKey': OWN_CLIENT,
  // "Only the broker can be an authorized signer (brokerAsAuthorizedSigner)": otherwise the ben admin signs;
  // staff never sign for the employer (decision 094). No demo client has the broker sign.
  'POST /api/clients/:clientId/eif-sign': SIGNER,
  // Changes after signing (issue 10, decision 106): the client's own people read them ("read own client");
  // the implementers (staff) mark them ready for review; the authorized signer alone accepts or declines
  // them, as it signs; "Admin and owner: … undo implementer edits".
  'GET /api/clients/:clientId/change-log/deif-changes': OWN_CLIENT,
  'POST /api/clients/:clientId/change-log/deif-changes/ready-for-review': STAFF,
  'POST /api/clients/:clientId/change-log/deif-changes/accept': SIGNER,
  'POST /api/clients/:clientId/change-log/deif-changes/decline': SIGNER,
  // Decision 108: who the outside signer is, the client's people may see; naming them and sending links is
  // staff's, as marking changes ready for review is.
  'GET /api/clients/:clientId/outside-signer': OWN_CLIENT,
  'PUT /api/clients/:clientId/outside-signer': STAFF,
  'DELETE /api/clients/:clientId/outside-signer': STAFF,
  'POST /api/clients/:clientId/outside-signer/send': STAFF,
  'GET /api/outside-signer/review': ACTION_LINK_ONLY,
  'GET /api/outside-signer/eif-summary': ACTION_LINK_ONLY,
  'GET /api/outside-signer/eif-summary/pdf': ACTION_LINK_ONLY,
  'POST /api/outside-signer/sign': ACTION_LINK_ONLY,
  'POST /api/outside-signer/accept': ACTION_LINK_ONLY,
  'POST /api/outside-signer/decline': ACTION_LINK_ONLY,
  'POST /api/clients/:clientId/undo-ic-edits': STAFF,
  // The audit trail: staff, and read-only for the client's own ben admin and broker (issue 10 item 5).
  'GET /api/clients/:clientId/change-log': OWN_CLIENT,
  'GET /api/clients/:clientId/change-log/export': OWN_CLIENT,
  // "excluded from update: … plans … and many internal fields": setup, plans, Jira sync, base client, and
  // "Admin and owner: … send activation e-mail".
  'GET /api/clients/:clientId/setup': STAFF,
  'POST /api/clients/:clientId/setup-steps/:stepId': STAFF,
  'PUT /api/clients/:clientId/plans': STAFF,
  'POST /api/clients/:clientId/plan-configuration': STAFF,
  'PUT /api/clients/:clientId/sync': STAFF,
  'POST /api/clients/:clientId/base-client': STAFF,
  'POST /api/clients/:clientId/activation-emails': STAFF,
  // "Internal staff … can push plan design to … QPS" (spec §1, §7 QPS and jobs): staff only, reads and pushes.
  'GET /api/clients/:clientId/qps/plan-design-info': STAFF,
  'POST /api/clients/:clientId/qps/async-push': STAFF,
  'GET /api/api-jobs': STAFF,
  'GET /api/clients/:clientId/client-from-qps': STAFF,
  'POST /api/clients/:clientId/import-from-qps': STAFF,
  // Internal users. "Admin: … read admins. Owner: manage owners and admins."
  'GET /api/users/internal': STAFF,
  'POST /api/users/internal': OWNER_ONLY,
  'PUT /api/users/internal/:userId': OWNER_ONLY,
  'DELETE /api/users/internal/:userId': OWNER_ONLY,
  // Internal users are admins and owners, whom only owners manage: an admin's tool reaches none of them.
  'POST /api/users/internal/:userId/activation-email': OWNER_ONLY,
  // Ben admins. "Ben admins, brokers, admins and owners can list ben admins"; "a ben admin reads own
  // record"; another client's ben admin is not found (decision 050); a broker's own id is no ben admin.
  'GET /api/users/ben-admin': SIGNED_IN_ANY,
  'POST /api/users/ben-admin': STAFF,
  'GET /api/users/ben-admin/:userId': {
    anonymous: 401,
    benAdmin: { own: 'ok', other: 404 },
    broker: { own: 404, other: 404 },
    admin: 'ok',
    owner: 'ok',
  },
  'PUT /api/users/ben-admin/:userId': STAFF,
  'DELETE /api/users/ben-admin/:userId': STAFF,
  'PUT /api/users/ben-admin/:userId/assign/:clientId': STAFF,
  'PUT /api/users/ben-admin/:userId/unassign/:clientId': STAFF,
  'POST /api/users/ben-admin/:userId/change-to-broker': STAFF,
  'POST /api/users/ben-admin/:userId/activation-email': STAFF,
  // Brokers. "brokers, admins and owners list brokers"; "A broker may update own record except clientIds".
  'GET /api/users/broker': { ...STAFF, broker: 'ok' },
  'POST /api/users/broker': STAFF,
  'GET /api/users/broker/:userId': { ...STAFF, broker: { own: 'ok', other: 404 } },
  'PUT /api/users/broker/:userId': { ...STAFF, broker: { own: 'ok', other: 403 } },
  'DELETE /api/users/broker/:userId': STAFF,
  'PUT /api/users/broker/:userId/assign/:clientId': STAFF,
  'PUT /api/users/broker/:userId/unassign/:clientId': STAFF,
  'POST /api/users/broker/:userId/activation-email': STAFF,
  // "Admin and owner: … MFA reset, … copy activation link, bulk update e-mail and send activation e-mail,
  // list users, SLF admins and SLF users"; an admin's tools do not reach admins.
  'POST /api/users/reset-password/userId/:userId': STAFF_TOOL_ON_USER,
  'POST /api/users/reset-mfa/:email': STAFF,
  'POST /api/users/activation-email/:email': STAFF,
  'POST /api/users/:userId/activation-link': STAFF_TOOL_ON_USER,
  'GET /api/users/check-existing/:value': STAFF,
  'POST /api/users/update-email-and-send-activation-email': STAFF,
  'GET /api/users/role/:role': STAFF,
  'GET /api/users/slfs': STAFF,
  'GET /api/users': STAFF,
  // "Admin and owner: … reassign onboarding form".
  'PUT /api/users/:userId/onboarding-form-email': STAFF,
  // E-mails (spec §6 "Admin and owner: … read/resend/create emails"; "Owner only: … resend rejected
  // e-mails").
  'GET /api/emails': STAFF,
  'GET /api/emails/count': STAFF,
  'GET /api/emails/:emailId': STAFF,
  'POST /api/emails/:emailId/resend': STAFF,
  'POST /api/emails/resend-rejected': OWNER_ONLY,
  // A user's clients: staff for anyone, everyone else for themselves.
  'GET /api/users/:userId/clients': {
    anonymous: 401,
    benAdmin: { own: 'ok', other: 403 },
    broker: { own: 'ok', other: 403 },
    admin: 'ok',
    owner: 'ok',
  },
};
