import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, DOCUMENTS_CALLS } from '@onboard/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, POLICY_A, clientDto } from '../../../test/clients.js';
import { authUser, json } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';

configure({ asyncUtilTimeout: 20_000 });

const employer = authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const noDocuments = { route: DOCUMENTS_CALLS.meta, respond: () => json(200, []) };

describe('dental rollover and the deductible and maximum report', () => {
  test('the policy’s rollover answers: the follow-up once rollover is yes, saved on the policy', async () => {
    const eif = fakeEifAnswers(clientDto());
    const gateway = visitHub(`/client/${CLIENT_A}/task/dental-rollover/${POLICY_A}`, employer, {
      routes: [...eif.routes, noDocuments],
    });
    const part = await screen.findByRole('region', { name: 'Dental rollover' });
    expect(
      within(part).getByText(/upload the prior carrier’s accumulator file under Documents/),
    ).toBeTruthy();
    const rollover = await within(part).findByRole('group', { name: 'Do you want dental rollover?' });
    const followUp = 'Should rollover amounts from the prior carrier carry over?';
    expect(within(part).queryByRole('group', { name: followUp })).toBeNull();
    fireEvent.click(within(rollover).getByRole('radio', { name: 'Yes' }));
    const carry = await within(part).findByRole('group', { name: followUp });
    fireEvent.click(within(carry).getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(eif.answers.policies[POLICY_A]).toMatchObject({
        hasDentalRollover: true,
        dentalRolloverPriorCarrierAccumulators: false,
      }),
    );
    const bodies = (await gateway.bodies(CLIENTS_CALLS.eifAnswersSave)) as { policies: object }[];
    expect(bodies.map((b) => b.policies)).toContainEqual(
      expect.objectContaining({ [POLICY_A]: expect.objectContaining({ hasDentalRollover: true }) }),
    );
    // The documents panel stays for the accumulator file.
    expect(await screen.findByRole('region', { name: 'Documents for this task' })).toBeTruthy();
  });

  test('the deductible and maximum report says what to upload (in Spanish too)', async () => {
    visitHub(`/client/${CLIENT_A}/task/deductible-maximum-report/${POLICY_A}`, employer, {
      routes: [noDocuments],
      language: 'es',
    });
    const part = await screen.findByRole('region', { name: 'Qué debe subir' });
    expect(within(part).getByText(/informe de deducibles y máximos de su aseguradora anterior/)).toBeTruthy();
  });
});
