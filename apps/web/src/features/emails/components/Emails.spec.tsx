import { describe, expect, test } from '@jest/globals';
import {
  EMAILS_CALLS,
  fieldError,
  keyedMessage,
  type AuthUser,
  type EmailDetail,
  type EmailSummary,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A } from '../../../test/clients.js';
import {
  authUser,
  envelope,
  json,
  signedInAs,
  type FakeGateway,
  type FakeRoute,
} from '../../../test/fakeGateway.js';
import { renderWithGateway, visitAs } from '../../../test/renderWithGateway.js';
import { ClientEmailsSection } from './ClientEmailsSection.js';

const EMAIL_1 = '5a1e0c3e-0000-4000-8000-0000000000e1';
const EMAIL_2 = '5a1e0c3e-0000-4000-8000-0000000000e2';
const RESENT = '5a1e0c3e-0000-4000-8000-0000000000e3';
const USER_BAD = '7d2f0a10-0000-4000-8000-0000000000b1';

const summary = (over: Partial<EmailSummary> = {}): EmailSummary => ({
  id: EMAIL_1,
  subject: 'Welcome to Onboard',
  template: 'WELCOME',
  status: 'SENT',
  recipients: [{ email: 'ana@example.test', userId: null }],
  clientId: CLIENT_A,
  errorUserCount: 0,
  resentFromId: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:01:00.000Z',
  sentAt: '2026-03-02T15:01:00.000Z',
  ...over,
});

type HistoryEntry = EmailDetail['statusHistory'][number];
const historyEntry = (
  over: Partial<HistoryEntry> & Pick<HistoryEntry, 'status' | 'eventAt'>,
): HistoryEntry => ({
  detail: null,
  attempt: null,
  reason: null,
  resentAsId: null,
  resentTo: null,
  ...over,
});

const detail = (over: Partial<EmailDetail> = {}): EmailDetail => ({
  ...summary({
    id: EMAIL_2,
    subject: 'Your reminder',
    template: 'GENERIC',
    recipients: [
      { email: 'ana@example.test', userId: null },
      { email: 'bad@example.test', userId: USER_BAD },
    ],
    errorUserCount: 1,
  }),
  statusHistory: [
    historyEntry({ status: 'QUEUED', eventAt: '2026-03-02T15:00:00.000Z' }),
    historyEntry({ status: 'SENDING', eventAt: '2026-03-02T15:00:30.000Z', detail: 'attempt 1', attempt: 1 }),
    historyEntry({
      status: 'SENT',
      eventAt: '2026-03-02T15:01:00.000Z',
      detail: '250 OK; refused: bad@example.test',
    }),
    historyEntry({
      status: 'RESENT',
      eventAt: '2026-03-02T15:05:00.000Z',
      detail: `resent as ${RESENT} to bad@example.test`,
      resentAsId: RESENT,
      resentTo: ['bad@example.test'],
    }),
  ],
  errorUsers: [
    { userId: USER_BAD, email: 'bad@example.test', name: 'Bo Bad', reason: '550 mailbox unavailable' },
  ],
  resentAs: [],
  ...over,
});

const admin = (): AuthUser =>
  authUser({ role: 'SLF_ADMIN', name: 'Adam Admin', email: 'admin@onboard.test' });
const broker = (): AuthUser => authUser({ role: 'BROKER', clientIds: [CLIENT_A], email: 'bro@onboard.test' });

let gateway: FakeGateway;
function open(path: string, routes: FakeRoute[], user: AuthUser = authUser(), language: 'en' | 'es' = 'en') {
  const rendered = visitAs(user, path, routes, { language });
  gateway = rendered.gateway;
  return rendered;
}
const page = (items: EmailSummary[], total = items.length) =>
  json(200, { items, total, limit: 25, offset: 0 });
const lastListQuery = () => {
  const requests = gateway.requests(EMAILS_CALLS.emailList);
  return new URL(requests[requests.length - 1]?.url ?? '').searchParams;
};

describe('the e-mail list', () => {
  test('rows with subject, recipients, status, template and dates; total; pages of 25', async () => {
    open('/emails', [{ route: EMAILS_CALLS.emailList, respond: () => page([summary()], 60) }]);
    const table = await screen.findByRole('table', { name: 'All emails' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('expected a row');
    expect(within(row).getByRole('link', { name: 'Welcome to Onboard' }).getAttribute('href')).toBe(
      `/emails/${EMAIL_1}`,
    );
    expect(row.textContent).toContain('ana@example.test');
    expect(row.textContent).toContain('Sent');
    expect(row.textContent).toContain('Welcome');
    expect(screen.getByText('60 emails')).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    const first = lastListQuery();
    expect(Object.fromEntries(first)).toEqual({
      limit: '25',
      offset: '0',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery().get('offset')).toBe('25'));
  });

  test('search, status filter and sorting by the column headers ask the server', async () => {
    open('/emails', [{ route: EMAILS_CALLS.emailList, respond: () => page([summary()]) }]);
    await screen.findByRole('table', { name: 'All emails' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search emails' }), {
      target: { value: 'ana@' },
    });
    await waitFor(() => expect(lastListQuery().get('search')).toBe('ana@'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'FAILED' } });
    await waitFor(() => expect(lastListQuery().get('status')).toBe('FAILED'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only with failed recipients' }));
    await waitFor(() => expect(lastListQuery().get('hasErrors')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Subject' }));
    await waitFor(() => expect(lastListQuery().get('sortBy')).toBe('name'));
    expect(lastListQuery().get('sortDirection')).toBe('asc');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Subject' }));
    await waitFor(() => expect(lastListQuery().get('sortDirection')).toBe('desc'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Sent' }));
    await waitFor(() => expect(lastListQuery().get('sortBy')).toBe('startsAt'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Updated' }));
    await waitFor(() => expect(lastListQuery().get('sortBy')).toBe('updatedAt'));
    expect(lastListQuery().get('search')).toBe('ana@');
    expect(lastListQuery().get('status')).toBe('FAILED');
    expect(lastListQuery().get('hasErrors')).toBe('true');
  });

  test('a search the server refuses (3,000 characters) shows the field’s message with its limit, and no stale total', async () => {
    open('/emails', [
      {
        route: EMAILS_CALLS.emailList,
        respond: (request) =>
          (new URL(request.url).searchParams.get('search') ?? '').length > 191
            ? envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
                fieldError('query.search', 'textTooLong', { max: 191 }),
              ])
            : page([summary()]),
      },
    ]);
    await screen.findByRole('table', { name: 'All emails' });
    expect(screen.getByText('1 email')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search emails' }), {
      target: { value: 'a'.repeat(3000) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please enter at most 191 characters');
    expect(alert.textContent).not.toContain('Some fields are not valid');
    expect(screen.queryByText('1 email')).toBeNull();
    expect(screen.queryByRole('table', { name: 'All emails' })).toBeNull();
  });

  test('an owner resends rejected e-mails after confirming', async () => {
    open('/emails', [
      { route: EMAILS_CALLS.emailList, respond: () => page([summary()]) },
      { route: EMAILS_CALLS.emailResendRejected, respond: () => json(200, { resent: 3 }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend rejected emails' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend every rejected email?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend rejected emails' }));
    expect(await screen.findByText('3 emails were queued again.')).toBeTruthy();
    expect(await gateway.bodies(EMAILS_CALLS.emailResendRejected)).toEqual([{ clientId: null }]);
  });

  test('an admin reads the list but may not resend rejected e-mails', async () => {
    open('/emails', [{ route: EMAILS_CALLS.emailList, respond: () => page([summary()]) }], admin());
    await screen.findByRole('table', { name: 'All emails' });
    expect(screen.queryByRole('button', { name: 'Resend rejected emails' })).toBeNull();
  });

  test('in Spanish', async () => {
    open(
      '/emails',
      [{ route: EMAILS_CALLS.emailList, respond: () => page([summary()], 1) }],
      authUser(),
      'es',
    );
    expect(await screen.findByRole('table', { name: 'Todos los correos' })).toBeTruthy();
    expect(screen.getByText('1 correo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ordenar por Asunto' })).toBeTruthy();
  });
});

describe("an e-mail's page", () => {
  const routes = (resend: FakeRoute['respond'] = () => json(200, { emailId: RESENT })): FakeRoute[] => [
    { route: EMAILS_CALLS.emailGet, params: { emailId: EMAIL_2 }, respond: () => json(200, detail()) },
    { route: EMAILS_CALLS.emailResend, params: { emailId: EMAIL_2 }, respond: resend },
  ];

  test('fields, status history and the recipients not reached with the reason', async () => {
    open(`/emails/${EMAIL_2}`, routes(), admin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reminder' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all emails' }).getAttribute('href')).toBe('/emails');
    const history = screen.getByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Queued'),
      expect.stringContaining('Attempt 1'),
      expect.stringContaining('refused: bad@example.test'),
      // A resend is "Resent", with the copy, never the original's status (it read "Failed").
      expect.stringMatching(/^Resent.*Resent to bad@example\.test/),
    ]);
    expect(within(history).queryByText('Failed')).toBeNull();
    expect(within(history).getByRole('link', { name: 'Open the resent email' }).getAttribute('href')).toBe(
      `/emails/${RESENT}`,
    );
    const errors = screen.getByRole('table', { name: 'Recipients not reached' });
    expect(errors.textContent).toContain('Bo Bad');
    expect(errors.textContent).toContain('bad@example.test');
    expect(errors.textContent).toContain('550 mailbox unavailable');
  });

  test('resend: confirm, then the call and a toast', async () => {
    open(`/emails/${EMAIL_2}`, routes(), admin());
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend this email?' });
    expect(dialog.textContent).toContain('A new copy of "Your reminder" is sent to every recipient.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The email was queued again.')).toBeTruthy();
    expect(await gateway.bodies(EMAILS_CALLS.emailResend)).toEqual([{ onlyErrorUsers: false }]);
  });

  test('resend to failed recipients only', async () => {
    open(`/emails/${EMAIL_2}`, routes(), admin());
    fireEvent.click(await screen.findByRole('button', { name: 'Resend to failed recipients' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend this email?' });
    expect(dialog.textContent).toContain('to the 1 recipient it did not reach.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend to failed recipients' }));
    await waitFor(async () =>
      expect(await gateway.bodies(EMAILS_CALLS.emailResend)).toEqual([{ onlyErrorUsers: true }]),
    );
  });

  test('in Spanish: the history worded in Spanish, and one recipient in the singular', async () => {
    const failed = detail({
      status: 'FAILED',
      statusHistory: [
        historyEntry({ status: 'QUEUED', eventAt: '2026-03-02T15:00:00.000Z' }),
        historyEntry({
          status: 'SENDING',
          eventAt: '2026-03-02T15:00:30.000Z',
          detail: 'attempt 1',
          attempt: 1,
        }),
        historyEntry({
          status: 'QUEUED',
          eventAt: '2026-03-02T15:00:40.000Z',
          detail: 'attempt 1 failed, will retry: 421 try later',
          attempt: 1,
          reason: '421 try later',
        }),
        historyEntry({
          status: 'FAILED',
          eventAt: '2026-03-02T15:01:00.000Z',
          detail: 'attempt 2 failed, no attempts left: 421 try later',
          attempt: 2,
          reason: '421 try later',
        }),
        historyEntry({
          status: 'RESENT',
          eventAt: '2026-03-02T15:05:00.000Z',
          detail: `resent as ${RESENT} to bad@example.test`,
          resentAsId: RESENT,
          resentTo: ['bad@example.test'],
        }),
      ],
    });
    open(
      `/emails/${EMAIL_2}`,
      [{ route: EMAILS_CALLS.emailGet, params: { emailId: EMAIL_2 }, respond: () => json(200, failed) }],
      admin(),
      'es',
    );
    await screen.findByRole('heading', { level: 1, name: 'Your reminder' });
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(items[1]).toContain('Intento 1');
    expect(items[2]).toContain('El intento 1 falló; se reintentará: 421 try later');
    expect(items[3]).toContain('El intento 2 falló definitivamente: 421 try later');
    expect(items[4]).toMatch(/^Reenviado.*Reenviado a bad@example\.test/);
    expect(items.join(' ')).not.toMatch(/attempt|resent as/);

    fireEvent.click(screen.getByRole('button', { name: 'Reenviar a los destinatarios fallidos' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('a 1 destinatario al que no llegó.');
    expect(dialog.textContent).not.toContain('a los 1 destinatarios');
  });

  test('a refused resend shows the error', async () => {
    open(
      `/emails/${EMAIL_2}`,
      routes(() => envelope(409, 'CONFLICT', 'This e-mail has no recipients it did not reach')),
      admin(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('This e-mail has no recipients it did not reach')).toBeTruthy();
  });

  test("the e-mail-for-client route links back to the client's manage page", async () => {
    open(`/clients/admin/${CLIENT_A}/manage/emails/${EMAIL_2}`, routes());
    await screen.findByRole('heading', { level: 1, name: 'Your reminder' });
    expect(screen.getByRole('link', { name: 'Back to the client' }).getAttribute('href')).toBe(
      `/clients/admin/${CLIENT_A}/manage`,
    );
  });
});

describe("the client manage page's e-mails", () => {
  test("the client's latest e-mails, linking to the e-mail-for-client route, and to all of them", async () => {
    ({ gateway } = renderWithGateway(
      [signedInAs(authUser()), { route: EMAILS_CALLS.emailList, respond: () => page([summary()], 9) }],
      { routes: [{ path: '/', element: <ClientEmailsSection clientId={CLIENT_A} /> }] },
    ));
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(table).getByRole('link', { name: 'Welcome to Onboard' }).getAttribute('href')).toBe(
      `/clients/admin/${CLIENT_A}/manage/emails/${EMAIL_1}`,
    );
    expect(screen.getByRole('link', { name: 'View all emails of this client' }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}/emails`,
    );
    expect(Object.fromEntries(lastListQuery())).toEqual({
      clientId: CLIENT_A,
      limit: '5',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });
});

describe('who sees e-mails', () => {
  test("an owner's Users menu leads to all e-mails", async () => {
    open('/clients/admin', [
      { path: /^\/api\/clients/, respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
      { route: EMAILS_CALLS.emailList, respond: () => page([summary()]) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Users' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'All emails' }));
    expect(await screen.findByRole('table', { name: 'All emails' })).toBeTruthy();
  });

  test("a broker opening the hub's e-mail pages is sent home with the not-allowed notice", async () => {
    const { router } = open(`/client/${CLIENT_A}/emails`, [], broker());
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/client/${CLIENT_A}/emails`));
    expect(gateway.requests(EMAILS_CALLS.emailList)).toHaveLength(0);
  });
});
