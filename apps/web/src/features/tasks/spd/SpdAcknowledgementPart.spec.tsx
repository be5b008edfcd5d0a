import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DOCUMENTS_CALLS,
  type DocumentDto,
  type SpdAcknowledgement,
} from '@onboard/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, POLICY_A } from '../../../test/clients.js';
import { authUser, json, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitHub } from '../../../test/tasks.js';

configure({ asyncUtilTimeout: 20_000 });

const employer = authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const spd: DocumentDto = {
  id: '7d1a0c1e-0000-4000-8000-000000000d11',
  clientId: CLIENT_A,
  policyId: POLICY_A,
  category: 'plan-document',
  fileName: 'PFML SPD.pdf',
  contentType: 'application/pdf',
  size: 2048,
  language: null,
  processStatus: 'UPLOADED',
  vidyardId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deletedAt: null,
  updatedBy: null,
};

/** The acknowledgement as the clients service keeps it, and the documents the page's panel lists. */
function routesOf(documents: DocumentDto[], start: Partial<SpdAcknowledgement> = {}) {
  let current: SpdAcknowledgement = {
    policyId: POLICY_A,
    kind: 'pfml-spd',
    acknowledgedAt: null,
    acknowledgedBy: null,
    acknowledgedByName: null,
    ...start,
  };
  const routes: FakeRoute[] = [
    { route: DOCUMENTS_CALLS.meta, respond: () => json(200, documents) },
    { route: CLIENTS_CALLS.spdAcknowledgementGet, respond: () => json(200, current) },
    {
      route: CLIENTS_CALLS.spdAcknowledgementPut,
      respond: () => {
        current = {
          ...current,
          acknowledgedAt: '2026-11-21T15:30:00.000Z',
          acknowledgedBy: employer.id,
          acknowledgedByName: 'Erin Employer',
        };
        return json(200, current);
      },
    },
  ];
  return routes;
}

const page = (taskId = 'pfml-spd') => `/client/${CLIENT_A}/task/${taskId}/${POLICY_A}`;
const part = () => screen.findByRole('region', { name: 'Acknowledge the summary plan description' });

describe('SPD acknowledgement', () => {
  test('no SPD listed yet: the confirmation and the button wait for it', async () => {
    const gateway = visitHub(page(), employer, { routes: routesOf([]) });
    const region = await part();
    expect(
      await within(region).findByText(
        'You can acknowledge it once the summary plan description is listed under Documents.',
      ),
    ).toBeTruthy();
    expect((within(region).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(region).getByRole('button', { name: 'Acknowledge' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(gateway.requests(CLIENTS_CALLS.spdAcknowledgementPut)).toHaveLength(0);
  });

  test('with the SPD listed: confirm, acknowledge, then who acknowledged and when', async () => {
    const gateway = visitHub(page(), employer, { routes: routesOf([spd]) });
    const region = await part();
    const button = (await within(region).findByRole('button', { name: 'Acknowledge' })) as HTMLButtonElement;
    await waitFor(() =>
      expect((within(region).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false),
    );
    // The box must be ticked first.
    expect(button.disabled).toBe(true);
    fireEvent.click(
      within(region).getByRole('checkbox', {
        name: 'I confirm that we received the summary plan description and will distribute it to our employees.',
      }),
    );
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await within(region).findByText(/^Acknowledged by Erin Employer on Nov 21, 2026/)).toBeTruthy();
    expect(
      await gateway.bodies(CLIENTS_CALLS.spdAcknowledgementPut, {
        clientId: CLIENT_A,
        policyId: POLICY_A,
        kind: 'pfml-spd',
      }),
    ).toEqual([{ confirm: true }]);
    expect(within(region).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  test('already acknowledged (SunAdvisor, in Spanish): who and when, no button', async () => {
    visitHub(page('sunadvisor-spd'), employer, {
      language: 'es',
      routes: routesOf([spd], {
        kind: 'sunadvisor-spd',
        acknowledgedAt: '2026-11-21T15:30:00.000Z',
        acknowledgedBy: employer.id,
        acknowledgedByName: 'Bea Broker',
      }),
    });
    const region = await screen.findByRole('region', { name: 'Confirme la descripción resumida del plan' });
    expect(await within(region).findByText(/^Confirmado por Bea Broker el /)).toBeTruthy();
    expect(within(region).getByText(/SunAdvisor/)).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
