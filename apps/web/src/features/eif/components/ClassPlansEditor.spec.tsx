import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type EmployeeClassPlanDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { ClassPlansEditor } from './ClassPlansEditor.js';

const CLASS_ID = '0b6f5c3e-0000-4000-8000-0000000000e1';
const DENTAL_PPO = '0b6f5c3e-0000-4000-8000-0000000000f1';
const DENTAL_DHMO = '0b6f5c3e-0000-4000-8000-0000000000f2';
const STOP_LOSS = '0b6f5c3e-0000-4000-8000-0000000000f3';
const ref = { clientId: CLIENT_A, employeeClassId: CLASS_ID };
const chosenPpo: EmployeeClassPlanDto = {
  id: '0b6f5c3e-0000-4000-8000-0000000000a1',
  employeeClassId: CLASS_ID,
  planId: DENTAL_PPO,
  benefitType: 'DENTAL',
  waitingPeriod: null,
  waitingPeriodStarts: null,
  contributionType: null,
  employerContributionPercentage: null,
  taxTreatment: null,
};

function open(chosen: EmployeeClassPlanDto[]) {
  const client = {
    ...clientDto(),
    plans: [
      { id: DENTAL_PPO, benefitType: 'DENTAL' as const, planType: 'DENTAL_PPO', carrierName: 'Sun Life' },
      { id: DENTAL_DHMO, benefitType: 'DENTAL' as const, planType: 'DENTAL_DHMO', carrierName: 'Sun Life' },
      // Not given per class: not offered here.
      { id: STOP_LOSS, benefitType: 'MEDICAL' as const, planType: 'MEDICAL_STOP_LOSS', carrierName: null },
    ],
  };
  const { gateway } = renderWithGateway(
    [
      {
        route: CLIENTS_CALLS.employeeClassesList,
        params: { clientId: CLIENT_A },
        respond: () =>
          json(200, [
            {
              id: CLASS_ID,
              name: 'Hourly',
              description: null,
              employmentType: 'FULL_TIME',
              minimumHoursPerWeek: null,
              qpsClasses: [],
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          ]),
      },
      { route: CLIENTS_CALLS.employeeClassPlansGet, params: ref, respond: () => json(200, chosen) },
      {
        route: CLIENTS_CALLS.employeeClassSetBenefitTypePlans,
        params: ref,
        respond: () => json(200, chosen),
      },
      { route: CLIENTS_CALLS.employeeClassWaitingPeriods, params: ref, respond: () => json(200, chosen) },
      { route: CLIENTS_CALLS.employeeClassContributions, params: ref, respond: () => json(200, chosen) },
    ],
    {
      routes: [{ path: '/', element: <ClassPlansEditor client={client} employeeClassId={CLASS_ID} /> }],
    },
  );
  return gateway;
}

describe("the class builder's page of one class", () => {
  test('offers the plans given per class by benefit type; ticking one sends the benefit type’s whole choice', async () => {
    const gateway = open([chosenPpo]);
    await screen.findByRole('heading', { name: 'Plans of the class Hourly' });
    const dental = screen.getByRole('group', { name: 'Dental plans for this class' });
    expect(screen.queryByRole('group', { name: 'Medical plans for this class' })).toBeNull();
    const boxes = within(dental).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    fireEvent.click(boxes[1] as HTMLElement);
    await waitFor(() =>
      expect(gateway.requests(CLIENTS_CALLS.employeeClassSetBenefitTypePlans, ref)).toHaveLength(1),
    );
    const [body] = await gateway.bodies(CLIENTS_CALLS.employeeClassSetBenefitTypePlans, ref);
    expect(body).toEqual({ benefitType: 'DENTAL', planIds: [DENTAL_PPO, DENTAL_DHMO] });
  });

  test('a shared premium asks the employer’s share, checked before anything is sent', async () => {
    const gateway = open([chosenPpo]);
    const form = await screen.findByRole('form', { name: 'Waiting periods and contributions' });
    fireEvent.change(within(form).getByLabelText('Waiting period'), { target: { value: 'NONE' } });
    expect(within(form).queryByLabelText('Coverage starts')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Who pays the premium'), { target: { value: 'SHARED' } });
    const share = await within(form).findByLabelText('Employer’s share (%)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save waiting periods and contributions' }));
    expect(await within(form).findByText('Please provide a response')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.employeeClassContributions, ref)).toHaveLength(0);

    fireEvent.change(share, { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save waiting periods and contributions' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    const [waiting] = await gateway.bodies(CLIENTS_CALLS.employeeClassWaitingPeriods, ref);
    expect(waiting).toEqual({
      waitingPeriods: [
        { employeeClassPlanId: chosenPpo.id, waitingPeriod: 'NONE', waitingPeriodStarts: null },
      ],
    });
    const [contributions] = await gateway.bodies(CLIENTS_CALLS.employeeClassContributions, ref);
    expect(contributions).toEqual({
      contributions: [
        {
          employeeClassPlanId: chosenPpo.id,
          contributionType: 'SHARED',
          employerContributionPercentage: 60,
          taxTreatment: null,
        },
      ],
    });
  });
});
