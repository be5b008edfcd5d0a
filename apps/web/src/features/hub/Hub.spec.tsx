import { afterEach, describe, expect, jest, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DOCUMENTS_CALLS,
  REFERENCE_CALLS,
  type AuthUser,
  type ClientDto,
} from '@onboard/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { missingParamMessage, useRequiredParam } from '../../app/useRequiredParam.js';
import { AppLayout } from '../../components/ui/AppLayout.js';
import { CLIENT_A, CLIENT_B, POLICY_A, clientDto } from '../../test/clients.js';
import {
  authUser,
  envelope,
  fakeGateway,
  json,
  type FakeGateway,
  type FakeRoute,
} from '../../test/fakeGateway.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { visitAs } from '../../test/renderWithGateway.js';
import { supportPanelReducer } from './supportPanel.js';
import { isKnownTaskId, sortTasks } from './tasks.js';
import { viewingBannerFor } from './viewingBanner.js';
import { es } from '../../i18n/locales/es/index.js';

afterEach(() => {
  jest.restoreAllMocks();
});

const admin = () => authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' });
const broker = () => authUser({ role: 'BROKER', name: 'Bea Broker', clientIds: [CLIENT_A, CLIENT_B] });
const employer = () => authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const benAdmin = () =>
  authUser({ role: 'BEN_ADMIN', name: 'Ben Administrator', clientIds: [CLIENT_A, CLIENT_B] });

let gateway: FakeGateway;
function visit(
  path: string,
  user: AuthUser,
  {
    client = clientDto(),
    toggles = {},
    extra = [],
  }: { client?: ClientDto | null; toggles?: Record<string, boolean>; extra?: FakeRoute[] } = {},
) {
  const rendered = visitAs(user, path, [
    ...extra,
    {
      route: CLIENTS_CALLS.get,
      params: { clientId: CLIENT_A },
      respond: () => (client ? json(200, client) : envelope(404, 'NOT_FOUND', 'Client not found')),
    },
    {
      route: REFERENCE_CALLS.featureToggles,
      respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false, ...toggles }),
    },
    { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
  ]);
  gateway = rendered.gateway;
  return rendered;
}

const hubHome = `/client/${CLIENT_A}`;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('viewing banner (spec section 2)', () => {
  test('the rule: internal users and brokers see it, a benefit administrator with one client does not', () => {
    expect(viewingBannerFor(admin())).toEqual({
      as: 'internal',
      allClientsPath: '/clients/admin',
      manage: true,
    });
    expect(viewingBannerFor(broker())).toEqual({ as: 'broker', allClientsPath: '/clients', manage: false });
    expect(viewingBannerFor(employer())).toBeNull();
    expect(viewingBannerFor(benAdmin())).toEqual({
      as: 'benAdmin',
      allClientsPath: '/clients/ben-admin',
      manage: false,
    });
  });

  test('an internal user: "as an internal user" with See all clients and Manage client', async () => {
    visit(hubHome, admin());
    const banner = await screen.findByTestId('viewing-banner');
    expect(within(banner).getByText("You're viewing Maple Dental Group as an internal user")).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'See all clients' }).getAttribute('href')).toBe(
      '/clients/admin',
    );
    expect(within(banner).getByRole('link', { name: 'Manage client' }).getAttribute('href')).toBe(
      `/clients/admin/${CLIENT_A}/manage`,
    );
  });

  test('a broker: "as a broker", no Manage client', async () => {
    visit(hubHome, broker());
    const banner = await screen.findByTestId('viewing-banner');
    expect(within(banner).getByText("You're viewing Maple Dental Group as a broker")).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'See all clients' }).getAttribute('href')).toBe(
      '/clients',
    );
    expect(within(banner).queryByRole('link', { name: 'Manage client' })).toBeNull();
  });

  test('a benefit administrator with exactly one client: no banner', async () => {
    visit(hubHome, employer());
    await heading('Maple Dental Group');
    expect(screen.queryByTestId('viewing-banner')).toBeNull();
  });
});

describe('hub home', () => {
  test('client and policy tasks with the domain labels, colours and due badges; feedback; the consultant', async () => {
    const today = new Date();
    const iso = (days: number) => {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const client = clientDto();
    const [eif, kickoff, elections] = client.tasks;
    if (!eif || !kickoff || !elections) throw new Error('fixture tasks missing');
    visit(hubHome, employer(), {
      client: {
        ...client,
        tasks: [
          { ...eif, status: 'Done', dueDate: iso(-3) },
          { ...kickoff, status: 'NIGO', dueDate: iso(-2) },
          { ...elections, status: 'Upcoming', dueDate: iso(3) },
          {
            ...elections,
            id: '0b6f5c3e-0000-4000-8000-000000000104',
            taskId: 'pfml',
            status: 'In Progress',
            dueDate: iso(0),
          },
        ],
      },
    });
    await heading('Maple Dental Group');
    const row = (taskId: string) => {
      const element = document.querySelector(`[data-task="${taskId}"]`);
      if (!(element instanceof HTMLElement)) throw new Error(`no task ${taskId}`);
      return within(element);
    };
    // Done shows Completed and, being done, no due badge.
    expect(row('eif-submit-company-information').getByText('Completed')).toBeTruthy();
    expect(document.querySelector('[data-task="eif-submit-company-information"] [data-due]')).toBeNull();
    // NIGO shows Action Required (error colour), past due with the date.
    const kickoffRow = row('kickoff-call');
    expect(
      kickoffRow.getByText('Action Required').closest('[data-status]')?.getAttribute('data-status'),
    ).toBe('NIGO');
    expect(kickoffRow.getByText(/^Past Due /)).toBeTruthy();
    expect(kickoffRow.getByRole('link', { name: 'Kickoff call' }).getAttribute('href')).toBe(
      `${hubHome}/task/kickoff-call`,
    );
    // Upcoming shows Not Started, due within 5 days: Due Soon; a policy task links with its policy.
    const electionsRow = row('enrollment-elections');
    expect(electionsRow.getByText('Not Started')).toBeTruthy();
    expect(electionsRow.getByText(/^Due Soon /)).toBeTruthy();
    expect(electionsRow.getByRole('link', { name: 'Enrollment elections' }).getAttribute('href')).toBe(
      `${hubHome}/task/enrollment-elections/${POLICY_A}`,
    );
    expect(row('pfml').getByText('Due today')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Policy tasks' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Give feedback' })).toBeTruthy();
    expect(within(screen.getByTestId('support-footer')).getByText('Ivy Consultant')).toBeTruthy();
  });

  test('where the client stands: the six phases with the current one and dates, and the tasks done', async () => {
    const client = clientDto();
    const [policy] = client.policies;
    if (!policy) throw new Error('fixture policy missing');
    visit(hubHome, employer(), {
      client: { ...client, policies: [{ ...policy, infoGatheringDeadline: '2026-03-15' }] },
    });
    const phases = await screen.findByRole('list', { name: 'Onboarding phases' });
    const items = within(phases).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const [welcome, info] = items;
    if (!welcome || !info) throw new Error('expected phases');
    expect(info.getAttribute('aria-current')).toBe('step');
    expect(within(info).getByText('Due by Mar 15, 2026')).toBeTruthy();
    // The state is in the text too, not only in colour.
    expect(info.textContent).toContain('Info gathering, current phase');
    expect(welcome.textContent).toContain('Welcome, done');
    expect(within(welcome).getByText('Completed Feb 2, 2026')).toBeTruthy();
    // One of the three tasks is done.
    const bar = screen.getByRole('progressbar', { name: 'Tasks done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 tasks done');
    expect(screen.getByText('1 of 3 tasks done')).toBeTruthy();
    expect(screen.queryByText(/Current phase/)).toBeNull();
  });

  test('the welcome prompt shows only while the welcome flow is open and the client is not live', async () => {
    const prompt = 'New here? Take a minute to tell us about your company.';
    visit(hubHome, employer(), { client: clientDto({ welcomeFlowCompletedAt: null }) });
    expect(await screen.findByText(prompt)).toBeTruthy();
    cleanup();
    visit(hubHome, employer(), {
      client: clientDto({ welcomeFlowCompletedAt: null, releaseStatus: 'LIVE' }),
    });
    await heading('Maple Dental Group');
    expect(screen.queryByText(prompt)).toBeNull();
    cleanup();
    visit(hubHome, employer(), { client: clientDto() });
    await heading('Maple Dental Group');
    expect(screen.queryByText(prompt)).toBeNull();
  });

  test('an archived client (404) goes to the not-found page', async () => {
    const { router } = visit(hubHome, broker(), { client: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await heading('Sorry, the page you are looking for does not exist.')).toBeTruthy();
  });

  test('setup not completed: a benefit administrator waits on /setup-pending (basic layout), staff go on', async () => {
    const pending = clientDto({ completedSetupAt: null });
    const { router } = visit(hubHome, employer(), { client: pending });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${hubHome}/setup-pending`));
    expect(await heading('We’re setting up Maple Dental Group')).toBeTruthy();
    // Basic layout: Sign Out only.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Sign Out' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Get Help' })).toBeNull();
    cleanup();

    const staff = visit(hubHome, admin(), { client: pending });
    expect(await heading('Maple Dental Group')).toBeTruthy();
    expect(staff.router.state.location.pathname).toBe(hubHome);
  });
});

describe('hub navigation', () => {
  test('Home, Employee & Employer Resources, Get Help and a user menu with Company profile and Sign Out', async () => {
    visit(hubHome, employer());
    await heading('Maple Dental Group');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(hubHome);
    expect(
      within(nav).getByRole('link', { name: 'Employee & Employer Resources' }).getAttribute('href'),
    ).toBe(`${hubHome}/resources-listing`);
    expect(within(nav).getByRole('button', { name: 'Get Help' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'User menu of Erin Employer' }));
    expect((await screen.findByRole('menuitem', { name: 'Company profile' })).getAttribute('href')).toBe(
      `${hubHome}/task/company-profile`,
    );
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    const [toggles] = gateway.requests(REFERENCE_CALLS.featureToggles);
    expect(new URL(toggles?.url ?? '').searchParams.get('clientId')).toBe(CLIENT_A);
  });

  test('Company profile is hidden when ONBOARD_REMOVE_EDI_FROM_EIF is on', async () => {
    visit(hubHome, employer(), { toggles: { ONBOARD_REMOVE_EDI_FROM_EIF: true } });
    await heading('Maple Dental Group');
    await waitFor(() => expect(gateway.requests(REFERENCE_CALLS.featureToggles)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Erin Employer' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Company profile' })).toBeNull();
  });

  test('on the welcome route only Sign Out shows', async () => {
    visit(`${hubHome}/welcome`, employer(), {
      extra: [
        {
          route: CLIENTS_CALLS.welcomeFlowGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: {}, completedAt: null }),
        },
      ],
    });
    await heading('Welcome to Onboard, Maple Dental Group');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Onboard', 'Sign Out']);
    expect(within(nav).queryByRole('button', { name: 'Get Help' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: /^User menu/ })).toBeNull();
  });
});

describe('Get Help support panel', () => {
  test('cycles collapsed → expanding → expanded → collapsing → collapsed', () => {
    expect(supportPanelReducer('collapsed', 'toggle')).toBe('expanding');
    expect(supportPanelReducer('expanding', 'animationDone')).toBe('expanded');
    expect(supportPanelReducer('expanded', 'toggle')).toBe('collapsing');
    expect(supportPanelReducer('collapsing', 'animationDone')).toBe('collapsed');
    // Turning back half-way, and events that change nothing.
    expect(supportPanelReducer('collapsing', 'open')).toBe('expanding');
    expect(supportPanelReducer('expanding', 'close')).toBe('collapsing');
    expect(supportPanelReducer('collapsed', 'close')).toBe('collapsed');
    expect(supportPanelReducer('expanded', 'open')).toBe('expanded');
  });

  async function openPanel() {
    visit(hubHome, employer());
    await heading('Maple Dental Group');
    const trigger = screen.getByRole('button', { name: 'Get Help' });
    fireEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Get Help' });
    expect(panel.getAttribute('data-state')).toBe('expanding');
    await waitFor(() => expect(panel.getAttribute('data-state')).toBe('expanded'));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await within(panel).findByText('ivy.consultant@onboard.test')).toBeTruthy();
    return { panel, trigger };
  }

  test('closes on Escape', async () => {
    const { panel, trigger } = await openPanel();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(panel.getAttribute('data-state')).toBe('collapsing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get Help' })).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  test('closes on a click on the surrounding mask, not on a click inside', async () => {
    const { panel } = await openPanel();
    fireEvent.click(panel);
    expect(panel.getAttribute('data-state')).toBe('expanded');
    fireEvent.click(screen.getByTestId('support-panel-mask'));
    expect(panel.getAttribute('data-state')).toBe('collapsing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get Help' })).toBeNull());
  });
});

describe('task routes', () => {
  test('known task ids are accepted, anything else is not', () => {
    expect(isKnownTaskId('kickoff-call')).toBe(true);
    expect(isKnownTaskId('eif-submit-company-information')).toBe(true);
    expect(isKnownTaskId('enrollment-elections')).toBe(true);
    expect(isKnownTaskId('deductible-maximum-report')).toBe(true);
    expect(isKnownTaskId('no-such-task')).toBe(false);
    expect(isKnownTaskId('{product}')).toBe(false);
  });

  test('the display order: client tasks, then policy tasks, then the rest', () => {
    expect(
      sortTasks([
        { taskId: 'zeta' },
        { taskId: 'pfml' },
        { taskId: 'company-profile' },
        { taskId: 'kickoff-call' },
      ]).map((t) => t.taskId),
    ).toEqual(['kickoff-call', 'company-profile', 'pfml', 'zeta']);
  });

  test('a client task: status label, due badge, description and one way back: Back to Home', async () => {
    visit(`${hubHome}/task/kickoff-call`, employer());
    await heading('Kickoff call');
    const status = screen.getByTestId('task-status');
    expect(within(status).getByText('Action Required')).toBeTruthy();
    expect(within(status).getByText(/^Past Due /)).toBeTruthy();
    expect(screen.getByText(/Meet your implementation consultant/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe(hubHome);
    // Not a second control beside it that goes to the same place (decision 207).
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  test.each([`task/enrollment-elections/${POLICY_A}`, `task/enrollment-elections/policy/${POLICY_A}`])(
    'a policy task: %s',
    async (path) => {
      visit(`${hubHome}/${path}`, employer());
      await heading('Enrollment elections');
      expect(screen.getByText('Coverages: Dental, Vision')).toBeTruthy();
      expect(within(screen.getByTestId('task-status')).getByText('Not Started')).toBeTruthy();
    },
  );

  test("a policy task that gathers documents lists the policy's, of its category (decision 117)", async () => {
    const asked: URLSearchParams[] = [];
    visit(`${hubHome}/task/prior-carrier-bills/${POLICY_A}`, employer(), {
      extra: [
        {
          route: DOCUMENTS_CALLS.meta,
          params: { clientId: CLIENT_A },
          respond: (request) => {
            asked.push(new URL(request.url, 'http://x').searchParams);
            return json(200, [
              {
                id: '7d1a0c1e-0000-4000-8000-000000000b11',
                clientId: CLIENT_A,
                policyId: POLICY_A,
                category: 'prior-carrier-bill',
                fileName: 'march-bill.pdf',
                contentType: 'application/pdf',
                size: 2048,
                language: null,
                processStatus: 'UPLOADED',
                vidyardId: null,
                createdAt: '2026-11-20T10:00:00.000Z',
                updatedAt: '2026-11-20T10:00:00.000Z',
                deletedAt: null,
                updatedBy: null,
              },
            ]);
          },
        },
      ],
    });
    await heading('Prior carrier bills');
    const panel = await screen.findByRole('region', { name: 'Documents for this task' });
    await within(panel).findByText('march-bill.pdf');
    expect(asked[0]?.get('categories')).toBe('prior-carrier-bill');
    expect(asked[0]?.get('policyId')).toBe(POLICY_A);
  });

  test.each(['task/no-such-task', `task/no-such-task/${POLICY_A}`, 'task/kickoff-call/not-a-policy'])(
    'refused: %s is not found',
    async (path) => {
      visit(`${hubHome}/${path}`, employer());
      expect(await heading('Sorry, the page you are looking for does not exist.')).toBeTruthy();
    },
  );

  test('an unknown route under the hub is not found', async () => {
    visit(`${hubHome}/no/such/page`, employer());
    expect(await heading('Sorry, the page you are looking for does not exist.')).toBeTruthy();
  });
});

describe('welcome flow', () => {
  test('answers are saved with POST welcome-flow; Complete also completes it and returns to the hub', async () => {
    const { router } = visit(`${hubHome}/welcome`, employer(), {
      extra: [
        {
          route: CLIENTS_CALLS.welcomeFlowGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: { contactName: 'Pat' }, completedAt: null }),
        },
        {
          route: CLIENTS_CALLS.welcomeFlowSave,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: {}, completedAt: null }),
        },
        {
          route: CLIENTS_CALLS.welcomeFlowComplete,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: {}, completedAt: '2026-03-01T00:00:00.000Z' }),
        },
      ],
    });
    await heading('Welcome to Onboard, Maple Dental Group');
    expect(
      (screen.getByLabelText(/^Who is the main contact for your onboarding\?/) as HTMLInputElement).value,
    ).toBe('Pat');
    fireEvent.click(screen.getByLabelText('E-mail'));
    fireEvent.click(screen.getByLabelText('Dental'));
    await waitFor(() =>
      expect(
        screen
          .getByText('Dental')
          .closest('[data-scope="checkbox"][data-part="root"]')
          ?.getAttribute('data-state'),
      ).toBe('checked'),
    );
    fireEvent.change(screen.getByLabelText('Anything we should know before we start?'), {
      target: { value: 'Open enrollment in May' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(hubHome));
    expect(await gateway.bodies(CLIENTS_CALLS.welcomeFlowSave, { clientId: CLIENT_A })).toEqual([
      {
        answers: {
          contactName: 'Pat',
          preferredContact: 'email',
          priorities: ['DENTAL'],
          notes: 'Open enrollment in May',
        },
      },
    ]);
    expect(gateway.requests(CLIENTS_CALLS.welcomeFlowComplete, { clientId: CLIENT_A })).toHaveLength(1);
  });

  test('Complete with the required questions unanswered says so on each and sends nothing', async () => {
    visit(`${hubHome}/welcome`, employer(), {
      extra: [
        {
          route: CLIENTS_CALLS.welcomeFlowGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: {}, completedAt: null }),
        },
      ],
    });
    await heading('Welcome to Onboard, Maple Dental Group');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findAllByText('Please provide a response')).toHaveLength(2);
    expect(
      screen.getByLabelText(/^Who is the main contact for your onboarding\?/).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(gateway.requests(CLIENTS_CALLS.welcomeFlowSave, { clientId: CLIENT_A })).toHaveLength(0);
    expect(gateway.requests(CLIENTS_CALLS.welcomeFlowComplete, { clientId: CLIENT_A })).toHaveLength(0);
  });

  test('in Spanish, the missing answers are explained in Spanish', async () => {
    ({ gateway } = visitAs(
      employer(),
      `${hubHome}/welcome`,
      [
        { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
        { route: REFERENCE_CALLS.featureToggles, respond: () => json(200, {}) },
        { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
        {
          route: CLIENTS_CALLS.welcomeFlowGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { answers: { contactName: 'Pat' }, completedAt: null }),
        },
      ],
      { language: 'es' },
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Completar' }));
    expect(await screen.findAllByText(es.fieldMessages.required)).toHaveLength(1);
  });
});

describe('Jira-down banner (internal users)', () => {
  const JIRA_DOWN =
    'Jira is currently down. Some functionality in Onboard might be unavailable at this time.';

  test('shows for an internal user when the service status says jira false', async () => {
    visit(hubHome, admin(), {
      extra: [{ route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: false }) }],
    });
    expect(await screen.findByText(JIRA_DOWN)).toBeTruthy();
  });

  test('is not asked for (nor shown) for others', async () => {
    visit(hubHome, broker(), {
      extra: [{ route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: false }) }],
    });
    await heading('Maple Dental Group');
    expect(screen.queryByText(JIRA_DOWN)).toBeNull();
    expect(gateway.requests(REFERENCE_CALLS.serviceStatus)).toHaveLength(0);
  });
});

describe('useRequiredParam', () => {
  function NeedsClient() {
    const clientId = useRequiredParam('clientId');
    return <p>client {clientId}</p>;
  }

  test('throws "Param X is required but not provided!" and the layout shows the error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(missingParamMessage('clientId')).toBe('Param clientId is required but not provided!');
    globalThis.fetch = fakeGateway([]).fetch;
    const routes: RouteObject[] = [
      {
        element: <AppLayout />,
        children: [
          { path: 'with/:clientId', element: <NeedsClient /> },
          { path: 'without', element: <NeedsClient /> },
        ],
      },
    ];
    renderWithProviders({ path: '/with/abc', routes });
    expect(await screen.findByText('client abc')).toBeTruthy();
    cleanup();

    let thrown: unknown;
    const router = createMemoryRouter(
      [{ path: '/', element: <NeedsClient />, errorElement: <Caught onError={(e) => (thrown = e)} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(thrown).toBeInstanceOf(Error));
    expect((thrown as Error).message).toBe('Param clientId is required but not provided!');
    cleanup();

    renderWithProviders({ path: '/without', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeTruthy();
  });
});

function Caught({ onError }: { onError: (error: unknown) => void }) {
  onError(useRouteError());
  return null;
}
