import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/ui/AppLayout.js';
import { RouteErrorPage } from '../components/ui/RouteErrorPage.js';
import { PATHS } from './paths.js';
import { lazyPage } from './lazyPage.js';
import type { RouteHandle } from './routeHandle.js';
import { explorerInternalRoutes } from './explorerRoutes.js';

/**
 * A page in its own chunk; the layout shows a skeleton while it loads. main.tsx fetches the first page's
 * chunk before the first render (preloadRoutePages), so the first screen is the page itself.
 */
const page = lazyPage;

const IndexPage = page(() => import('../pages/IndexPage.js'), 'IndexPage');
const LabHomePage = page(() => import('../pages/LabHomePage.js'), 'LabHomePage');
const LabAboutPage = page(() => import('../pages/LabAboutPage.js'), 'LabAboutPage');
const NotFoundPage = page(() => import('../pages/NotFoundPage.js'), 'NotFoundPage');
const MaintenancePage = page(() => import('../pages/MaintenancePage.js'), 'MaintenancePage');
const TermsOfUsePage = page(() => import('../pages/TermsOfUsePage.js'), 'TermsOfUsePage');
const LogoutPage = page(() => import('../pages/LogoutPage.js'), 'LogoutPage');
const LoginPage = page(() => import('../pages/LoginPage.js'), 'LoginPage');
const ForgotPasswordPage = page(() => import('../pages/ForgotPasswordPage.js'), 'ForgotPasswordPage');
const ActivatePage = page(() => import('../pages/SetPasswordPage.js'), 'ActivatePage');
const ReactivatePage = page(() => import('../pages/SetPasswordPage.js'), 'ReactivatePage');
const ResetPasswordPage = page(() => import('../pages/SetPasswordPage.js'), 'ResetPasswordPage');
// Admin pages: only staff ever load these chunks.
const InternalUsersPage = page(() => import('../pages/InternalUsersPage.js'), 'InternalUsersPage');
const BrokersPage = page(() => import('../pages/BrokersPage.js'), 'BrokersPage');
const BrokerManagePage = page(() => import('../pages/BrokerManagePage.js'), 'BrokerManagePage');
const BenAdminsPage = page(() => import('../pages/BenAdminsPage.js'), 'BenAdminsPage');
const BenAdminManagePage = page(() => import('../pages/BenAdminManagePage.js'), 'BenAdminManagePage');
// E-mails (issue 14): staff only; the hub's pages too (decision 140).
const EmailsPage = page(() => import('../pages/EmailsPage.js'), 'EmailsPage');
const EmailDetailPage = page(() => import('../pages/EmailsPage.js'), 'EmailDetailPage');
const ClientEmailAdminPage = page(() => import('../pages/EmailsPage.js'), 'ClientEmailAdminPage');
const HubEmailsPage = page(() => import('../pages/hub/HubEmailsPage.js'), 'HubEmailsPage');
const HubEmailPage = page(() => import('../pages/hub/HubEmailsPage.js'), 'HubEmailPage');
// Client core: the role homes, the client manage page and the client hub.
const InternalClientsPage = page(() => import('../pages/InternalClientsPage.js'), 'InternalClientsPage');
const ClientManagePage = page(() => import('../pages/ClientManagePage.js'), 'ClientManagePage');
const ClientAuditTrailPage = page(() => import('../pages/ClientAuditTrailPage.js'), 'ClientAuditTrailPage');
// Benefits Explorer sites (issue 15): staff build them under the client manage page.
const ExplorerSiteFormPage = page(() => import('../pages/ExplorerSitePages.js'), 'ExplorerSiteFormPage');
const ExplorerSiteRenewPage = page(() => import('../pages/ExplorerSitePages.js'), 'ExplorerSiteRenewPage');
const BrokerClientsPage = page(() => import('../pages/BrokerClientsPage.js'), 'BrokerClientsPage');
const BenAdminClientsPage = page(() => import('../pages/BenAdminClientsPage.js'), 'BenAdminClientsPage');
const ClientScopePage = page(() => import('../pages/hub/ClientScopePage.js'), 'ClientScopePage');
const HubHomePage = page(() => import('../pages/hub/HubHomePage.js'), 'HubHomePage');
const WelcomePage = page(() => import('../pages/hub/WelcomePage.js'), 'WelcomePage');
const TaskPage = page(() => import('../pages/hub/TaskPage.js'), 'TaskPage');
const EifPage = page(() => import('../pages/hub/EifPage.js'), 'EifPage');
const EifSummaryPage = page(() => import('../pages/hub/EifSummaryPage.js'), 'EifSummaryPage');
const PushToQpsPage = page(() => import('../pages/hub/PushToQpsPage.js'), 'PushToQpsPage');
// The census of a policy (issue 11 items 3 and 4): its steps in the hub, a file's report in the clear layout.
const CensusValidationsPage = page(
  () => import('../pages/hub/CensusValidationsPage.js'),
  'CensusValidationsPage',
);
const CensusReportPage = page(() => import('../pages/CensusReportPage.js'), 'CensusReportPage');
// Onboarding forms (issue 13 item 4): the signing page in the clear layout, the viewer in the hub without footer.
const OnboardingFormActionPage = page(
  () => import('../pages/OnboardingFormActionPage.js'),
  'OnboardingFormActionPage',
);
const OnboardingFormViewPage = page(
  () => import('../pages/hub/OnboardingFormViewPage.js'),
  'OnboardingFormViewPage',
);
const AuditTrailPage = page(() => import('../pages/hub/AuditTrailPage.js'), 'AuditTrailPage');
const ResourcesPage = page(() => import('../pages/hub/ResourcesPage.js'), 'ResourcesPage');
const SetupPendingPage = page(() => import('../pages/hub/SetupPendingPage.js'), 'SetupPendingPage');
// The outside signer's pages: opened from an e-mailed link, without an account (decision 108).
const OutsideSignerPage = page(() => import('../pages/OutsideSignerPage.js'), 'OutsideSignerPage');
const OutsideSignerSummaryPage = page(
  () => import('../pages/OutsideSignerPage.js'),
  'OutsideSignerSummaryPage',
);

// Auth modes of spec section 2. `plainLogin`: an anonymous visitor goes to /login without a redirect back.
const required: RouteHandle = { auth: 'required' };
const requiredPlainLogin: RouteHandle = { auth: 'required', plainLogin: true };
const optional: RouteHandle = { auth: 'optional' };
const optionalPlainLogin: RouteHandle = { auth: 'optional', plainLogin: true };
/** The hub's welcome route: auth required, and the top navigation shows only Sign Out. */
const requiredSignOutOnly: RouteHandle = { auth: 'required', nav: 'signOutOnly' };
const notAllowed: RouteHandle = { auth: 'not_allowed' };
/** E-mails are read by staff only (spec §6): others get the usual not-allowed notice (decision 140). */
const requiredEmailReader: RouteHandle = {
  auth: 'required',
  requires: [{ action: 'read', resource: 'email' }],
};
const notAllowedPlainLogin: RouteHandle = { auth: 'not_allowed', plainLogin: true };
/** The onboarding form viewer (spec §2 "viewer, no footer"). */
const requiredNoFooter: RouteHandle = { auth: 'required', footer: 'none' };
/** Push to QPS (spec §2, §7 QPS): staff only, as its calls (client-setup). */
const requiredQps: RouteHandle = {
  auth: 'required',
  requires: [{ action: 'update', resource: 'client-setup', clientParam: 'clientId' }],
};
/** Spec §2 "outside-signer pages are open": the link's token is the key, checked by the gateway's service. */
const outsideSigner: RouteHandle = { auth: 'outside_signer' };

/** Staff only (decision 161: only staff create, edit and renew explorer sites); others see not-allowed. */
const staffExplorer: RouteHandle = {
  auth: 'required',
  requires: [{ action: 'create', resource: 'explorer-page', clientParam: 'clientId' }],
};

/** Layout permissions of spec section 2 ("Route guarding"). */
const internalLayout: RouteHandle = {
  requires: [
    { action: 'read', resource: 'client' },
    { action: 'update', resource: 'client' },
    { action: 'delete', resource: 'client' },
  ],
};
const brokerLayout: RouteHandle = { requires: [{ action: 'read', resource: 'broker' }] };
// The spec says "read on the admin resource"; in the role table that is internal staff only, which would
// lock benefit administrators out of their own home. Read on ben-admin is what every role listing them has.
const benAdminLayout: RouteHandle = { requires: [{ action: 'read', resource: 'ben-admin' }] };
const hubLayout: RouteHandle = {
  requires: [
    { action: 'read', resource: 'client', clientParam: 'clientId' },
    { action: 'update', resource: 'client', clientParam: 'clientId' },
  ],
};

/** The one route table. */
export const routes: RouteObject[] = [
  // The Benefits Explorer (explorer spec §2): no sign-in, the explorer layout.
  explorerInternalRoutes,
  {
    element: <AppLayout layout="auth" />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: PATHS.login, element: <LoginPage />, handle: notAllowed },
      { path: PATHS.forgot, element: <ForgotPasswordPage />, handle: notAllowedPlainLogin },
      { path: PATHS.activate, element: <ActivatePage />, handle: notAllowedPlainLogin },
      { path: PATHS.reactivate, element: <ReactivatePage />, handle: notAllowedPlainLogin },
      { path: PATHS.reset, element: <ResetPasswordPage />, handle: notAllowedPlainLogin },
    ],
  },
  {
    element: <AppLayout layout="basic" />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <IndexPage />, handle: requiredPlainLogin },
      { path: PATHS.logout, element: <LogoutPage />, handle: requiredPlainLogin },
      { path: PATHS.termsOfUse, element: <TermsOfUsePage />, handle: required },
      { path: PATHS.notFound, element: <NotFoundPage />, handle: optionalPlainLogin },
      { path: PATHS.maintenance, element: <MaintenancePage />, handle: optionalPlainLogin },
      { path: PATHS.labHome, element: <LabHomePage />, handle: optional },
      { path: PATHS.labAbout, element: <LabAboutPage />, handle: optional },
      { path: '*', element: <NotFoundPage />, handle: optionalPlainLogin },
    ],
  },
  {
    element: <AppLayout layout="internal" />,
    errorElement: <RouteErrorPage />,
    handle: internalLayout,
    children: [
      { path: PATHS.internalHome, element: <InternalClientsPage />, handle: required },
      { path: 'clients/admin/:clientId/manage', element: <ClientManagePage />, handle: required },
      {
        path: 'clients/admin/:clientId/manage/audit-trail',
        element: <ClientAuditTrailPage />,
        handle: required,
      },
      {
        path: 'clients/admin/:clientId/manage/emails/:emailId',
        element: <ClientEmailAdminPage />,
        handle: requiredEmailReader,
      },
      // Explorer spec §2: createBenefitsExplorerSite, editBenefitsExplorerSite, renewBenefitsExplorerSite.
      {
        id: 'createBenefitsExplorerSite',
        path: 'clients/admin/:clientId/manage/benefits-explorer',
        element: <ExplorerSiteFormPage />,
        handle: staffExplorer,
      },
      {
        id: 'editBenefitsExplorerSite',
        path: 'clients/admin/:clientId/manage/benefits-explorer/:explorerPageId',
        element: <ExplorerSiteFormPage />,
        handle: staffExplorer,
      },
      {
        id: 'renewBenefitsExplorerSite',
        path: 'clients/admin/:clientId/manage/benefits-explorer/:explorerPageId/renew',
        element: <ExplorerSiteRenewPage />,
        handle: staffExplorer,
      },
      { path: PATHS.internalUsers, element: <InternalUsersPage />, handle: required },
      { path: PATHS.emails, element: <EmailsPage />, handle: requiredEmailReader },
      { path: 'emails/:emailId', element: <EmailDetailPage />, handle: requiredEmailReader },
      { path: 'brokers/admin', element: <BrokersPage />, handle: required },
      { path: 'brokers/admin/:userId/manage', element: <BrokerManagePage />, handle: required },
      { path: 'ben-admins/admin', element: <BenAdminsPage />, handle: required },
      { path: 'ben-admins/admin/:userId/manage', element: <BenAdminManagePage />, handle: required },
    ],
  },
  {
    element: <AppLayout layout="broker" />,
    errorElement: <RouteErrorPage />,
    handle: brokerLayout,
    children: [{ path: PATHS.brokerHome, element: <BrokerClientsPage />, handle: required }],
  },
  {
    element: <AppLayout layout="benAdmin" />,
    errorElement: <RouteErrorPage />,
    handle: benAdminLayout,
    children: [{ path: PATHS.benAdminHome, element: <BenAdminClientsPage />, handle: required }],
  },
  {
    element: <AppLayout layout="hub" />,
    errorElement: <RouteErrorPage />,
    handle: hubLayout,
    children: [
      {
        // Loads the client for every page below: archived or unknown → not found; setup pending → there.
        path: 'client/:clientId',
        element: <ClientScopePage />,
        handle: required,
        children: [
          { index: true, element: <HubHomePage />, handle: required },
          { path: 'welcome', element: <WelcomePage />, handle: requiredSignOutOnly },
          // The EIF's steps and sub-steps (spec §2): more specific than the task routes below.
          {
            path: 'task/eif-submit-company-information/summary',
            element: <EifSummaryPage />,
            handle: required,
          },
          {
            path: 'task/eif-submit-company-information/push-to-qps',
            element: <PushToQpsPage />,
            handle: requiredQps,
          },
          {
            path: 'task/eif-submit-company-information/step/:eifStepId',
            element: <EifPage />,
            handle: required,
          },
          {
            path: 'task/eif-submit-company-information/step/:eifStepId/:eifSubStepId',
            element: <EifPage />,
            handle: required,
          },
          {
            path: 'task/eif-submit-company-information/step/:eifStepId/:eifSubStepId/policy/:policyId',
            element: <EifPage />,
            handle: required,
          },
          // The class builder's create and edit (spec §2): …/{eifSubStepId}/create and …/{employeeClassId}.
          {
            path: 'task/eif-submit-company-information/step/:eifStepId/:eifSubStepId/:employeeClassId',
            element: <EifPage />,
            handle: required,
          },
          // The census (spec §2): more specific than the task routes below.
          {
            path: 'task/enrollment-elections/:policyId/validations',
            element: <CensusValidationsPage />,
            handle: required,
          },
          // Only known task ids show a task (the page checks with isKnownTaskId); others are not found.
          { path: 'task/:taskId', element: <TaskPage />, handle: required },
          { path: 'task/:taskId/:policyId', element: <TaskPage />, handle: required },
          { path: 'task/:taskId/policy/:policyId', element: <TaskPage />, handle: required },
          { path: 'resources-listing', element: <ResourcesPage />, handle: required },
          { path: 'emails', element: <HubEmailsPage />, handle: requiredEmailReader },
          { path: 'emails/:emailId', element: <HubEmailPage />, handle: requiredEmailReader },
          {
            path: 'onboarding-forms/:onboardingFormId/view/:recipientId',
            element: <OnboardingFormViewPage />,
            handle: requiredNoFooter,
          },
          // The audit trail (issue 10 item 5): read only, for the client's benefit administrators and brokers.
          { path: 'audit-trail', element: <AuditTrailPage />, handle: required },
        ],
      },
    ],
  },
  {
    element: <AppLayout layout="outside_signer" />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: PATHS.outsideSignerSummary, element: <OutsideSignerSummaryPage />, handle: outsideSigner },
      { path: 'outside-signer/:actionId', element: <OutsideSignerPage />, handle: outsideSigner },
    ],
  },
  {
    // The census validation report (spec §2 "clear layout, report tab") and the onboarding form's signing page:
    // hub permissions, no navigation.
    element: <AppLayout layout="clear" />,
    errorElement: <RouteErrorPage />,
    handle: hubLayout,
    children: [
      {
        path: 'client/:clientId/task/enrollment-elections/:policyId/validation-report/:documentId',
        element: <CensusReportPage />,
        handle: required,
      },
      // The onboarding form's signing page (spec §2 "signed page, no navigation").
      {
        path: 'client/:clientId/onboarding-forms/:onboardingFormId/action/:recipientId',
        element: <OnboardingFormActionPage />,
        handle: required,
      },
    ],
  },
  {
    // While the client's setup is not completed, brokers and benefit administrators wait here.
    element: <AppLayout layout="basic" />,
    errorElement: <RouteErrorPage />,
    handle: hubLayout,
    children: [{ path: 'client/:clientId/setup-pending', element: <SetupPendingPage />, handle: required }],
  },
];
