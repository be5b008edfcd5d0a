import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, CLIENT_SETUP_STEPS, USER_ADMIN_CALLS, type ClientSetup } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser, envelope, json, type FakeGateway, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const setup = (done: readonly string[] = []): ClientSetup => ({
  clientId: CLIENT_A,
  completedSetupAt: null,
  steps: CLIENT_SETUP_STEPS.map((stepId) => ({
    stepId,
    completedAt: done.includes(stepId) ? '2026-02-01T10:00:00.000Z' : null,
    completedBy: null,
  })),
});

let gateway: FakeGateway;
function open(extra: FakeRoute[] = [], language: 'en' | 'es' = 'en') {
  const rendered = visitAs(
    authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' }),
    `/clients/admin/${CLIENT_A}/manage`,
    [
      ...extra,
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      {
        route: CLIENTS_CALLS.setupGet,
        params: { clientId: CLIENT_A },
        respond: () => json(200, setup(['add-broker'])),
      },
      { route: CLIENTS_CALLS.list, respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
    ],
    { language },
  );
  gateway = rendered.gateway;
  return rendered;
}

describe('client manage page', () => {
  test('the core fields, the twelve setup steps and completing one', async () => {
    let done = ['add-broker'];
    open([
      {
        route: CLIENTS_CALLS.setupGet,
        params: { clientId: CLIENT_A },
        respond: () => json(200, setup(done)),
      },
      {
        route: CLIENTS_CALLS.setupCompleteStep,
        params: { clientId: CLIENT_A, stepId: 'confirm-setup' },
        respond: () => {
          done = ['add-broker', 'confirm-setup'];
          return json(200, setup(done));
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Dental Group' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Client details' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Maple Dental Group');
    expect((within(form).getByLabelText('Tax id') as HTMLInputElement).value).toBe('12-3456701');

    const steps = await screen.findAllByRole('listitem');
    const stepItems = steps.filter((item) => item.hasAttribute('data-step'));
    expect(stepItems.map((item) => item.getAttribute('data-step'))).toEqual([...CLIENT_SETUP_STEPS]);
    expect(stepItems.filter((item) => item.getAttribute('data-done') === 'true')).toHaveLength(1);
    expect(screen.getByText('1. Merge client instances')).toBeTruthy();

    expect(screen.getByText('Setup is not complete yet')).toBeTruthy();
    expect(screen.getByTestId('setup-steps-done').textContent).toBe(
      '1 of 12 steps done; setup completes with the last one.',
    );

    // A done step offers no Complete button (issue 27 item 12); an open one does.
    expect(screen.queryByRole('button', { name: 'Complete “Add broker”' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete “Confirm setup”' }));
    expect(await screen.findByText('“Confirm setup” is complete.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Complete “Confirm setup”' })).toBeNull(),
    );
    expect(
      gateway.requests(CLIENTS_CALLS.setupCompleteStep, { clientId: CLIENT_A, stepId: 'confirm-setup' }),
    ).toHaveLength(1);
    // Confirming setup with other steps open does not complete it (decision 030): the panel says how far.
    await waitFor(() =>
      expect(screen.getByTestId('setup-steps-done').textContent).toBe(
        '2 of 12 steps done; setup completes with the last one.',
      ),
    );
  });

  test('saving sends the changed core fields; server field errors land on the fields', async () => {
    open([
      {
        route: CLIENTS_CALLS.update,
        params: { clientId: CLIENT_A },
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'body.implementationConsultant.email', message: 'This e-mail is not allowed' },
          ]),
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Client details' });
    fireEvent.change(within(form).getByLabelText('Number of employees'), { target: { value: '45' } });
    fireEvent.change(within(form).getByLabelText('Tax id'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The shared schema's message, before any call.
    expect(await within(form).findByText('Tax id needs to be in the format ##-#######')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.update, { clientId: CLIENT_A })).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Tax id'), { target: { value: '12-3456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This e-mail is not allowed')).toBeTruthy();
    expect(within(form).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    const [body] = (await gateway.bodies(CLIENTS_CALLS.update, { clientId: CLIENT_A })) as Array<
      Record<string, unknown>
    >;
    expect(body).toMatchObject({
      name: 'Maple Dental Group',
      employeesNumber: 45,
      taxId: '12-3456789',
      implementationConsultant: { firstName: 'Ivy', lastName: 'Consultant' },
      featureToggles: { ONBOARD_REMOVE_EDI_FROM_EIF: false },
    });
  });

  test('Jira sync, activation e-mails, and archiving after a confirmation', async () => {
    const { router } = open([
      { route: CLIENTS_CALLS.sync, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      {
        route: USER_ADMIN_CALLS.clientActivationEmails,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { sent: 2 }),
      },
      {
        route: CLIENTS_CALLS.archive,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { ok: true }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sync with Jira' }));
    expect(await screen.findByText('The client was updated from Jira.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send activation e-mails' }));
    expect(await screen.findByText('2 activation e-mails were sent.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive client' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive Maple Dental Group?')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.archive, { clientId: CLIENT_A })).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/admin'));
    expect(gateway.requests(CLIENTS_CALLS.archive, { clientId: CLIENT_A })).toHaveLength(1);
  });
});

describe('the client’s tasks on the manage page (issue 12 item 9)', () => {
  test('each task with its status, in the fixed order, linking to its page in the hub', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Tasks' });
    const rows = await within(section).findAllByTestId('manage-task-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Kickoff call',
      'Submit company information',
      'Enrollment elections',
    ]);
    expect(rows[0]?.textContent).toContain('Action Required');
    const census = within(rows[2] as HTMLElement).getByRole('link', { name: 'Open Enrollment elections' });
    expect(census.getAttribute('href')).toMatch(
      new RegExp(`^/client/${CLIENT_A}/task/enrollment-elections/[0-9a-f-]{36}$`),
    );
  });

  test('in Spanish a policy task names its coverages in Spanish', async () => {
    open([], 'es');
    const rows = await screen.findAllByTestId('manage-task-row');
    const elections = rows.find((row) => row.querySelector('a[href*="/task/enrollment-elections/"]'));
    expect(elections?.textContent).toContain('Dental, Visión');
    expect(elections?.textContent).not.toContain('Vision');
  });
});
