import { describe, expect, test } from '@jest/globals';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  type ClientDto,
  type EifAllAnswers,
  type EifAnswers,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientDto } from '../../../test/clients.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { EifSubStep } from './EifSubStep.js';
import { useEifEditor } from './useEifEditor.js';

const TDB = '0b6f5c3e-0000-4000-8000-0000000000b1';
const FLI = '0b6f5c3e-0000-4000-8000-0000000000b2';
const nulls = (fields: object) => Object.fromEntries(Object.keys(fields).map((f) => [f, null]));

/** The sub-step as the EIF page shows it, with its own editor (nothing is saved in these tests). */
function SubStep({
  client,
  subStepId,
  loaded,
}: {
  client: ClientDto;
  subStepId: string;
  loaded: EifAnswers;
}) {
  const editor = useEifEditor(client.id, loaded);
  return <EifSubStep client={client} subStepId={subStepId} editor={editor} />;
}

/**
 * Opens one sub-step of `client`'s EIF with nothing answered but `answers` (over the unanswered client fields,
 * no policies, no plans), for a client whose EIF is not signed.
 */
function openSubStep(client: ClientDto, subStepId: string, answers: Record<string, unknown> = {}) {
  const loaded: EifAnswers = {
    answers: {
      ...nulls(EIF_CLIENT_FIELDS),
      policies: {},
      plans: {},
      ...answers,
    } as unknown as EifAllAnswers,
    versions: {},
    settings: {
      healthcareProfessionalsSegment: false,
      ageRules: false,
      brokerAsAuthorizedSigner: false,
      eifSignedAt: null,
      eifSignedBy: null,
    },
  };
  renderWithGateway([], {
    routes: [{ path: '/', element: <SubStep client={client} subStepId={subStepId} loaded={loaded} /> }],
  });
}

/** New Jersey's statutory disability and family leave plans: two plans of one benefit type. */
function openStatutory() {
  const client: ClientDto = {
    ...clientDto(),
    plans: [
      { id: TDB, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'NJ_TDB', carrierName: 'Sun Life' },
      { id: FLI, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'NJ_FLI', carrierName: 'Sun Life' },
    ],
  };
  openSubStep(client, 'non-class-benefits-preferences', {
    plans: { [TDB]: nulls(EIF_PLAN_FIELDS), [FLI]: nulls(EIF_PLAN_FIELDS) },
  });
}

describe('a sub-step of the EIF', () => {
  test('questions about a plan are headed by its coverage, so two plans of one benefit type read apart', async () => {
    openStatutory();
    const tdb = await screen.findByRole('group', { name: 'Plan: New Jersey TDB' });
    const fli = screen.getByRole('group', { name: 'Plan: New Jersey Family Leave Insurance' });
    expect(within(tdb).getByRole('group', { name: 'PFML service option' })).toBeTruthy();
    expect(within(fli).getByRole('group', { name: 'PFML service option' })).toBeTruthy();
    expect(screen.queryByText(/NJ_TDB|NJ_FLI/)).toBeNull();
  });

  test('each group of options is one Tab stop: the first option until one is chosen, then the chosen one', async () => {
    openStatutory();
    const year = await screen.findByRole('group', { name: 'How is the leave year measured?' });
    const stops = () =>
      within(year)
        .getAllByRole('radio')
        .map((radio) => radio.tabIndex);
    expect(stops()).toEqual([0, -1, -1, -1]);
    fireEvent.click(within(year).getByRole('radio', { name: 'Calendar year' }));
    await waitFor(() => expect(stops()).toEqual([-1, -1, 0, -1]));
  });

  test('"Rehired within" lists the spec\'s durations shortest first, days and months together', async () => {
    openSubStep(clientDto(), 'rehire-provision', { reHireProvisionExists: true });
    const select = await screen.findByRole('combobox', { name: 'Rehired within' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);
    // Spec §9: MONTHS_1 … 60 and DAYS_30 … 120, every one of them, in order of length (it listed the
    // months, then the days from 30 again).
    expect(options).toEqual([
      '30 days',
      '1 month',
      '45 days',
      '60 days',
      '2 months',
      '90 days',
      '3 months',
      '120 days',
      '4 months',
      '6 months',
      '9 months',
      '12 months',
      '18 months',
      '24 months',
      '36 months',
      '60 months',
    ]);
  });
});
