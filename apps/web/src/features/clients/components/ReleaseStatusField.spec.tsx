import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, fieldError, keyedMessage } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, CLIENT_B, clientDto } from '../../../test/clients.js';
import { authUser, envelope, json, type FakeGateway } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const admin = () => authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' });
let gateway: FakeGateway;

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('release status is chosen from its values', () => {
  test('the manage page offers the statuses and saves the one chosen', async () => {
    ({ gateway } = visitAs(admin(), `/clients/admin/${CLIENT_A}/manage`, [
      {
        route: CLIENTS_CALLS.update,
        params: { clientId: CLIENT_A },
        respond: () => json(200, clientDto({ releaseStatus: 'LIVE' })),
      },
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      {
        route: CLIENTS_CALLS.setupGet,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { clientId: CLIENT_A, completedSetupAt: null, steps: [] }),
      },
    ]));
    const form = await screen.findByRole('form', { name: 'Client details' });
    const select = within(form).getByRole('combobox', { name: 'Release status' }) as HTMLSelectElement;
    expect(optionsOf(select)).toEqual([
      ['', 'Not set'],
      ['IMPLEMENTATION', 'Implementation'],
      ['LIVE', 'Live (onboarding complete)'],
    ]);
    expect(select.value).toBe('IMPLEMENTATION');

    fireEvent.change(select, { target: { value: 'LIVE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.update, { clientId: CLIENT_A })).toHaveLength(1),
    );
    const [body] = (await gateway.bodies(CLIENTS_CALLS.update, { clientId: CLIENT_A })) as Array<
      Record<string, unknown>
    >;
    expect(body?.['releaseStatus']).toBe('LIVE');
  });

  test('a server refusal lands on the field, in Spanish for a Spanish user', async () => {
    ({ gateway } = visitAs(
      admin(),
      `/clients/admin/${CLIENT_A}/manage`,
      [
        {
          route: CLIENTS_CALLS.update,
          params: { clientId: CLIENT_A },
          respond: () =>
            envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
              fieldError('body.releaseStatus', 'option'),
            ]),
        },
        { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
        {
          route: CLIENTS_CALLS.setupGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, { clientId: CLIENT_A, completedSetupAt: null, steps: [] }),
        },
      ],
      { language: 'es' },
    ));
    const form = await screen.findByRole('form', { name: 'Datos del cliente' });
    expect(
      optionsOf(within(form).getByRole('combobox', { name: 'Estado de lanzamiento' })).map(
        ([, text]) => text,
      ),
    ).toEqual(['Sin definir', 'Implementación', 'Activo (incorporación completada)']);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Elija una de las opciones')).toBeTruthy();
  });

  test('Add client offers it too and sends it', async () => {
    ({ gateway } = visitAs(admin(), '/clients/admin', [
      {
        route: CLIENTS_CALLS.create,
        respond: () => json(201, clientDto({ id: CLIENT_B, name: 'Cascade Outfitters' })),
      },
      { route: CLIENTS_CALLS.list, respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
      {
        route: CLIENTS_CALLS.get,
        params: { clientId: CLIENT_B },
        respond: () => json(200, clientDto({ id: CLIENT_B })),
      },
    ]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = await screen.findByRole('form', { name: 'Add client' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Cascade Outfitters' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Release status' }), {
      target: { value: 'IMPLEMENTATION' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.create)).toHaveLength(1));
    const [body] = (await gateway.bodies(CLIENTS_CALLS.create)) as Array<Record<string, unknown>>;
    expect(body?.['releaseStatus']).toBe('IMPLEMENTATION');
  });
});
