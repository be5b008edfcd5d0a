import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type EmployeeClassDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { ClassBuilderSection } from './ClassBuilderSection.js';

const hourly: EmployeeClassDto = {
  id: '0b6f5c3e-0000-4000-8000-0000000000e1',
  name: 'Hourly',
  description: null,
  employmentType: 'FULL_TIME',
  minimumHoursPerWeek: null,
  qpsClasses: [],
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe("the class builder's list of classes", () => {
  test('adds a class only once the list has loaded, with the count of classes the editor sees', async () => {
    let list: (response: Response) => void = () => undefined;
    const { gateway } = renderWithGateway(
      [
        {
          route: CLIENTS_CALLS.employeeClassesList,
          params: { clientId: CLIENT_A },
          respond: () => new Promise<Response>((resolve) => (list = resolve)),
        },
        {
          route: CLIENTS_CALLS.employeeClassCreate,
          params: { clientId: CLIENT_A },
          respond: () =>
            json(201, { ...hourly, id: '0b6f5c3e-0000-4000-8000-0000000000e2', name: 'Teachers' }),
        },
        {
          route: CLIENTS_CALLS.additionalCompensationsGet,
          params: { clientId: CLIENT_A },
          respond: () => json(200, []),
        },
      ],
      { routes: [{ path: '/', element: <ClassBuilderSection client={clientDto()} /> }] },
    );
    const form = await screen.findByRole('form', { name: 'Add the class' });
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: 'Teachers' } });
    const add = within(form).getByRole('button', { name: 'Add the class' });
    // The list not yet loaded: a class sent now would count none of the client's classes.
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.employeeClassesList)).toHaveLength(1));
    expect(gateway.requests(CLIENTS_CALLS.employeeClassCreate)).toHaveLength(0);

    list(json(200, [hourly]));
    await screen.findByRole('link', { name: 'Plans of Hourly' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.employeeClassCreate)).toHaveLength(1));
    const [body] = await gateway.bodies(CLIENTS_CALLS.employeeClassCreate);
    expect(body).toEqual({
      name: 'Teachers',
      employmentType: 'FULL_TIME',
      minimumHoursPerWeek: null,
      knownClassCount: 1,
    });
  });
});
