import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, fieldError, keyedMessage, type BillDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, POLICY_A, clientDto, contactDto, locationDto } from '../../../test/clients.js';
import { envelope, json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { BillsSection } from './BillsSection.js';

const PORTLAND = '0b6f5c3e-0000-4000-8000-0000000000c1';
const AUGUSTA = '0b6f5c3e-0000-4000-8000-0000000000c2';
const PAT = '0b6f5c3e-0000-4000-8000-0000000000d1';
const byLocation: BillDto = {
  id: '0b6f5c3e-0000-4000-8000-0000000000e1',
  policyId: POLICY_A,
  reimbursement: false,
  locationId: null,
  contactId: PAT,
  hasDifferentMailingAddress: false,
  slfCoverages: ['Dental'],
  billGroupedByLocation: true,
  categoriesByLocation: [
    { locationId: PORTLAND, category: 'Office' },
    { locationId: AUGUSTA, category: null },
  ],
  category: null,
};
const visionBill: BillDto = {
  ...byLocation,
  id: '0b6f5c3e-0000-4000-8000-0000000000e2',
  contactId: null,
  slfCoverages: ['Vision'],
  billGroupedByLocation: false,
  categoriesByLocation: [],
  locationId: PORTLAND,
  category: 'Retirees',
};

function open(language: 'en' | 'es' = 'en') {
  const { gateway } = renderWithGateway(
    [
      {
        route: CLIENTS_CALLS.billsList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [byLocation, visionBill]),
      },
      {
        route: CLIENTS_CALLS.locationsList,
        params: { clientId: CLIENT_A },
        respond: () =>
          json(200, [locationDto(PORTLAND, 'Portland office'), locationDto(AUGUSTA, 'Augusta branch')]),
      },
      {
        route: CLIENTS_CALLS.contactsList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [contactDto(PAT)]),
      },
      {
        route: CLIENTS_CALLS.billsPut,
        params: { clientId: CLIENT_A },
        respond: async (request) =>
          ((await request.clone().json()) as { bills: { id?: string }[] }).bills[0]?.id
            ? json(200, [byLocation, visionBill])
            : envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
                fieldError('body.bills.0.contactId', 'contactNotTheClients'),
              ]),
      },
      {
        route: CLIENTS_CALLS.billsDelete,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [byLocation]),
      },
    ],
    {
      routes: [{ path: '/', element: <BillsSection client={clientDto()} /> }],
      language,
    },
  );
  return gateway;
}

describe('the EIF’s bills section', () => {
  test('grouped by location, then by coverage', async () => {
    open();
    const portland = await screen.findByRole('table', { name: 'Portland office' });
    expect(within(portland).getAllByRole('row')).toHaveLength(3);
    expect(within(portland).getByText('Pat Lee')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Augusta branch' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Coverage'));
    const vision = await screen.findByRole('table', { name: 'Vision' });
    expect(within(vision).getByText('Retirees')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Portland office' })).toBeNull();
  });

  test('adds a bill with the policy’s coverages; the server’s error lands on its field', async () => {
    const gateway = open();
    const form = await screen.findByRole('form', { name: 'Add the bill' });
    fireEvent.click(within(form).getByLabelText('Vision'));
    fireEvent.click(within(form).getByLabelText('Reimbursement bill'));
    fireEvent.change(await within(form).findByLabelText('Billing contact'), { target: { value: PAT } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'Hourly' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the bill' }));
    expect(await within(form).findByText('This contact is not one of the client’s')).toBeTruthy();
    const [body] = (await gateway.bodies(CLIENTS_CALLS.billsPut, { clientId: CLIENT_A })) as Array<{
      bills: Record<string, unknown>[];
    }>;
    expect(body?.bills).toHaveLength(1);
    expect(body?.bills[0]).toMatchObject({
      policyId: POLICY_A,
      slfCoverages: ['Vision'],
      reimbursement: true,
      contactId: PAT,
      category: 'Hourly',
      locationId: null,
    });
    expect(body?.bills[0]?.id).toBeUndefined();
  });

  test('edits a bill by location with its categories; removes the selected bills', async () => {
    const gateway = open();
    const portland = await screen.findByRole('table', { name: 'Portland office' });
    const [edit] = within(portland).getAllByRole('button', { name: /^Edit the bill of/ });
    fireEvent.click(edit as HTMLElement);
    const form = screen.getByRole('form', { name: 'Save the bill' });
    const category = within(form).getByLabelText('Category for Augusta branch');
    fireEvent.change(category, { target: { value: 'Plant' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the bill' }));
    await screen.findByRole('form', { name: 'Add the bill' });
    const [body] = (await gateway.bodies(CLIENTS_CALLS.billsPut, { clientId: CLIENT_A })) as Array<{
      bills: Record<string, unknown>[];
    }>;
    expect(body?.bills[0]).toMatchObject({
      id: byLocation.id,
      billGroupedByLocation: true,
      categoriesByLocation: [
        { locationId: PORTLAND, category: 'Office' },
        { locationId: AUGUSTA, category: 'Plant' },
      ],
    });

    const vision = screen.getByRole('table', { name: 'Portland office' });
    const [, second] = within(vision).getAllByRole('checkbox');
    fireEvent.click(second as HTMLElement);
    const removeButton = screen.getByRole('button', { name: 'Remove the selected bills' });
    await waitFor(() => expect((removeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(removeButton);
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.billsDelete, { clientId: CLIENT_A })).toHaveLength(1),
    );
    const [removed] = (await gateway.bodies(CLIENTS_CALLS.billsDelete, { clientId: CLIENT_A })) as Array<{
      ids: string[];
    }>;
    expect(removed?.ids).toEqual([visionBill.id]);
  });

  test('in Spanish', async () => {
    open('es');
    expect(await screen.findByText('Facturas')).toBeTruthy();
    expect(screen.getByLabelText('Factura de reembolso')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar la factura' })).toBeTruthy();
  });

  test('in Spanish the coverages are named in Spanish: cells, policy, groups and the form’s choices', async () => {
    open('es');
    const portland = await screen.findByRole('table', { name: 'Portland office' });
    expect(within(portland).getByText('Visión')).toBeTruthy();
    expect(within(portland).getAllByText('Póliza 1: Dental, Visión').length).toBeGreaterThan(0);
    expect(within(portland).queryByText('Vision')).toBeNull();
    fireEvent.click(screen.getByLabelText('Cobertura'));
    expect(await screen.findByRole('table', { name: 'Visión' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Agregar la factura' });
    expect(within(form).getByLabelText('Visión')).toBeTruthy();
  });
});
