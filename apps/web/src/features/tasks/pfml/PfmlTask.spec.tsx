import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type ClientDto } from '@onboard/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, POLICY_A, clientDto } from '../../../test/clients.js';
import { authUser } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';

configure({ asyncUtilTimeout: 20_000 });

const CO_PLAN = '0b6f5c3e-0000-4000-8000-0000000000c1';
const DE_PLAN = '0b6f5c3e-0000-4000-8000-0000000000c2';
const employer = authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });

function pfmlClient(coverages = ['CO PFML Fully Insured', 'DE PFML ASO']): ClientDto {
  const base = clientDto();
  return {
    ...base,
    policies: base.policies.map((p) => ({ ...p, slfCoverages: coverages })),
    plans: [
      { id: CO_PLAN, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_CO_FI', carrierName: null },
      { id: DE_PLAN, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_DE_ASO', carrierName: null },
    ],
    tasks: [
      ...base.tasks,
      {
        id: '0b6f5c3e-0000-4000-8000-0000000001c1',
        taskId: 'pfml',
        policyId: POLICY_A,
        status: 'Not Started',
        dueDate: null,
        statusUpdatedAt: null,
        nigoReasons: [],
      },
    ],
  };
}

const section = (name: string) => screen.findByRole('region', { name });
const statusOf = (region: HTMLElement) => region.querySelector('[data-status]')?.textContent;

describe('the pfml task page', () => {
  test('a section per state, its status word following the answers, each answer saved to the EIF', async () => {
    const client = pfmlClient();
    const eif = fakeEifAnswers(client);
    const gateway = visitHub(`/client/${CLIENT_A}/task/pfml/${POLICY_A}`, employer, {
      client,
      routes: eif.routes,
    });
    const colorado = await section('Colorado');
    const delaware = await section('Delaware');
    expect(screen.queryByRole('region', { name: 'Maine' })).toBeNull();
    expect(statusOf(colorado)).toBe('Not Started');
    expect(statusOf(delaware)).toBe('Not Started');
    // Colorado asks about STD alongside PFML; Delaware about intermittent leave instead.
    expect(
      within(colorado).queryByRole('group', { name: 'Minimum increment of intermittent leave' }),
    ).toBeNull();
    expect(
      within(delaware).queryByRole('group', {
        name: 'May PFML and short-term disability be paid at the same time?',
      }),
    ).toBeNull();

    // A plan setting: In Progress.
    const premiums = within(colorado).getByRole('group', { name: 'How are PFML premiums paid?' });
    fireEvent.click(within(premiums).getByRole('radio', { name: 'Fully employer paid' }));
    await waitFor(() => expect(statusOf(colorado)).toBe('In Progress'));
    // Colorado's own question: Done.
    const concurrent = within(colorado).getByRole('group', {
      name: 'May PFML and short-term disability be paid at the same time?',
    });
    fireEvent.click(within(concurrent).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(statusOf(colorado)).toBe('Done'));
    expect(statusOf(delaware)).toBe('Not Started');
    expect(screen.queryByText('Every section is done. You can now send this task for review.')).toBeNull();

    const leave = within(delaware).getByRole('group', { name: 'Minimum increment of intermittent leave' });
    fireEvent.click(within(leave).getByRole('radio', { name: 'Four hours' }));
    await waitFor(() => expect(statusOf(delaware)).toBe('Done'));
    expect(
      await screen.findByText('Every section is done. You can now send this task for review.'),
    ).toBeTruthy();

    // Saved through the EIF's save call, on the plans' paths.
    await waitFor(() => expect(eif.answers.plans[DE_PLAN]?.pfmlMinimumIntermittentLeave).toBe('FOUR_HOURS'));
    expect(eif.answers.plans[CO_PLAN]).toMatchObject({
      pfmlPremiumContributionType: 'FULLY_EMPLOYER_PAID',
      allowPFMLAndSTDConcurrently: false,
    });
    expect(gateway.requests(CLIENTS_CALLS.eifAnswersSave).length).toBeGreaterThan(0);
  });

  test('answers given before (in the EIF) show with their status words', async () => {
    const client = pfmlClient();
    const eif = fakeEifAnswers(client, {
      [`plans.${CO_PLAN}.allowPFMLAndSTDConcurrently`]: true,
      [`plans.${DE_PLAN}.pfmlThreeYearLookBackPercent`]: 10,
    });
    visitHub(`/client/${CLIENT_A}/task/pfml/${POLICY_A}`, employer, { client, routes: eif.routes });
    expect(statusOf(await section('Colorado'))).toBe('Done');
    expect(statusOf(await section('Delaware'))).toBe('In Progress');
  });

  test('in Spanish: the status words and questions in Spanish', async () => {
    const client = pfmlClient(['CO PFML Fully Insured']);
    const eif = fakeEifAnswers(client);
    visitHub(`/client/${CLIENT_A}/task/pfml/${POLICY_A}`, employer, {
      client,
      routes: eif.routes,
      language: 'es',
    });
    const colorado = await section('Colorado');
    expect(statusOf(colorado)).toBe('No iniciado');
    const concurrent = within(colorado).getByRole('group', {
      name: '¿Pueden pagarse PFML y la incapacidad a corto plazo al mismo tiempo?',
    });
    fireEvent.click(within(concurrent).getByRole('radio', { name: 'Sí' }));
    await waitFor(() => expect(statusOf(colorado)).toBe('Completado'));
    expect(screen.getByRole('heading', { name: 'Secciones de PFML' })).toBeTruthy();
  });

  test('a policy without Colorado, Delaware or Maine PFML says so and loads no answers', async () => {
    const client = pfmlClient(['MA PFML Fully Insured', 'Dental']);
    const eif = fakeEifAnswers(client);
    const gateway = visitHub(`/client/${CLIENT_A}/task/pfml/${POLICY_A}`, employer, {
      client,
      routes: eif.routes,
    });
    expect(
      await screen.findByText(
        'This policy has no Colorado, Delaware or Maine PFML plan, so there is nothing to answer here.',
      ),
    ).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.eifAnswersGet)).toHaveLength(0);
  });
});
