import { describe, expect, jest, test } from '@jest/globals';
import type { ClientDto } from '@onboard/contracts';
import { configure, waitFor } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { cleanupAfterEach } from '../../../test/cleanupAfterEach.js';
import { authUser } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';

cleanupAfterEach();
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 30_000 });

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
