import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  CLIENT_SETUP_STEPS,
  OWNER_CALLS,
  type AuthUser,
  type Carrier,
  type ClientSetup,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto, clientListItem } from '../../../test/clients.js';
import { authUser, json, type FakeGateway } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const OWNER = authUser({ role: 'SLF_OWNER', name: 'Olga Owner' });
const ADMIN = authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' });
const EMAIL_ID = '5d1d6a3c-0000-4000-8000-000000000001';
const setup: ClientSetup = {
  clientId: CLIENT_A,
  completedSetupAt: null,
  steps: CLIENT_SETUP_STEPS.map((stepId) => ({ stepId, completedAt: null, completedBy: null })),
};

let gateway: FakeGateway;

function openManage(user: AuthUser, sentToday = new Set<string>()) {
  let client = clientDto({ ownerEmailsSentAt: { DENTAL: '2026-03-01T09:30:00.000Z' } });
  const rendered = visitAs(user, `/clients/admin/${CLIENT_A}/manage`, [
    { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, client) },
    { route: CLIENTS_CALLS.setupGet, params: { clientId: CLIENT_A }, respond: () => json(200, setup) },
    { route: CLIENTS_CALLS.list, respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
    {
      route: OWNER_CALLS.ownerEmailSend,
      params: { clientId: CLIENT_A },
      respond: async (request) => {
        const { kind } = (await request.json()) as { kind: 'ACTIVITY' };
        const already = sentToday.has(kind);
        sentToday.add(kind);
        client = {
          ...client,
          ownerEmailsSentAt: { ...client.ownerEmailsSentAt, [kind]: '2026-03-02T10:00:00.000Z' },
        };
        return json(200, {
          emailId: EMAIL_ID,
          alreadySentToday: already,
          to: ['bea@maple.example'],
          sentAt: '2026-03-02T10:00:00.000Z',
        });
      },
    },
    {
      route: OWNER_CALLS.phaseChangeStatusPut,
      params: { clientId: CLIENT_A },
      respond: async (request) => {
        const { enabled } = (await request.json()) as { enabled: boolean };
        client = { ...client, phaseChangeEmailsEnabled: enabled };
        return json(200, client);
      },
    },
  ]);
  gateway = rendered.gateway;
  return rendered;
}

function openList(user: AuthUser) {
  let carriers: Carrier[] = [
    { id: 'c0000000-0000-4000-8000-000000000001', name: 'Delta Dental', createdAt: '', updatedAt: '' },
  ];
  const rendered = visitAs(user, '/clients/admin', [
    {
      route: CLIENTS_CALLS.list,
      respond: () => json(200, { items: [clientListItem()], total: 1, limit: 25, offset: 0 }),
    },
    { route: OWNER_CALLS.purgeQaData, respond: () => json(200, { purged: 3 }) },
    { route: OWNER_CALLS.carrierList, respond: () => json(200, carriers) },
    {
      route: OWNER_CALLS.carrierCreate,
      respond: async (request) => {
        const { name } = (await request.json()) as { name: string };
        const created = { id: 'c0000000-0000-4000-8000-000000000002', name, createdAt: '', updatedAt: '' };
        carriers = [...carriers, created];
        return json(201, created);
      },
    },
    {
      route: OWNER_CALLS.carrierDelete,
      respond: (request) => {
        carriers = carriers.filter((c) => !request.url.endsWith(c.id));
        return json(200, { ok: true });
      },
    },
  ]);
  gateway = rendered.gateway;
  return rendered;
}

describe('owner actions on the client manage page', () => {
  test('an owner sends an e-mail after confirming: "Sent", then "Already sent today", with the last-sent date', async () => {
    openManage(OWNER);
    const section = await screen.findByRole('region', { name: 'Owner actions' });
    const list = within(section).getByRole('list', { name: 'Owner e-mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getAllByText('Never sent')).toHaveLength(6);

    fireEvent.click(within(section).getByRole('button', { name: 'Activity e-mail' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Send the Activity e-mail?')).toBeTruthy();
    expect(
      within(dialog).getByText('It goes to the ben admins and brokers of Maple Dental Group.'),
    ).toBeTruthy();
    expect(gateway.requests(OWNER_CALLS.ownerEmailSend)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Activity e-mail')).toBeTruthy();
    expect(await gateway.bodies(OWNER_CALLS.ownerEmailSend, { clientId: CLIENT_A })).toEqual([
      { kind: 'ACTIVITY' },
    ]);
    // The client is read again: the activity e-mail now has a last-sent date.
    await waitFor(() => expect(within(list).getAllByText('Never sent')).toHaveLength(5));

    fireEvent.click(within(section).getByRole('button', { name: 'Activity e-mail' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Already sent today: Activity e-mail')).toBeTruthy();
  });

  test('an owner turns the phase-change e-mails off', async () => {
    openManage(OWNER);
    const section = await screen.findByRole('region', { name: 'Owner actions' });
    const flag = within(section).getByRole('switch', { name: 'Phase-change e-mails' }) as HTMLInputElement;
    expect(flag.checked).toBe(true);
    fireEvent.click(flag);
    expect(await screen.findByText('Phase-change e-mails turned off')).toBeTruthy();
    expect(await gateway.bodies(OWNER_CALLS.phaseChangeStatusPut, { clientId: CLIENT_A })).toEqual([
      { enabled: false },
    ]);
    await waitFor(() => expect(flag.checked).toBe(false));
  });

  test('an admin does not see the owner actions', async () => {
    openManage(ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Dental Group' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Actions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Owner actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activity e-mail' })).toBeNull();
  });
});

describe('owner tools on the internal clients list', () => {
  test('an owner purges QA data after confirming', async () => {
    openList(OWNER);
    fireEvent.click(await screen.findByRole('button', { name: 'Purge QA data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Purge QA data?')).toBeTruthy();
    expect(gateway.requests(OWNER_CALLS.purgeQaData)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purge QA data' }));
    expect(await screen.findByText('3 test clients purged')).toBeTruthy();
    expect(gateway.requests(OWNER_CALLS.purgeQaData)).toHaveLength(1);
  });

  test('an owner adds and removes carriers', async () => {
    openList(OWNER);
    fireEvent.click(await screen.findByRole('button', { name: 'Carriers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carriers' });
    const list = await within(dialog).findByRole('list', { name: 'Carriers' });
    expect(within(list).getByText('Delta Dental')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Carrier name'), { target: { value: 'Guardian' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(await within(dialog).findByText('Guardian')).toBeTruthy();
    expect(await gateway.bodies(OWNER_CALLS.carrierCreate)).toEqual([{ name: 'Guardian' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Delta Dental' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove Delta Dental' }));
    await waitFor(() => expect(within(dialog).queryByText('Delta Dental')).toBeNull());
    expect(
      gateway.requests(OWNER_CALLS.carrierDelete, { carrierId: 'c0000000-0000-4000-8000-000000000001' }),
    ).toHaveLength(1);
  });

  test('an admin sees neither the purge nor the carriers', async () => {
    openList(ADMIN);
    expect(await screen.findByRole('button', { name: 'Add client' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purge QA data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Carriers' })).toBeNull();
  });
});
