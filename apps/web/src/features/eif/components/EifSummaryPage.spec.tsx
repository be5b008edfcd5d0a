import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type ClientDto, type DeifChange, type DeifChanges } from '@onboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { deifReview } from '../../../test/deif.js';
import { authUser, json } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';

const TDB = '0b6f5c3e-0000-4000-8000-0000000000a1';
const FLI = '0b6f5c3e-0000-4000-8000-0000000000a2';
const benAdmin = () => authUser({ role: 'BEN_ADMIN', name: 'Ben Administrator', clientIds: [CLIENT_A] });

/** The client's policy (Dental, Vision) and New Jersey's two statutory plans of one benefit type. */
const client = (): ClientDto => ({
  ...clientDto(),
  plans: [
    { id: TDB, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'NJ_TDB', carrierName: 'Sun Life' },
    { id: FLI, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'NJ_FLI', carrierName: 'Sun Life' },
  ],
});

function open(language: 'en' | 'es') {
  const data = client();
  visitHub(`/client/${CLIENT_A}/task/eif-submit-company-information/summary`, benAdmin(), {
    client: data,
    routes: fakeEifAnswers(data).routes,
    language,
  });
}

/** The summary's answer labels naming the record they are about: `Label (record)`. */
const labelsAbout = (record: string) =>
  [...document.querySelectorAll('dt')]
    .map((dt) => dt.textContent ?? '')
    .filter((l) => l.endsWith(`(${record})`));

describe('the EIF summary names the policy’s coverages and the plans in the user’s language', () => {
  test('in English', async () => {
    open('en');
    await waitFor(() => expect(labelsAbout('Dental, Vision').length).toBeGreaterThan(0));
    expect(labelsAbout('New Jersey TDB').length).toBeGreaterThan(0);
  });

  test('in Spanish', async () => {
    open('es');
    await waitFor(() => expect(labelsAbout('Dental, Visión').length).toBeGreaterThan(0));
    expect(labelsAbout('Dental, Vision')).toEqual([]);
    expect(labelsAbout('TDB de Nueva Jersey').length).toBeGreaterThan(0);
    expect(labelsAbout('Seguro de licencia familiar de Nueva Jersey').length).toBeGreaterThan(0);
  });
});

// Issue 28 item 1 (decision 215): the summary shows the signed record, not a declined or pending change.
describe('the EIF summary after signing shows the signed record', () => {
  const change = (
    status: DeifChange['status'],
    attributeKey: string,
    previousValue: unknown,
    value: unknown,
  ) => ({
    entity: 'Client',
    entityId: CLIENT_A,
    label: null,
    operation: 'update' as const,
    attributeKey,
    previousValue,
    value,
    status,
    changedAt: '2026-03-02T15:00:00.000Z',
    changedBy: null,
    newRecord: false,
    creation: null,
  });
  test('a declined answer reads as signed, and the pending ones are counted, not shown', async () => {
    const data = client();
    const eif = fakeEifAnswers(data, {
      reHireProvisionExists: true,
      rehireProvision: 'MONTHS_12',
      unionMembersCovered: true,
    });
    const review: DeifChanges = {
      phase: 'post-sign-with-edit',
      review: deifReview({ declinedAt: '2026-03-03T15:00:00.000Z', declinedReason: 'No.' }),
      hasPendingChanges: true,
      readyForReview: false,
      requiresReview: false,
      needsClickThrough: false,
      names: {},
      subSteps: [
        {
          subStepId: 'rehire-provision',
          pending: false,
          changes: [change('declined', 'rehireProvision', 'MONTHS_6', 'MONTHS_12')],
        },
        {
          subStepId: 'union-members-and-domestic-partners',
          pending: true,
          changes: [change('pending', 'unionMembersCovered', false, true)],
        },
      ],
    };
    visitHub(`/client/${CLIENT_A}/task/eif-submit-company-information/summary`, benAdmin(), {
      client: data,
      routes: [...eif.routes, { route: CLIENTS_CALLS.deifChanges, respond: () => json(200, review) }],
      language: 'en',
    });
    expect(
      await screen.findByText('1 change made since the signing is pending review and is not shown here.'),
    ).toBeTruthy();
    const answerOf = (label: string) =>
      [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling
        ?.textContent;
    expect(answerOf('Rehired within')).toBe('6 months');
    expect(answerOf('Are union members covered?')).toBe('No');
  });
});
