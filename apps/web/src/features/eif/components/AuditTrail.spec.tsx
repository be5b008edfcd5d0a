import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  USER_ADMIN_CALLS,
  type AuthUser,
  type ChangeLogEntry,
  type ChangeLogPage,
  type User,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser, json } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const ADMIN_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0002';
const BEN_ADMIN_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0003';
const OTHER_STAFF_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0004';
const CURSOR = 'cursor-of-page-1';

const admin = authUser({ id: ADMIN_ID, role: 'SLF_ADMIN', name: 'Adam Admin' });
const benAdmin = authUser({
  id: BEN_ADMIN_ID,
  role: 'BEN_ADMIN',
  name: 'Ben Administrator',
  clientIds: [CLIENT_A],
});
const person = (u: AuthUser): User => {
  const { clients: _clients, csrfToken: _csrf, ...user } = u;
  return user;
};
const pageOf = (items: User[]) => ({ items, total: items.length, limit: 100, offset: 0 });

const entry = (overrides: Partial<ChangeLogEntry>): ChangeLogEntry => ({
  id: '0b6f5c3e-0000-4000-8000-0000000000e1',
  entity: 'Client',
  entityId: CLIENT_A,
  operation: 'update',
  createdAt: '2026-03-02T15:00:00.000Z',
  createdBy: ADMIN_ID,
  role: 'SLF_ADMIN',
  outsideSigner: null,
  details: [],
  ...overrides,
});

const FIRST: ChangeLogEntry[] = [
  entry({
    details: [
      { attributeKey: 'rehireProvision', previousValue: 'MONTHS_6', value: 'MONTHS_12', status: 'pending' },
    ],
  }),
  entry({
    id: '0b6f5c3e-0000-4000-8000-0000000000e2',
    entity: 'Location',
    entityId: '0b6f5c3e-0000-4000-8000-0000000000c1',
    operation: 'create',
    createdAt: '2026-03-01T15:00:00.000Z',
    createdBy: BEN_ADMIN_ID,
    role: 'BEN_ADMIN',
    details: [
      { attributeKey: 'city', previousValue: null, value: 'Albany', status: 'pending' },
      // The record's tie to its client: not shown.
      { attributeKey: 'client', previousValue: null, value: CLIENT_A, status: 'pending' },
      { attributeKey: 'name', previousValue: null, value: 'Albany office', status: 'pending' },
    ],
  }),
  entry({
    id: '0b6f5c3e-0000-4000-8000-0000000000e3',
    entity: 'Contact',
    operation: 'delete',
    createdBy: OTHER_STAFF_ID,
    role: 'SLF_OWNER',
    details: [
      { attributeKey: 'firstName', previousValue: 'Pat', value: null, status: 'pending' },
      { attributeKey: 'lastName', previousValue: 'Rivera', value: null, status: 'pending' },
    ],
  }),
];
const SECOND: ChangeLogEntry[] = [
  entry({
    id: '0b6f5c3e-0000-4000-8000-0000000000e4',
    createdBy: null,
    role: null,
    createdAt: '2026-01-05T09:00:00.000Z',
  }),
  // The outside signer's decision: no account, named by the link's name and e-mail, a stamp as a date.
  entry({
    id: '0b6f5c3e-0000-4000-8000-0000000000e5',
    createdBy: null,
    role: null,
    createdAt: '2026-01-04T09:00:00.000Z',
    outsideSigner: { name: 'Olive Outside', email: 'olive@maple.example' },
    details: [
      {
        attributeKey: 'deifChangesAcceptedAt',
        previousValue: null,
        value: '2026-01-04T09:00:00.000Z',
        status: 'pending',
      },
    ],
  }),
];

/** The change log as the fake gateway answers it: page 1 (with a next page), page 2 after the cursor. */
function changeLog(request: Request) {
  const query = new URL(request.url).searchParams;
  let body: ChangeLogPage;
  if (query.get('after') === CURSOR) body = { items: SECOND, next: null, names: {}, authors: [] };
  else if (query.get('entity'))
    body = {
      items: FIRST.filter((e) => e.entity === query.get('entity')),
      next: null,
      names: {},
      authors: [],
    };
  else
    body = {
      items: FIRST,
      next: CURSOR,
      names: {},
      authors: [
        { id: ADMIN_ID, role: 'SLF_ADMIN' },
        { id: BEN_ADMIN_ID, role: 'BEN_ADMIN' },
        { id: OTHER_STAFF_ID, role: 'SLF_OWNER' },
      ],
    };
  return json(200, body);
}

function open(user: AuthUser, path: string, language: 'en' | 'es' = 'en') {
  const { gateway, router } = visitAs(
    user,
    path,
    [
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      { route: CLIENTS_CALLS.changeLog, params: { clientId: CLIENT_A }, respond: changeLog },
      { route: USER_ADMIN_CALLS.all, respond: () => json(200, pageOf([person(benAdmin)])) },
      { route: USER_ADMIN_CALLS.internalList, respond: () => json(200, pageOf([person(admin)])) },
      { route: USER_ADMIN_CALLS.benAdminList, respond: () => json(200, pageOf([person(benAdmin)])) },
    ],
    { language },
  );
  return Object.assign(gateway, { router });
}

const cellsOf = (row: HTMLElement | undefined) =>
  within(row ?? document.createElement('tr'))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const changeLogQueries = (gateway: ReturnType<typeof open>) =>
  gateway.requests(CLIENTS_CALLS.changeLog, { clientId: CLIENT_A }).map((r) => new URL(r.url).searchParams);

describe('the audit trail', () => {
  test('staff read every change in words, filter it by record, page through it and download it', async () => {
    const gateway = open(admin, `/clients/admin/${CLIENT_A}/manage/audit-trail`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Changes' });
    await within(table).findByText('Adam Admin');
    const [, answer, location, contact] = within(table).getAllByRole('row') as HTMLElement[];
    const format = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    // Who by name and role, the answer by its question, the values as the form shows them.
    expect(cellsOf(answer)).toEqual([
      format('2026-03-02T15:00:00.000Z'),
      'Adam AdminAdmin',
      'Company informationChanged',
      'Rehired within: 6 months → changed to 12 months',
    ]);
    // A creation: the record by its name, its values (not its client's id); a removal: the values it had.
    expect(cellsOf(location).slice(1)).toEqual([
      'Ben AdministratorBenefit administrator',
      'Location “Albany office”Created',
      'city: Albanyname: Albany office',
    ]);
    // A staff member the lists do not name: by the role they acted in, an owner as the owner (issue 28 item 4).
    expect(cellsOf(contact).slice(1)).toEqual([
      'Owner',
      'Contact “Pat Rivera”Removed',
      'first name: Patlast name: Rivera',
    ]);
    expect(screen.getByText('Changes 1–3, newest first')).toBeTruthy();
    // The people who can be chosen: the client's and the team, by name.
    const personFilter = screen.getByLabelText('Changed by');
    expect(
      within(personFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Anyone',
      'Adam Admin (Admin)',
      'Ben Administrator (Benefit administrator)',
      // Everyone who changed something is offered, those the lists do not name by role (issue 28 item 4).
      'Owner 1 (not in your lists)',
    ]);

    // The next page by the cursor; focus on the results' heading; back again.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('System');
    expect(changeLogQueries(gateway).at(-1)?.get('after')).toBe(CURSOR);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Changes' }));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByText('Changes 26–27, newest first')).toBeTruthy();
    // The page is in the address (a reload or a shared link keeps it).
    expect(new URLSearchParams(gateway.router.state.location.search).get('pages')).toBe(CURSOR);
    const signer = screen.getAllByRole('row').find((r) => r.textContent?.includes('Olive Outside'));
    expect(cellsOf(signer).slice(1)).toEqual([
      'Olive Outside (olive@maple.example)Outside signer',
      'Company informationChanged',
      `changes accepted at: — → changed to ${format('2026-01-04T09:00:00.000Z')}`,
    ]);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    expect(screen.getByText('Adam Admin', { selector: 'p' })).toBeTruthy();

    // By record: the API is asked for locations only, from the first page; the CSV link has the same filter.
    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'Location' } });
    await waitFor(() => expect(screen.queryByText('Adam Admin', { selector: 'p' })).toBeNull());
    const last = changeLogQueries(gateway).at(-1);
    expect(last?.get('entity')).toBe('Location');
    expect(last?.get('after')).toBeNull();
    expect(last?.get('limit')).toBe('25');
    expect(screen.queryByRole('navigation', { name: 'Pages of changes' })).toBeNull();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/clients/${CLIENT_A}/change-log/export?entity=Location`);
    // Staff's lists of people, never the client side's.
    expect(gateway.requests(USER_ADMIN_CALLS.benAdminList)).toHaveLength(0);
  });

  test('days are the viewer’s days, the last one included; a range backwards asks nothing', async () => {
    const gateway = open(
      admin,
      `/clients/admin/${CLIENT_A}/manage/audit-trail?from=2026-03-01&to=2026-03-02`,
    );
    await screen.findByRole('table', { name: 'Changes' });
    const query = changeLogQueries(gateway).at(-1);
    expect(query?.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query?.get('to')).toBe(new Date(2026, 2, 3).toISOString());
    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(csv.searchParams.get('from')).toBe(new Date(2026, 2, 1).toISOString());

    const asked = changeLogQueries(gateway).length;
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-03-05' } });
    await screen.findByText('The last day is before the first day.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(changeLogQueries(gateway)).toHaveLength(asked);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await screen.findByRole('table', { name: 'Changes' });
    expect(changeLogQueries(gateway).at(-1)?.get('from')).toBeNull();
  });

  test('the client’s benefit administrator reads it in the hub, in Spanish, staff named as the team', async () => {
    const gateway = open(benAdmin, `/client/${CLIENT_A}/audit-trail`, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Cambios' });
    await within(table).findByText('Ben Administrator');
    const [, answer] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(answer).slice(1, 3)).toEqual([
      'Equipo de Sun Life',
      'Información de la empresaModificado',
    ]);
    expect(screen.getByRole('link', { name: /Volver al resumen/ }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}/task/eif-submit-company-information/summary`,
    );
    // Read only: nothing on the page changes anything.
    expect(screen.queryByRole('button', { name: /Deshacer|Aceptar|Rechazar/ })).toBeNull();
    // The user directory is staff's: a benefit administrator asks only the list of their client's.
    expect(gateway.requests(USER_ADMIN_CALLS.all)).toHaveLength(0);
    expect(gateway.requests(USER_ADMIN_CALLS.internalList)).toHaveLength(0);
    const benAdmins = gateway.requests(USER_ADMIN_CALLS.benAdminList);
    expect(new URL(benAdmins[0]?.url ?? 'http://x').searchParams.get('clientId')).toBe(CLIENT_A);
  });
});
