import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AuthUser } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto, locationDto } from '../../../test/clients.js';
import { authUser, json, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { LocationsSection } from './LocationsSection.js';

const PORTLAND = locationDto('0b6f5c3e-0000-4000-8000-0000000000c1', 'Portland office');
/** Prefilled by staff: a name, nothing else (decision 098). */
const BANGOR = locationDto('0b6f5c3e-0000-4000-8000-0000000000c2', 'Bangor site', {
  address1: '',
  city: '',
  state: null,
  zipCode: '',
});

function open(user: AuthUser) {
  const { gateway } = renderWithGateway(
    [
      signedInAs(user),
      {
        route: CLIENTS_CALLS.locationsList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [BANGOR, PORTLAND]),
      },
      {
        route: CLIENTS_CALLS.locationCreate,
        params: { clientId: CLIENT_A },
        respond: () => json(201, { ...BANGOR, id: '0b6f5c3e-0000-4000-8000-0000000000c3' }),
      },
      {
        route: CLIENTS_CALLS.locationUpdate,
        params: { clientId: CLIENT_A, locationId: BANGOR.id },
        respond: () => json(200, PORTLAND),
      },
    ],
    { routes: [{ path: '/', element: <LocationsSection client={clientDto()} /> }] },
  );
  return gateway;
}

const benAdmin = authUser({ role: 'BEN_ADMIN', clientIds: [CLIENT_A] });
const staff = authUser({ role: 'SLF_ADMIN' });

describe('the EIF’s locations', () => {
  test('a prefilled location is marked incomplete; the employer completes it, every detail required', async () => {
    const gateway = open(benAdmin);
    const table = await screen.findByRole('table', { name: 'Company locations' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Incomplete')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Incomplete')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('1 Harbor Way, Portland, ME 04101')).toBeTruthy();
    // Only staff may save a location without all of its details.
    expect(screen.queryByLabelText(/^Prefill for the employer/)).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Bangor site' }));
    const form = screen.getByRole('form', { name: 'Save Bangor site' });
    expect((within(form).getByLabelText('Location name') as HTMLInputElement).value).toBe('Bangor site');
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Bangor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the location' }));
    expect(await within(form).findByText('Address is required')).toBeTruthy();
    expect(within(form).getByText('State is required')).toBeTruthy();
    expect(within(form).getByText('Zip code is required')).toBeTruthy();
    expect(
      gateway.requests(CLIENTS_CALLS.locationUpdate, { clientId: CLIENT_A, locationId: BANGOR.id }),
    ).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: '5 Exchange St' } });
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'ME' } });
    fireEvent.change(within(form).getByLabelText('Zip code'), { target: { value: '04401' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the location' }));
    await screen.findByRole('form', { name: 'Add the location' });
    const [body] = await gateway.bodies(CLIENTS_CALLS.locationUpdate, {
      clientId: CLIENT_A,
      locationId: BANGOR.id,
    });
    expect(body).toEqual({
      prefill: false,
      name: 'Bangor site',
      address1: '5 Exchange St',
      address2: null,
      city: 'Bangor',
      state: 'ME',
      zipCode: '04401',
      locationType: null,
    });
  });

  test('staff prefill one with only its name', async () => {
    const gateway = open(staff);
    const form = await screen.findByRole('form', { name: 'Add the location' });
    fireEvent.change(within(form).getByLabelText('Location name'), { target: { value: 'Bangor site' } });
    fireEvent.click(await within(form).findByLabelText(/^Prefill for the employer/));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the location' }));
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.locationCreate, { clientId: CLIENT_A })).toHaveLength(1),
    );
    const [body] = await gateway.bodies(CLIENTS_CALLS.locationCreate, { clientId: CLIENT_A });
    expect(body).toMatchObject({ prefill: true, name: 'Bangor site', address1: '', state: null });
    expect(within(form).queryByText('Address is required')).toBeNull();
  });
});
