import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AuthUser, type ClientListItem } from '@onboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVERY_SCALAR_FILTER_QUERY, FILTER_USER_ID, queryObject } from '../../../test/clientListQuery.js';
import { CLIENT_A, CLIENT_B, clientDto, clientListItem } from '../../../test/clients.js';
import { authUser, json, type FakeGateway } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

let gateway: FakeGateway;
const page = (items: ClientListItem[], total = items.length) =>
  json(200, { items, total, limit: 25, offset: 0 });

function open(path: string, user: AuthUser = authUser(), items = [clientListItem()], total = items.length) {
  const rendered = visitAs(user, path, [{ route: CLIENTS_CALLS.list, respond: () => page(items, total) }]);
  gateway = rendered.gateway;
  return rendered;
}

/** The query of the n-th GET /api/clients (0-based), as a plain object with repeated keys as arrays. */
function listQuery(n: number): Record<string, string | string[]> {
  const request = gateway.requests(CLIENTS_CALLS.list)[n];
  if (!request) throw new Error(`no request ${n}`);
  return queryObject(new URL(request.url).searchParams);
}

/** A gateway that pages `count` clients honestly by limit and offset (or page and pageSize). */
function openPaged(path: string, count: number, user: AuthUser = authUser()) {
  const items = Array.from({ length: count }, (_, i) =>
    clientListItem({
      id: `0b6f5c3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Client ${String(i).padStart(2, '0')}`,
    }),
  );
  const rendered = visitAs(user, path, [
    {
      route: CLIENTS_CALLS.list,
      respond: (request) => {
        const query = new URL(request.url).searchParams;
        const limit = Number(query.get('limit') ?? query.get('pageSize') ?? 25);
        const offset = query.has('page')
          ? (Number(query.get('page')) - 1) * limit
          : Number(query.get('offset'));
        return json(200, { items: items.slice(offset, offset + limit), total: count, limit, offset });
      },
    },
  ]);
  gateway = rendered.gateway;
  return rendered;
}

describe('paging from the address', () => {
  test('a page past the last shows the last page, and the address says so', async () => {
    const { router } = openPaged('/clients/admin?page=2', 8);
    await screen.findByRole('link', { name: 'Client 07' });
    expect(screen.getByText('1–8 of 8')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.queryByText('26–8 of 8')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(within(screen.getByRole('table', { name: 'Client list' })).getAllByRole('row')).toHaveLength(9);
  });

  test('pageSize in the address sets the page size (limit and offset follow it)', async () => {
    openPaged('/clients/admin?pageSize=5&page=2', 8);
    expect(await screen.findByText('6–8 of 8')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(listQuery(0)).toMatchObject({ limit: '5', offset: '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–5 of 8')).toBeTruthy();
  });

  test('a page size over 100 is held at 100; past the last page with it goes to the last', async () => {
    const { router } = openPaged('/clients/admin?pageSize=500&page=7', 150);
    expect(await screen.findByText('101–150 of 150')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&pageSize=100');
    expect(listQuery(0)).toMatchObject({ limit: '100', offset: '600' });
  });

  test('the benefit-administrator list sends the page size from the address as pageSize', async () => {
    openPaged(
      '/clients/ben-admin?pageSize=3&page=3',
      8,
      authUser({ role: 'BEN_ADMIN', name: 'Ben Admin', clientIds: [CLIENT_A, CLIENT_B] }),
    );
    expect(await screen.findByText('7–8 of 8')).toBeTruthy();
    expect(listQuery(0)).toMatchObject({ page: '3', pageSize: '3' });
  });
});

describe('internal client list', () => {
  test('rows show name, case id, phase label, consultant and setup state; the name opens the manage page', async () => {
    open('/clients/admin', authUser(), [
      clientListItem(),
      clientListItem({
        id: CLIENT_B,
        name: 'Harbor Logistics Inc.',
        caseId: null,
        phase: 'PLAN_APPROVAL',
        completedSetupAt: null,
        isArchived: true,
        implementationConsultant: { firstName: null, lastName: null, email: null, phoneNumber: null },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Client list' });
    const [, maple, harbor] = within(table).getAllByRole('row');
    if (!maple || !harbor) throw new Error('expected two rows');
    expect(within(maple).getByRole('link', { name: 'Maple Dental Group' }).getAttribute('href')).toBe(
      `/clients/admin/${CLIENT_A}/manage`,
    );
    expect(within(maple).getByText('100201')).toBeTruthy();
    expect(within(maple).getByText('Info gathering')).toBeTruthy();
    expect(within(maple).getByText('Ivy Consultant')).toBeTruthy();
    expect(within(maple).getByText(/^Completed /)).toBeTruthy();
    expect(within(harbor).getByText('Plan approval')).toBeTruthy();
    expect(within(harbor).getByText('Pending')).toBeTruthy();
    expect(within(harbor).getByText('Archived')).toBeTruthy();
    expect(within(harbor).getByText('None')).toBeTruthy();
    expect(listQuery(0)).toEqual({ limit: '25', offset: '0', sortBy: 'name', sortDirection: 'asc' });
  });

  test('each row shows where the client stands: a compact bar of the six phases, the tasks done as text', async () => {
    open('/clients/admin', authUser(), [
      clientListItem({ taskCounts: { done: 2, total: 5 } }),
      clientListItem({
        id: CLIENT_B,
        name: 'Bluebird Health Partners',
        phase: 'CONTRACTS_AND_BILLING',
        releaseStatus: 'LIVE',
        taskCounts: { done: 5, total: 5 },
      }),
    ]);
    const maple = await screen.findByRole('progressbar', {
      name: 'Onboarding progress of Maple Dental Group',
    });
    expect(maple.getAttribute('aria-valuemin')).toBe('0');
    expect(maple.getAttribute('aria-valuemax')).toBe('6');
    expect(maple.getAttribute('aria-valuenow')).toBe('2');
    expect(maple.getAttribute('aria-valuetext')).toBe('Phase 2 of 6: Info gathering. 2 of 5 tasks done');
    const row = maple.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('2/5 tasks')).toBeTruthy();
    // The count that labels the bar (in its header line) is the bar's own measure, the phase; the tasks'
    // count stands apart, after the bar (issue 27 item 12).
    const progress = maple.parentElement;
    if (!progress) throw new Error('no progress block');
    const label = within(progress).getByTestId('phase-count');
    expect(label.textContent).toBe('2/6 phases');
    const tasksText = within(progress).getByTestId('task-count');
    expect(tasksText.textContent).toBe('2/5 tasks');
    expect(maple.compareDocumentPosition(tasksText) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(maple.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    // Live means onboarding is complete, whatever phase the policy still shows.
    const bluebird = screen.getByRole('progressbar', {
      name: 'Onboarding progress of Bluebird Health Partners',
    });
    expect(bluebird.getAttribute('aria-valuenow')).toBe('6');
    expect(bluebird.getAttribute('aria-valuetext')).toBe(
      'Phase 6 of 6: Onboarding complete. 5 of 5 tasks done',
    );
  });

  test('filters from the address reach the API, every key of the spec', async () => {
    open(
      `/clients/admin?search=maple&userId=${FILTER_USER_ID}&ic=ivy%40onboard.test&noic=true&completedSetup=false` +
        '&isOnboard=true&isBenefitsExplorer=true&isNewIssue=true&isAddCoverage=true&isLiveClient=true' +
        '&isRiskRejected=true&phaseIds=WELCOME&phaseIds=PLAN_APPROVAL&ebrEmails=a%40x.test&ebrEmails=b%40y.test' +
        '&includeArchived=true&clientErrorTypes=JIRA&page=2&sortBy=phase&sortDirection=desc',
    );
    await screen.findByRole('table', { name: 'Client list' });
    expect(listQuery(0)).toEqual({
      ...EVERY_SCALAR_FILTER_QUERY,
      phaseIds: ['WELCOME', 'PLAN_APPROVAL'],
      ebrEmails: ['a@x.test', 'b@y.test'],
      clientErrorTypes: 'JIRA',
      limit: '25',
      offset: '25',
      sortBy: 'phase',
      sortDirection: 'desc',
    });
    // The boxes show what the address says.
    expect((screen.getByLabelText('Plan approval') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Live') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe('maple');
    expect((screen.getByLabelText('EBR e-mails') as HTMLInputElement).value).toBe('a@x.test, b@y.test');
    expect(screen.getByText('15 filters on')).toBeTruthy();
  });

  test('a phase, a flag and a typed search go to the address (page 1) and to the API; Clear filters resets', async () => {
    const { router } = open('/clients/admin?page=3');
    await screen.findByRole('table', { name: 'Client list' });

    fireEvent.click(screen.getByLabelText('Plan approval'));
    await waitFor(() => expect(router.state.location.search).toBe('?phaseIds=PLAN_APPROVAL'));
    fireEvent.click(screen.getByLabelText('Risk rejected'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?isRiskRejected=true&phaseIds=PLAN_APPROVAL'),
    );
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'river' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=river&isRiskRejected=true&phaseIds=PLAN_APPROVAL'),
    );
    await waitFor(() =>
      expect(listQuery(gateway.requests(CLIENTS_CALLS.list).length - 1)).toEqual({
        search: 'river',
        isRiskRejected: 'true',
        phaseIds: 'PLAN_APPROVAL',
        limit: '25',
        offset: '0',
        sortBy: 'name',
        sortDirection: 'asc',
      }),
    );

    // Back undoes the last change: each change is a history entry.
    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Risk rejected') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Plan approval') as HTMLInputElement).checked).toBe(false);
  });

  test('two changes before the page renders again both reach the address (none lost to the other)', async () => {
    const { router } = open('/clients/admin');
    await screen.findByRole('table', { name: 'Client list' });
    // One act: React renders once at its end, so the second click runs before the first one's render, as
    // on a busy machine (or a search committed on blur followed at once by a click).
    act(() => {
      fireEvent.click(screen.getByLabelText('Plan approval'));
      fireEvent.click(screen.getByLabelText('Risk rejected'));
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?isRiskRejected=true&phaseIds=PLAN_APPROVAL'),
    );
  });

  test('paging by 25 and sorting by a column', async () => {
    const { router } = open('/clients/admin', authUser(), [clientListItem()], 60);
    await screen.findByText('1–25 of 60');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listQuery(1)).toMatchObject({ limit: '25', offset: '25' }));

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Case id' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=caseId'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Case id' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=caseId&sortDirection=desc'));
    await waitFor(() =>
      expect(listQuery(gateway.requests(CLIENTS_CALLS.list).length - 1)).toMatchObject({
        offset: '0',
        sortBy: 'caseId',
        sortDirection: 'desc',
      }),
    );
  });
});

describe('Add client (staff)', () => {
  test('the Jira ticket prefills the case id, employees and name; Create posts and opens the manage page', async () => {
    const { gateway, router } = visitAs(
      authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' }),
      '/clients/admin',
      [
        { route: CLIENTS_CALLS.list, respond: () => page([]) },
        {
          route: CLIENTS_CALLS.ticketInfo,
          params: { ticketId: 'ONB-2001' },
          respond: () =>
            json(200, {
              ticketId: 'ONB-2001',
              summary: 'Cascade Outfitters',
              status: 'In Progress',
              assignee: null,
              caseId: '300400',
              employeesNumber: 75,
              effectiveDate: null,
              updatedAt: '2026-03-01T00:00:00.000Z',
            }),
        },
        {
          route: CLIENTS_CALLS.create,
          respond: () => json(201, clientDto({ id: CLIENT_B, name: 'Cascade Outfitters' })),
        },
        { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_B }, respond: () => envelopeNotFound() },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = await screen.findByRole('form', { name: 'Add client' });
    fireEvent.change(within(form).getByLabelText('Jira ticket'), { target: { value: 'onb-2001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Case id') as HTMLInputElement).value).toBe('300400'),
    );
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Cascade Outfitters');
    expect((within(form).getByLabelText('Number of employees') as HTMLInputElement).value).toBe('75');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/admin/${CLIENT_B}/manage`));
    expect(await gateway.bodies(CLIENTS_CALLS.create)).toEqual([
      {
        name: 'Cascade Outfitters',
        caseId: '300400',
        ticketId: 'ONB-2001',
        implementationType: 'NEW_IMPLEMENTATION',
        releaseStatus: null,
        employeesNumber: 75,
        taxId: null,
        ebrEmail: null,
        isTest: false,
        isOnboard: true,
        isBenefitsExplorer: false,
      },
    ]);
  });
});

const envelopeNotFound = () =>
  json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Client not found', errors: [] });

describe('broker and benefit-administrator homes', () => {
  test('a broker’s clients link to the hub; paging by limit and offset', async () => {
    const broker = authUser({ role: 'BROKER', name: 'Bea Broker', clientIds: [CLIENT_A] });
    open('/clients', broker);
    const table = await screen.findByRole('table', { name: 'Client list' });
    expect(screen.getByRole('heading', { level: 1, name: 'My clients' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Maple Dental Group' }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}`,
    );
    expect(listQuery(0)).toEqual({ limit: '25', offset: '0', sortBy: 'name', sortDirection: 'asc' });
  });

  test('the benefit-administrator list asks by page and pageSize, and searches', async () => {
    const benAdmin = authUser({ role: 'BEN_ADMIN', name: 'Ben Admin', clientIds: [CLIENT_A, CLIENT_B] });
    const { router } = open('/clients/ben-admin', benAdmin);
    await screen.findByRole('table', { name: 'Client list' });
    expect(listQuery(0)).toEqual({ page: '1', pageSize: '25', sortBy: 'name', sortDirection: 'asc' });
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'maple' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=maple'));
    await waitFor(() =>
      expect(listQuery(1)).toEqual({
        search: 'maple',
        page: '1',
        pageSize: '25',
        sortBy: 'name',
        sortDirection: 'asc',
      }),
    );
  });
});
