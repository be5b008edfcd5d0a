import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, fieldError, keyedMessage, type ContactRecordDto } from '@onboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_A, clientDto, contactDto, locationDto } from '../../../test/clients.js';
import { envelope, json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { ContactsSection } from './ContactsSection.js';

const PORTLAND = '0b6f5c3e-0000-4000-8000-0000000000c1';
const existing: ContactRecordDto = contactDto('0b6f5c3e-0000-4000-8000-0000000000d1', {
  claimsAccess: true,
  billingAccess: false,
});

function open(language: 'en' | 'es' = 'en') {
  const { gateway } = renderWithGateway(
    [
      {
        route: CLIENTS_CALLS.contactsList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [existing]),
      },
      {
        route: CLIENTS_CALLS.locationsList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [locationDto(PORTLAND, 'Portland office')]),
      },
      {
        route: CLIENTS_CALLS.contactUpdate,
        params: { clientId: CLIENT_A, contactId: existing.id },
        respond: () => json(200, existing),
      },
      {
        route: CLIENTS_CALLS.contactCreate,
        params: { clientId: CLIENT_A },
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
            fieldError('body.managedLocationIds', 'locationNotTheClients'),
          ]),
      },
    ],
    {
      routes: [{ path: '/', element: <ContactsSection client={clientDto()} /> }],
      language,
    },
  );
  return gateway;
}

describe('the EIF’s contacts section', () => {
  test('lists the contacts with their access; LIMITED needs a location, and the server’s error lands on it', async () => {
    const gateway = open();
    const table = await screen.findByRole('table', { name: 'Plan administrators and contacts' });
    expect(within(table).getByText('Pat Lee')).toBeTruthy();
    expect(within(table).getByText('Claims, All locations')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add the contact' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Ruiz' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(form).getByLabelText('Limited locations'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the contact' }));
    expect(await within(form).findByText('Please choose at least one location')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.contactCreate, { clientId: CLIENT_A })).toHaveLength(0);

    fireEvent.click(await within(form).findByLabelText('Portland office'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the contact' }));
    expect(await within(form).findByText('This location is not one of the client’s')).toBeTruthy();
    const [body] = (await gateway.bodies(CLIENTS_CALLS.contactCreate, { clientId: CLIENT_A })) as Array<
      Record<string, unknown>
    >;
    expect(body).toMatchObject({
      firstName: 'Ana',
      locationManagementType: 'LIMITED',
      managedLocationIds: [PORTLAND],
      policyId: null,
    });
  });

  test('Edit fills the form with the contact; saving sends it to its own address', async () => {
    const gateway = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pat Lee' }));
    const form = screen.getByRole('form', { name: 'Save the contact' });
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Pat');
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'HR lead' } });
    fireEvent.click(within(form).getByLabelText('Bills'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the contact' }));
    await screen.findByRole('form', { name: 'Add the contact' });
    const [body] = (await gateway.bodies(CLIENTS_CALLS.contactUpdate, {
      clientId: CLIENT_A,
      contactId: existing.id,
    })) as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ title: 'HR lead', claimsAccess: true, billingAccess: true });
  });

  test('in Spanish', async () => {
    open('es');
    const table = await screen.findByRole('table', { name: 'Administradores del plan y contactos' });
    expect(within(table).getByText('Administrador principal del plan')).toBeTruthy();
    expect(screen.getByLabelText('Ubicaciones limitadas')).toBeTruthy();
  });
});
