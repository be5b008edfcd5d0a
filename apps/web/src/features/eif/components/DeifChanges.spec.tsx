import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AuthUser, type DeifChanges } from '@onboard/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { deifReview } from '../../../test/deif.js';
import { authUser, json, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { Toaster } from '../../../components/ui/toaster.js';
import { ChangesTable, DeifReview } from './DeifChanges.js';

const change = {
  entity: 'Client',
  entityId: CLIENT_A,
  label: null,
  operation: 'update' as const,
  changedAt: '2026-03-02T15:00:00.000Z',
  changedBy: null,
  newRecord: false,
  creation: null,
};
function changesOf(ready: boolean, decisions: Partial<DeifChanges['review']> = {}): DeifChanges {
  return {
    phase: 'post-sign-with-edit',
    review: deifReview({ readyForReviewAt: ready ? '2026-03-03T15:00:00.000Z' : null, ...decisions }),
    hasPendingChanges: true,
    readyForReview: ready,
    requiresReview: ready,
    needsClickThrough: false,
    names: {},
    subSteps: [
      {
        subStepId: 'rehire-provision',
        pending: true,
        changes: [
          {
            ...change,
            attributeKey: 'rehireProvision',
            previousValue: 'MONTHS_6',
            value: 'MONTHS_12',
            status: 'pending',
          },
        ],
      },
      {
        subStepId: 'claims-check-mailing-locations',
        pending: true,
        changes: [
          {
            ...change,
            entity: 'Location',
            entityId: '0b6f5c3e-0000-4000-8000-0000000000c1',
            label: 'Albany office',
            operation: 'create',
            attributeKey: 'city',
            previousValue: null,
            value: 'Albany',
            status: 'pending',
            newRecord: true,
            creation: 'pending',
          },
        ],
      },
    ],
  };
}

function open(
  user: AuthUser,
  ready: boolean,
  { signer = false, language = 'en' as 'en' | 'es', decisions = {} as Partial<DeifChanges['review']> } = {},
) {
  const { gateway } = renderWithGateway(
    [
      signedInAs(user),
      {
        route: CLIENTS_CALLS.deifAccept,
        params: { clientId: CLIENT_A },
        respond: () => json(200, changesOf(false)),
      },
      {
        route: CLIENTS_CALLS.deifDecline,
        params: { clientId: CLIENT_A },
        respond: () => json(200, changesOf(false)),
      },
      {
        route: CLIENTS_CALLS.deifReadyForReview,
        params: { clientId: CLIENT_A },
        respond: () => json(200, changesOf(true)),
      },
      {
        route: CLIENTS_CALLS.undoIcEdits,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { undone: 1, changes: changesOf(false) }),
      },
    ],
    {
      language,
      routes: [
        {
          path: '/',
          element: (
            <>
              <DeifReview
                client={clientDto()}
                changes={changesOf(ready, decisions)}
                isSigner={signer}
                titleOf={(id) => (id === 'rehire-provision' ? 'Rehire provision' : 'Claims check mailing')}
                stepOf={() => 'other-contract-details'}
              />
              <Toaster />
            </>
          ),
        },
      ],
    },
  );
  return gateway;
}

const benAdmin = authUser({ role: 'BEN_ADMIN', clientIds: [CLIENT_A] });
const admin = authUser({ role: 'SLF_ADMIN' });

describe('the review of changes after signing', () => {
  test('each change in words, before and after, with its status; the signer accepts', async () => {
    const gateway = open(benAdmin, true, { signer: true });
    const table = screen.getByRole('table', { name: 'Changes to Rehire provision' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Rehired within', '6 months', '12 months', 'Pending']);
    const location = screen.getByRole('table', { name: 'Changes to Claims check mailing' });
    expect(within(location).getByText('Location “Albany office”: city')).toBeTruthy();
    expect(within(location).getByText('New')).toBeTruthy();
    // The signer's actions only; no staff buttons.
    expect(screen.queryByRole('button', { name: 'Mark ready for review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo implementer edits' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the changes' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.deifAccept, { clientId: CLIENT_A })).toHaveLength(1),
    );
  });

  test('a decline needs its reason, then sends it', async () => {
    const gateway = open(benAdmin, true, { signer: true });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(await screen.findByText('Please provide a response')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.deifDecline, { clientId: CLIENT_A })).toEqual([]);
    fireEvent.change(screen.getByLabelText('Why do you decline them?'), {
      target: { value: 'Keep 6 months.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the decline' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.deifDecline, { clientId: CLIENT_A })).toHaveLength(1),
    );
    expect(await gateway.bodies(CLIENTS_CALLS.deifDecline, { clientId: CLIENT_A })).toEqual([
      { reason: 'Keep 6 months.' },
    ]);
  });

  test('staff mark pending changes ready and may undo; nobody else decides', async () => {
    const gateway = open(admin, false);
    expect(screen.queryByRole('button', { name: 'Accept the changes' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark ready for review' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.deifReadyForReview, { clientId: CLIENT_A })).toHaveLength(1),
    );
    // Undo asks first (issue 28 item 5): nothing is sent until it is confirmed, then the page says what it did.
    fireEvent.click(screen.getByRole('button', { name: 'Undo implementer edits' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo implementer edits?' });
    expect(gateway.requests(CLIENTS_CALLS.undoIcEdits, { clientId: CLIENT_A })).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.requests(CLIENTS_CALLS.undoIcEdits, { clientId: CLIENT_A })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo implementer edits' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo implementer edits' }),
    );
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.undoIcEdits, { clientId: CLIENT_A })).toHaveLength(1),
    );
    expect(
      await screen.findByText('1 implementer edit was undone: its answer is back as it was before.'),
    ).toBeTruthy();
  });

  test('changes ready for review: the signer is asked to decide, staff are told it is the signer’s turn', async () => {
    open(benAdmin, true, { signer: true });
    expect(
      screen.getByText(/^Ready for your review since .*: accept the changes or decline them\.$/),
    ).toBeTruthy();
    cleanup();
    open(admin, true);
    expect(screen.getByText(/^Ready for the signer’s review since .*\.$/)).toBeTruthy();
    expect(screen.queryByText(/accept the changes or decline them/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept the changes' })).toBeNull();
  });

  test('in Spanish', async () => {
    open(benAdmin, true, { signer: true, language: 'es' });
    expect(screen.getByText('Cambios desde la firma')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar los cambios' })).toBeTruthy();
    expect(screen.getAllByText('Pendiente')).toHaveLength(2);
  });

  test('only the latest decision is told: an acceptance after a decline, not both (issue 28 item 1)', () => {
    open(admin, false, {
      decisions: {
        declinedAt: '2026-03-02T15:00:00.000Z',
        declinedReason: 'No platform.',
        acceptedAt: '2026-03-04T15:00:00.000Z',
      },
    });
    expect(screen.getByText(/^Changes accepted on /)).toBeTruthy();
    expect(screen.queryByText(/^Changes declined on /)).toBeNull();
    cleanup();
    open(admin, false, {
      decisions: {
        acceptedAt: '2026-03-02T15:00:00.000Z',
        declinedAt: '2026-03-04T15:00:00.000Z',
        declinedReason: 'No platform.',
      },
    });
    expect(screen.getByText(/^Changes declined on .*: No platform\.$/)).toBeTruthy();
    expect(screen.queryByText(/^Changes accepted on /)).toBeNull();
  });

  test('an answer naming a record reads by its name, not its id (issue 28 item 3)', () => {
    const BSWIFT = '0b6f5c3e-0000-4000-8000-0000000000b5';
    renderWithProviders({
      routes: [
        {
          path: '/',
          element: (
            <ChangesTable
              caption="Changes"
              names={{ [BSWIFT]: 'bswift' }}
              changes={[
                {
                  ...change,
                  entity: 'Policy',
                  attributeKey: 'benAdminPlatformId',
                  previousValue: null,
                  value: BSWIFT,
                  status: 'pending',
                },
              ]}
            />
          ),
        },
      ],
    });
    const [, row] = within(screen.getByRole('table', { name: 'Changes' })).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 3)).toEqual(['—', 'bswift']);
    expect(document.body.textContent).not.toContain(BSWIFT);
  });
});
