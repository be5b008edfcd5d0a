import { describe, expect, test } from '@jest/globals';
import {
  ACTION_TOKEN_HEADER,
  CLIENTS_CALLS,
  type DeifChanges,
  type OutsideSigner,
  type OutsideSignerView,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A } from '../../../test/clients.js';
import { deifReview } from '../../../test/deif.js';
import { authUser, envelope, json, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { Toaster } from '../../../components/ui/toaster.js';
import { OutsideSignerPanel } from './OutsideSignerPanel.js';

const TOKEN = 'a'.repeat(43);
const changes: DeifChanges = {
  phase: 'post-sign-with-edit',
  review: deifReview({ readyForReviewAt: '2026-03-03T15:00:00.000Z' }),

  hasPendingChanges: true,
  readyForReview: true,
  requiresReview: true,
  needsClickThrough: false,
  names: {},
  subSteps: [
    {
      subStepId: 'rehire-provision',
      pending: true,
      changes: [
        {
          entity: 'Client',
          entityId: CLIENT_A,
          label: null,
          operation: 'update',
          attributeKey: 'rehireProvision',
          previousValue: 'MONTHS_6',
          value: 'MONTHS_12',
          status: 'pending',
          changedAt: '2026-03-02T15:00:00.000Z',
          changedBy: null,
          newRecord: false,
          creation: null,
        },
      ],
    },
  ],
};
const view = (over: Partial<OutsideSignerView> = {}): OutsideSignerView => ({
  action: 'review-&-submit-updates',
  clientName: 'Acme Corp',
  signer: { firstName: 'Olive', lastName: 'Outside' },
  expiresAt: '2026-12-09T15:00:00.000Z',
  used: false,
  state: 'ready-for-review',
  sentBy: 'Adam Admin',
  changesBy: ['Adam Admin', 'Casey Consultant'],
  implementationConsultant: {
    firstName: 'Ivy',
    lastName: 'Consultant',
    email: 'ivy@onboard.test',
    phoneNumber: null,
  },
  changes,
  ...over,
});
const summary = {
  language: 'en',
  title: 'Company Information Summary',
  subtitle: 'Acme Corp',
  notes: ['Prepared March 4, 2026'],
  emptyValue: '—',
  steps: [
    {
      title: 'Company details',
      sections: [{ title: 'Tax ID', rows: [['Tax ID', '12-3456789']], tables: [] }],
    },
  ],
};

function openLink(path: string, answer: () => Response, language: 'en' | 'es' = 'en') {
  sessionStorage.clear();
  const { gateway } = renderWithGateway(
    [
      { route: CLIENTS_CALLS.outsideSignerView, respond: answer },
      { route: CLIENTS_CALLS.outsideSignerSummary, respond: () => json(200, summary) },
      {
        route: CLIENTS_CALLS.outsideSignerAccept,
        respond: () => json(200, view({ state: 'changes-accepted', used: true })),
      },
      {
        route: CLIENTS_CALLS.outsideSignerDecline,
        respond: () => json(200, view({ state: 'changes-declined-no-new-edits', used: true })),
      },
    ],
    { path, language },
  );
  return gateway;
}

describe('the outside signer’s pages', () => {
  test('the link opens the changed sections; the token goes in a header; accepting thanks the signer', async () => {
    let current = view();
    const gateway = openLink(`/outside-signer/review-&-submit-updates?token=${TOKEN}`, () =>
      json(200, current),
    );
    expect(await screen.findByRole('heading', { name: 'Review & Submit Updates' })).toBeTruthy();
    expect(
      screen.getByText('Hello Olive Outside. This is the Employer Information Form of Acme Corp.'),
    ).toBeTruthy();
    expect(screen.getByTestId('changed-sections').textContent).toBe('Rehire provision');
    expect(screen.getByRole('table', { name: 'Changes to Rehire provision' })).toBeTruthy();
    // Who sent it and who made the changes, by name, not a fixed "implementation consultant" (issue 28 item 5).
    expect(screen.getByText('Sent to you by Adam Admin.')).toBeTruthy();
    expect(screen.getByText('The changes were made by Adam Admin and Casey Consultant.')).toBeTruthy();
    const [first] = gateway.requests(CLIENTS_CALLS.outsideSignerView);
    expect(first?.headers.get(ACTION_TOKEN_HEADER)).toBe(TOKEN);
    // No session is asked for: the page is the link's.
    current = view({ state: 'changes-accepted', used: true });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the changes' }));
    expect(await screen.findByText('Thank you for accepting the updates.')).toBeTruthy();
    // The summary comes with its own texts (a namespace loaded on first use): waited for, not assumed.
    expect(await screen.findByRole('heading', { name: 'Company Information Summary' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(await screen.findByText('12-3456789')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.outsideSignerAccept)[0]?.headers.get(ACTION_TOKEN_HEADER)).toBe(
      TOKEN,
    );
  });

  test('the signer is asked about pending changes only: decided changes and sections without a pending one are not listed', async () => {
    const rehire = changes.subSteps[0]?.changes[0];
    if (!rehire) throw new Error('fixture');
    const mixed: DeifChanges = {
      ...changes,
      subSteps: [
        {
          subStepId: 'benefits-administration-and-data-feed',
          pending: false,
          changes: [
            {
              ...rehire,
              attributeKey: 'usesBenAdminPlatform',
              previousValue: false,
              value: true,
              status: 'declined',
            },
          ],
        },
        {
          subStepId: 'rehire-provision',
          pending: true,
          changes: [
            rehire,
            {
              ...rehire,
              attributeKey: 'rehireProvisionDetails',
              previousValue: null,
              value: 'x',
              status: 'accepted',
            },
          ],
        },
      ],
    };
    openLink(`/outside-signer/review-&-submit-updates?token=${TOKEN}`, () =>
      json(200, view({ changes: mixed })),
    );
    await screen.findByRole('heading', { name: 'Review & Submit Updates' });
    expect(screen.getByTestId('changed-sections').textContent).toBe('Rehire provision');
    expect(screen.queryByRole('table', { name: /Benefits administration/ })).toBeNull();
    const table = screen.getByRole('table', { name: 'Changes to Rehire provision' });
    // A header row and the one pending change.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  test('a decline needs its reason; the thank-you then says the changes were declined', async () => {
    let current = view();
    const gateway = openLink(`/outside-signer/review-&-submit-updates?token=${TOKEN}`, () =>
      json(200, current),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(await screen.findByText('Please provide a response')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why do you decline them?'), {
      target: { value: 'Wrong number.' },
    });
    current = view({ state: 'changes-declined-no-new-edits', used: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send the decline' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.outsideSignerDecline)).toHaveLength(1));
    expect(await gateway.bodies(CLIENTS_CALLS.outsideSignerDecline)).toEqual([{ reason: 'Wrong number.' }]);
    // Issue 28 item 5: the thank-you names the decision (spec §2: the provider is reviewing the responses).
    expect(
      await screen.findByText(
        'Thank you. You declined the changes; the provider is reviewing your responses.',
      ),
    ).toBeTruthy();
  });

  test('an expired link says so, in Spanish too', async () => {
    openLink(
      `/outside-signer/review-&-submit-updates?token=${TOKEN}`,
      () =>
        envelope(404, 'NOT_FOUND', {
          key: 'actionLinkInvalid',
          message:
            'This link has expired or is no longer valid. Ask your implementation consultant for a new one.',
        }),
      'es',
    );
    expect(
      await screen.findByRole('heading', { name: 'Formulario de información del empleador' }),
    ).toBeTruthy();
  });

  test('in Spanish the summary is asked for in Spanish and the signer’s time zone, which the page states (issue 28 item 7)', async () => {
    const gateway = openLink(
      `/outside-signer/eif-summary?token=${TOKEN}`,
      () => json(200, view({ state: 'changes-accepted', used: true })),
      'es',
    );
    expect(await screen.findByText('Gracias por aceptar las actualizaciones.')).toBeTruthy();
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.outsideSignerSummary)).toHaveLength(1));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const asked = new URL(gateway.requests(CLIENTS_CALLS.outsideSignerSummary)[0]?.url ?? '');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ tz: zone, lang: 'es' });
    expect(await screen.findByText('12-3456789')).toBeTruthy();
  });

  test('the link’s expiry is in the signer’s own time zone, named', async () => {
    openLink(`/outside-signer/review-&-submit-updates?token=${TOKEN}`, () => json(200, view()), 'es');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      await screen.findByText(
        (text) =>
          text.startsWith('Este enlace funciona hasta el ') && text.endsWith(`(su zona horaria, ${zone}).`),
      ),
    ).toBeTruthy();
  });

  test('an unknown action id is not found', async () => {
    openLink('/outside-signer/sign-everything', () => json(200, view()));
    expect(await screen.findByTestId('error-page-notFound')).toBeTruthy();
  });
});

describe('staff’s outside signer panel', () => {
  test('staff name the signer, then e-mail the link that is due', async () => {
    let state: OutsideSigner = { signer: null, link: null };
    const { gateway } = renderWithGateway(
      [
        signedInAs(authUser({ role: 'SLF_ADMIN' })),
        {
          route: CLIENTS_CALLS.outsideSignerGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, state),
        },
        {
          route: CLIENTS_CALLS.outsideSignerPut,
          params: { clientId: CLIENT_A },
          respond: async (request) => {
            state = { signer: (await request.json()) as NonNullable<OutsideSigner['signer']>, link: null };
            return json(200, state);
          },
        },
        {
          route: CLIENTS_CALLS.outsideSignerSend,
          params: { clientId: CLIENT_A },
          respond: () => {
            state = {
              ...state,
              link: {
                action: 'review-&-submit-updates',
                // Sent now, working for the next 14 days (OUTSIDE_SIGNER_LINK_DAYS).
                sentAt: new Date().toISOString(),
                expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
                usedAt: null,
                emailId: null,
              },
            };
            return json(200, state);
          },
        },
      ],
      {
        routes: [
          {
            path: '/',
            element: (
              <>
                <OutsideSignerPanel clientId={CLIENT_A} signed readyForReview />
                <Toaster />
              </>
            ),
          },
        ],
      },
    );
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Olive' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Outside' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the outside signer' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.outsideSignerPut, { clientId: CLIENT_A })).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'olive@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the outside signer' }));
    expect(await screen.findByText('Outside signer: Olive Outside (olive@acme.example)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail the changes for review' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.outsideSignerSend, { clientId: CLIENT_A })).toHaveLength(1),
    );
    expect(await gateway.bodies(CLIENTS_CALLS.outsideSignerSend, { clientId: CLIENT_A })).toEqual([
      { action: 'review-&-submit-updates' },
    ]);
    expect(await screen.findByText(/A link to review the changes was sent/)).toBeTruthy();
    expect(screen.getByText('The link was e-mailed to olive@acme.example.')).toBeTruthy();
    // A second e-mail ends the link just sent: asked first, and said afterwards (issue 28 item 5).
    fireEvent.click(screen.getByRole('button', { name: 'E-mail the changes for review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'E-mail a new link?' });
    expect(dialog.textContent).toMatch(/stops working: olive@acme\.example must use the new one\./);
    expect(gateway.requests(CLIENTS_CALLS.outsideSignerSend, { clientId: CLIENT_A })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail a new link' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.outsideSignerSend, { clientId: CLIENT_A })).toHaveLength(2),
    );
    expect(
      await screen.findByText(
        'A new link was e-mailed to olive@acme.example. The earlier one no longer works.',
      ),
    ).toBeTruthy();
  });
});
