import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS } from '@onboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';

describe('the EIF page while its answers load', () => {
  test('shows a skeleton of the page (steps and form area) announced as loading, then the form', async () => {
    const client = clientDto();
    const eif = fakeEifAnswers(client);
    const [answersGet, ...rest] = eif.routes;
    if (!answersGet) throw new Error('fakeEifAnswers answers GET eif-answers first');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    visitHub(
      `/client/${CLIENT_A}/task/eif-submit-company-information/step/company-information/tax-id`,
      authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] }),
      {
        client,
        routes: [
          {
            route: CLIENTS_CALLS.eifAnswersGet,
            respond: async (request) => {
              await held;
              return answersGet.respond(request);
            },
          },
          ...rest,
        ],
      },
    );
    const loading = await screen.findByTestId('eif-skeleton');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.getAttribute('aria-label')).toBe('Loading…');
    // The form area has its own placeholder beside the steps' one, not a blank.
    expect(within(loading).getByTestId('eif-skeleton-steps')).toBeTruthy();
    expect(within(loading).getByTestId('eif-skeleton-form')).toBeTruthy();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit company information' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('eif-skeleton')).toBeNull());
  });
});
