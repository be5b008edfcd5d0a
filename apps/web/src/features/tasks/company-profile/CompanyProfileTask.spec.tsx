import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS } from '@onboard/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser } from '../../../test/fakeGateway.js';
import { fakeEifAnswers, visitHub } from '../../../test/tasks.js';
import { lastFourOf } from './CompanyProfileTask.js';

configure({ asyncUtilTimeout: 20_000 });

const employer = authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const page = `/client/${CLIENT_A}/task/company-profile`;

describe('the company profile task page', () => {
  test('the company details from the client record, the tax id masked but its last four digits', async () => {
    const eif = fakeEifAnswers(clientDto());
    visitHub(page, employer, { routes: eif.routes });
    const details = await screen.findByRole('region', { name: 'Company details' });
    // A row: its label and its value, side by side.
    const value = (label: string) => within(details).getByText(label).parentElement?.textContent ?? '';
    expect(value('Company name')).toContain('Maple Dental Group');
    expect(value('Case ID')).toContain('100201');
    expect(value('Number of employees')).toContain('42');
    expect(value('Tax ID')).toContain('Ending in 6701');
    expect(value('Implementation consultant')).toContain(
      'Ivy Consultant · ivy.consultant@onboard.test · 555-010-2000',
    );
    expect(screen.queryByText(/12-3456701|3456701/)).toBeNull();
  });

  test('the company answers of the EIF are changed here and saved through the EIF’s save call', async () => {
    const eif = fakeEifAnswers(clientDto());
    const gateway = visitHub(page, employer, { routes: eif.routes });
    const answers = await screen.findByRole('region', { name: 'Company information' });
    const subsidiaries = await within(answers).findByRole('group', {
      name: 'Do you have subsidiaries or affiliates covered under the policy?',
    });
    expect(
      within(answers).getByRole('group', { name: 'Have you had coverage with Sun Life before?' }),
    ).toBeTruthy();
    // Its follow-up is asked once the answer is yes, as in the EIF.
    const followUp = 'Do any subsidiary employees work in New York, New Jersey or Hawaii?';
    expect(within(answers).queryByRole('group', { name: followUp })).toBeNull();
    fireEvent.click(within(subsidiaries).getByRole('radio', { name: 'Yes' }));
    expect(await within(answers).findByRole('group', { name: followUp })).toBeTruthy();
    await waitFor(() => expect(eif.answers.hasSubsidiary).toBe(true));
    expect(await gateway.bodies(CLIENTS_CALLS.eifAnswersSave)).toEqual([
      { hasSubsidiary: true, baseVersions: { hasSubsidiary: 0 } },
    ]);
  });

  test('in Spanish', async () => {
    const eif = fakeEifAnswers(clientDto(), { hasPreviousCoverageWithSlf: true });
    visitHub(page, employer, { routes: eif.routes, language: 'es' });
    const details = await screen.findByRole('region', { name: 'Datos de la empresa' });
    expect(within(details).getByText('Termina en 6701')).toBeTruthy();
    const answers = await screen.findByRole('region', { name: 'Información de la empresa' });
    expect(
      await within(answers).findByRole('textbox', { name: 'Números de pólizas anteriores de Sun Life' }),
    ).toBeTruthy();
  });

  test('the user menu’s Company profile opens this page', async () => {
    const eif = fakeEifAnswers(clientDto());
    visitHub(`/client/${CLIENT_A}`, employer, { routes: eif.routes });
    await screen.findByRole('heading', { level: 1, name: 'Maple Dental Group' });
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Erin Employer' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Company profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Company details' })).toBeTruthy();
  });

  test('the user menu’s Company profile is hidden when ONBOARD_REMOVE_EDI_FROM_EIF is on', async () => {
    const gateway = visitHub(`/client/${CLIENT_A}`, employer, {
      toggles: { ONBOARD_REMOVE_EDI_FROM_EIF: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Maple Dental Group' });
    await waitFor(() => expect(gateway.requests(/feature-toggles/).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Erin Employer' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Company profile' })).toBeNull();
  });

  test.each([
    ['12-3456701', '6701'],
    ['123456789', '6789'],
    ['12-3', null],
    [null, null],
  ] as const)('the last four digits of %s: %s', (taxId, last) => {
    expect(lastFourOf(taxId)).toBe(last);
  });
});
