import { describe, expect, jest, test } from '@jest/globals';
import { CLIENTS_CALLS, USER_ADMIN_CALLS, type AuthUser, type User } from '@onboard/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authUser, envelope, json, type FakeGateway, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';
import { CLIENT_A, CLIENT_B, clientListItem } from '../../../test/clients.js';

const person = (n: number, overrides: Partial<User> = {}): User => ({
  ...authUser(),
  id: `7d2f0a10-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Person ${n}`,
  firstName: 'Person',
  lastName: String(n),
  email: `person${n}@example.com`,
  role: 'BROKER',
  ...overrides,
});

let gateway: FakeGateway;
function open(path: string, routes: FakeRoute[], user: AuthUser = authUser()) {
  const rendered = visitAs(user, path, routes);
  gateway = rendered.gateway;
  return rendered;
}
const page = (items: User[], total = items.length) => json(200, { items, total, limit: 25, offset: 0 });

describe('user lists', () => {
  test('list, paging by 25 and the update tracker', async () => {
    const editor = { firstName: 'Adam', lastName: 'Admin', email: 'admin@onboard.test' };
    open('/brokers/admin/', [
      {
        route: USER_ADMIN_CALLS.brokerList,
        respond: () =>
          page(
            [
              person(1, { userInfoUpdatedBy: null, userInfoUpdatedAt: '2026-03-01T10:00:00Z' }),
              person(2, { userInfoUpdatedBy: editor, userInfoUpdatedAt: '2026-03-02T10:00:00Z' }),
            ],
            60,
          ),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Brokers' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('expected two rows');
    expect(within(first).getByText(/^Updated by the Sun Life team/)).toBeTruthy();
    expect(within(second).getByText(/^Updated by Adam Admin \(admin@onboard\.test\)/)).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(gateway.requests(USER_ADMIN_CALLS.brokerList)).toHaveLength(2));
    const url = new URL(gateway.requests(USER_ADMIN_CALLS.brokerList)[1]?.url ?? '');
    expect([url.searchParams.get('limit'), url.searchParams.get('offset')]).toEqual(['25', '25']);
  });

  test('server field errors land on the create form’s fields, with the "body." prefix removed', async () => {
    open('/brokers/admin/', [
      { route: USER_ADMIN_CALLS.brokerList, respond: () => page([]) },
      { route: USER_ADMIN_CALLS.checkExisting, respond: () => json(200, { exists: false }) },
      {
        route: USER_ADMIN_CALLS.brokerCreate,
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'body.email', message: 'This domain does not accept mail' },
            { path: 'body.lastName', message: 'Please provide a response' },
          ]),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add broker' }));
    const form = await screen.findByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Bea' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Broker' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'Bea@Example.com' } });
    fireEvent.click(within(form).getByLabelText('Send welcome e-mail'));
    // The box's own state, not the input's: a click ticks the native input at once, the form's value (which
    // the submit reads) follows a render later.
    await waitFor(() =>
      expect(
        within(form)
          .getByText('Send welcome e-mail')
          .closest('[data-scope="checkbox"][data-part="root"]')
          ?.getAttribute('data-state'),
      ).toBe('checked'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findByText('This domain does not accept mail')).toBeTruthy();
    expect(within(form).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please provide a response')).toBeTruthy();
    expect(within(form).getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    // Mapped onto fields, so no general error.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(await gateway.bodies(USER_ADMIN_CALLS.brokerCreate)).toEqual([
      {
        firstName: 'Bea',
        lastName: 'Broker',
        email: 'bea@example.com',
        phoneNumber: null,
        clientIds: [],
        sendWelcomeEmail: true,
      },
    ]);
  });

  test('a server error that maps to no field shows as a general form error', async () => {
    open('/brokers/admin/', [
      { route: USER_ADMIN_CALLS.brokerList, respond: () => page([]) },
      { route: USER_ADMIN_CALLS.checkExisting, respond: () => json(200, { exists: false }) },
      {
        route: USER_ADMIN_CALLS.brokerCreate,
        respond: () =>
          envelope(409, 'CONFLICT', 'This person already has an account', [
            { path: 'body.somethingElse', message: 'nope' },
          ]),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add broker' }));
    const form = await screen.findByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Bea' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Broker' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'bea@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This person already has an account');
  });

  test('the shared schema’s e-mail rules are checked in the browser', async () => {
    open('/brokers/admin/', [{ route: USER_ADMIN_CALLS.brokerList, respond: () => page([]) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add broker' }));
    const form = await screen.findByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'bea..x@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(gateway.requests(USER_ADMIN_CALLS.brokerCreate)).toHaveLength(0);
  });

  test('internal users: an admin sees the list but no owner-only action', async () => {
    const routes = [
      {
        route: USER_ADMIN_CALLS.internalList,
        respond: () => page([person(1, { role: 'SLF_OWNER' }), person(2, { role: 'SLF_ADMIN' })]),
      },
    ];
    open('/users/internal', routes, authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' }));
    await screen.findByRole('table', { name: 'Internal users' });
    expect(screen.queryByRole('button', { name: 'Add internal user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    cleanup();

    open('/users/internal', routes, authUser());
    await screen.findByRole('table', { name: 'Internal users' });
    expect(screen.getByRole('button', { name: 'Add internal user' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(2);
  });

  test('bulk e-mail update: select, edit the addresses, submit', async () => {
    open('/ben-admins/admin/', [
      {
        route: USER_ADMIN_CALLS.benAdminList,
        respond: () => page([person(1, { role: 'BEN_ADMIN' }), person(2, { role: 'BEN_ADMIN' })]),
      },
      {
        route: USER_ADMIN_CALLS.bulkEmailUpdate,
        respond: () =>
          json(200, {
            updated: [
              person(1, { role: 'BEN_ADMIN' }),
              person(2, { role: 'BEN_ADMIN', email: 'new2@example.com' }),
            ],
          }),
      },
      {
        route: USER_ADMIN_CALLS.onboardingFormEmail,
        respond: () => json(200, { updatedRecipients: 0 }),
      },
    ]);
    await screen.findByRole('table', { name: 'Benefit administrators' });
    fireEvent.click(screen.getByLabelText('Select Person 1'));
    fireEvent.click(screen.getByLabelText('Select Person 2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Update e-mails (2)' }));
    const form = await screen.findByRole('form', { name: 'Update e-mails and send activation e-mails' });
    fireEvent.change(within(form).getByLabelText('E-mail of Person 2'), {
      target: { value: 'NEW2@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(gateway.requests(USER_ADMIN_CALLS.bulkEmailUpdate)).toHaveLength(1));
    expect(await gateway.bodies(USER_ADMIN_CALLS.bulkEmailUpdate)).toEqual([
      {
        users: [
          { userId: person(1).id, email: 'person1@example.com', clientId: null },
          { userId: person(2).id, email: 'new2@example.com', clientId: null },
        ],
      },
    ]);
    // Only the changed person's onboarding-form recipients follow, told the old address.
    await waitFor(() => expect(gateway.requests(USER_ADMIN_CALLS.onboardingFormEmail)).toHaveLength(1));
    expect(await gateway.bodies(USER_ADMIN_CALLS.onboardingFormEmail, { userId: person(2).id })).toEqual([
      { oldEmail: 'person2@example.com' },
    ]);
  });

  test('a 401 from a call after its retry sends the user to login after 2 s, with a way back', async () => {
    // On a fake clock: the retry's 700 ms and the 2 s are the clock's, not waited for.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { router } = open('/brokers/admin/?search=x', [
        {
          route: USER_ADMIN_CALLS.brokerList,
          respond: () => envelope(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
        },
      ]);
      await screen.findByText('Please sign in to continue.');
      // Retried once (spec section 9), then the 2 s wait.
      expect(gateway.requests(USER_ADMIN_CALLS.brokerList)).toHaveLength(2);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_800);
      });
      expect(router.state.location.pathname).toBe('/brokers/admin/');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('?redirect=%2Fbrokers%2Fadmin%2F%3Fsearch%3Dx');
    } finally {
      jest.useRealTimers();
    }
    // The auth layout offers Sign In only off the login page itself.
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('assigning a client with the client picker', () => {
  const broker = person(5, { clientIds: [CLIENT_A] });
  const maple = clientListItem();
  const harbor = clientListItem({ id: CLIENT_B, name: 'Harbor Logistics Inc.', caseId: '100200' });
  const summit = clientListItem({
    id: '0b6f5c3e-0000-4000-8000-00000000000c',
    name: 'Harbor Summit LLC',
    caseId: '100202',
  });

  function openManage() {
    let assigned: string[] = [...broker.clientIds];
    return open(`/brokers/admin/${broker.id}/manage`, [
      {
        route: USER_ADMIN_CALLS.brokerGet,
        params: { userId: broker.id },
        respond: () => json(200, { ...broker, clientIds: assigned }),
      },
      {
        route: CLIENTS_CALLS.userClients,
        params: { userId: broker.id },
        respond: () => json(200, { items: [maple], total: 1, limit: 100, offset: 0 }),
      },
      {
        route: CLIENTS_CALLS.list,
        respond: (request) => {
          const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
          const items = [maple, harbor, summit].filter((c) => c.name.toLowerCase().includes(search));
          return json(200, { items, total: items.length, limit: 10, offset: 0 });
        },
      },
      {
        route: USER_ADMIN_CALLS.brokerAssign,
        respond: (request) => {
          assigned = [...assigned, new URL(request.url).pathname.split('/').pop() ?? ''];
          return json(200, { ...broker, clientIds: assigned });
        },
      },
    ]);
  }

  test('type-ahead over GET /api/clients, arrow keys and Enter choose, Assign assigns that client', async () => {
    openManage();
    const box = await screen.findByRole('combobox', { name: 'Assign a client' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'harb' } });
    const listbox = await screen.findByRole('listbox', { name: 'Assign a client' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('data-client-id'))).toEqual([harbor.id, summit.id]);
    expect(screen.getByText('2 clients found. Use the arrow keys to choose.')).toBeTruthy();
    const search = new URL(gateway.requests(CLIENTS_CALLS.list).at(-1)?.url ?? '').searchParams;
    expect(search.get('search')).toBe('harb');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Harbor Logistics Inc.');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(
        gateway.requests(USER_ADMIN_CALLS.brokerAssign, { userId: broker.id, clientId: harbor.id }),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('Harbor Logistics Inc. was assigned to Person 5.')).toBeTruthy();
  });

  test('already assigned clients are not offered; Assign without a choice says what to do', async () => {
    openManage();
    const box = await screen.findByRole('combobox', { name: 'Assign a client' });
    fireEvent.change(box, { target: { value: 'maple' } });
    expect(await screen.findByText('No client matches “maple”.')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose a client from the list first.')).toBeTruthy();
    expect(gateway.requests(USER_ADMIN_CALLS.brokerAssign)).toHaveLength(0);
    expect(screen.queryByText(/paste the client/)).toBeNull();
  });
});
