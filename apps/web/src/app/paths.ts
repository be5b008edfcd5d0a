/** Route paths the app links to. The route table itself is in routes.tsx. */
export const PATHS = {
  home: '/',
  notFound: '/404',
  maintenance: '/maintenance',
  login: '/login',
  logout: '/logout',
  forgot: '/forgot',
  activate: '/activate',
  reactivate: '/reactivate',
  reset: '/reset',
  termsOfUse: '/terms-of-use',
  labHome: '/lab/home',
  labAbout: '/lab/about',
  internalHome: '/clients/admin',
  brokerHome: '/clients',
  benAdminHome: '/clients/ben-admin',
  clientManage: (clientId: string) => `/clients/admin/${encodeURIComponent(clientId)}/manage`,
  client: (clientId: string) => `/client/${encodeURIComponent(clientId)}`,
  /** A client's audit trail: staff's under the client manage page, the client's people's in the hub. */
  clientAuditTrailAdmin: (clientId: string) =>
    `/clients/admin/${encodeURIComponent(clientId)}/manage/audit-trail`,
  /** The staff's Benefits Explorer site pages under the client manage page (explorer spec §2). */
  explorerSiteCreate: (clientId: string) =>
    `/clients/admin/${encodeURIComponent(clientId)}/manage/benefits-explorer`,
  explorerSiteEdit: (clientId: string, explorerPageId: string) =>
    `/clients/admin/${encodeURIComponent(clientId)}/manage/benefits-explorer/${encodeURIComponent(explorerPageId)}`,
  explorerSiteRenew: (clientId: string, explorerPageId: string) =>
    `/clients/admin/${encodeURIComponent(clientId)}/manage/benefits-explorer/${encodeURIComponent(explorerPageId)}/renew`,
  /** A site's public page (explorer spec §2 benefitsExplorerInternal): its vanity slug, else its id (issue 16). */
  benefitsExplorer: (vanitySlugOrId: string) => `/benefits-explorer/${encodeURIComponent(vanitySlugOrId)}`,
  clientAuditTrail: (clientId: string) => `/client/${encodeURIComponent(clientId)}/audit-trail`,
  clientWelcome: (clientId: string) => `/client/${encodeURIComponent(clientId)}/welcome`,
  clientSetupPending: (clientId: string) => `/client/${encodeURIComponent(clientId)}/setup-pending`,
  clientResources: (clientId: string) => `/client/${encodeURIComponent(clientId)}/resources-listing`,
  /** A task of the hub; with `policyId`, the policy task detail (/task/{taskId}/{policyId}). */
  clientTask: (clientId: string, taskId: string, policyId?: string | null) =>
    `/client/${encodeURIComponent(clientId)}/task/${encodeURIComponent(taskId)}${
      policyId ? `/${encodeURIComponent(policyId)}` : ''
    }`,
  /** An EIF step, sub-step, or a sub-step's policy (spec §2 EIF routes). */
  eif: (clientId: string, stepId: string, subStepId?: string, policyId?: string) =>
    `/client/${encodeURIComponent(clientId)}/task/eif-submit-company-information/step/${encodeURIComponent(stepId)}${
      subStepId ? `/${encodeURIComponent(subStepId)}` : ''
    }${policyId ? `/policy/${encodeURIComponent(policyId)}` : ''}`,
  /** The class builder's page of one class (spec §2 …/{eifSubStepId}/{employeeClassId}). */
  eifClass: (clientId: string, employeeClassId: string) =>
    `/client/${encodeURIComponent(clientId)}/task/eif-submit-company-information/step/plan-configuration-&-eligibility/class-builder/${encodeURIComponent(employeeClassId)}`,
  eifSummary: (clientId: string) =>
    `/client/${encodeURIComponent(clientId)}/task/eif-submit-company-information/summary`,
  /** The census of a policy (spec §2): its steps, and a file's validation report (clear layout). */
  censusValidations: (clientId: string, policyId: string) =>
    `/client/${encodeURIComponent(clientId)}/task/enrollment-elections/${encodeURIComponent(policyId)}/validations`,
  censusReport: (clientId: string, policyId: string, documentId: string) =>
    `/client/${encodeURIComponent(clientId)}/task/enrollment-elections/${encodeURIComponent(policyId)}/validation-report/${encodeURIComponent(documentId)}`,
  /** An onboarding form's signing page (clear layout) and viewer (no footer), spec §2. */
  onboardingFormAction: (clientId: string, onboardingFormId: string, recipientId: string) =>
    `/client/${encodeURIComponent(clientId)}/onboarding-forms/${encodeURIComponent(onboardingFormId)}/action/${encodeURIComponent(recipientId)}`,
  onboardingFormView: (clientId: string, onboardingFormId: string, recipientId: string) =>
    `/client/${encodeURIComponent(clientId)}/onboarding-forms/${encodeURIComponent(onboardingFormId)}/view/${encodeURIComponent(recipientId)}`,
  internalUsers: '/users/internal',
  brokers: '/brokers/admin/',
  brokerManage: (userId: string) => `/brokers/admin/${encodeURIComponent(userId)}/manage`,
  benAdmins: '/ben-admins/admin/',
  benAdminManage: (userId: string) => `/ben-admins/admin/${encodeURIComponent(userId)}/manage`,
  emails: '/emails',
  /** One e-mail (internal layout); the EMAIL_SENT toast links here. */
  emailDetail: (emailId: string) => `/emails/${encodeURIComponent(emailId)}`,
  /** The e-mail-for-client route of spec §2 (internal layout): one e-mail, back to the client's manage page. */
  clientEmailAdmin: (clientId: string, emailId: string) =>
    `/clients/admin/${encodeURIComponent(clientId)}/manage/emails/${encodeURIComponent(emailId)}`,
  /** A client's e-mails in the hub (spec §2 hub /emails and /emails/{emailId}; staff only, decision 140). */
  clientEmails: (clientId: string) => `/client/${encodeURIComponent(clientId)}/emails`,
  clientEmail: (clientId: string, emailId: string) =>
    `/client/${encodeURIComponent(clientId)}/emails/${encodeURIComponent(emailId)}`,
  /** The Push to QPS page of a client's EIF (spec §2 …/push-to-qps). */
  pushToQps: (clientId: string) =>
    `/client/${encodeURIComponent(clientId)}/task/eif-submit-company-information/push-to-qps`,
  /** The outside signer's pages (spec §2): the action link's review, and the summary in its modes. */
  outsideSigner: (action: string) => `/outside-signer/${encodeURIComponent(action)}`,
  outsideSignerSummary: '/outside-signer/eif-summary',
} as const;

/** Target of the skip link; the layout's <main> carries it. */
export const MAIN_CONTENT_ID = 'main-content';

/** The query parameter that carries the address to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * A redirect target from the address bar, if it is safe: an absolute path on this site. Anything else
 * (`//evil.example`, `https://…`, `javascript:`) is ignored, so the login page is no open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** /login, with a way back to `returnTo` when given. */
export function loginPath(returnTo?: string): string {
  return returnTo ? `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : PATHS.login;
}
