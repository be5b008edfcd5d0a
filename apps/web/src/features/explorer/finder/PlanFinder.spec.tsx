import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAGE_ID, plan } from '../../../test/explorerPublic.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { FINDER_KEY_PREFIX } from './finderAnswers.js';
import PlanFinder from './PlanFinder.js';

// The guided "which plan fits me" (issue 34 items 2, 4 and 6): figures from @onboard/domain plan-cost, worked
// out by hand below.

/** $62.50 a paycheck, 26 paychecks; $1,500 deductible, $5,000 maximum, 20%; copays for routine care. */
const PPO = plan({
  id: '5a0e1f42-0000-4000-8000-00000000f001',
  planName: 'Open Access PPO',
  payPeriodsPerYear: 26,
  premiumPerPayPeriodEmployee: 62.5,
  planYearDeductibleIndividualInNetwork: 1500,
  planYearMaximumIndividualInNetwork: 5000,
  coinsuranceInNetwork: 20,
  copayPrimaryCare: 25,
  copaySpecialist: 50,
  copayUrgentCare: 75,
  copayRxGeneric: 10,
  copayRxPreferred: 40,
});
/** $28 a paycheck; $3,000 deductible first, then 10%; $6,000 maximum; $500 in an HSA from the employer. */
const HDHP = plan({
  id: '5a0e1f42-0000-4000-8000-00000000f002',
  planName: 'HSA Saver',
  contentFlags: ['HDHP', 'HSA_COMPATIBLE'],
  payPeriodsPerYear: 26,
  premiumPerPayPeriodEmployee: 28,
  planYearDeductibleIndividualInNetwork: 3000,
  planYearMaximumIndividualInNetwork: 6000,
  coinsuranceInNetwork: 10,
  copayPrimaryCare: 30,
  copaysAfterDeductible: true,
  employerAccountType: 'HSA',
  employerContributionEmployee: 500,
});
const UNPRICED = plan({ id: '5a0e1f42-0000-4000-8000-00000000f003', planName: 'EPO Basic' });

function open(language: 'en' | 'es' = 'en') {
  renderWithProviders({
    routes: [
      {
        path: '/',
        element: <PlanFinder pageId={PAGE_ID} plans={[PPO, HDHP, UNPRICED]} onClose={() => undefined} />,
      },
    ],
    language,
  });
}

const ranking = () =>
  within(screen.getByTestId('finder-ranking'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

beforeEach(() => localStorage.clear());

describe('PlanFinder', () => {
  test('moderate use, just me: every priced plan ranked, the first with its reason', () => {
    open();
    // PPO: 3 × 25 + 2 × 50 + 75 + 6 × 10 + 2 × 40 = $390 of care + 62.50 × 26 = $1,625: $2,015.
    // HDHP: 3 × 175 + 2 × 275 + 200 + 6 × 20 + 2 × 120 = $1,635 toward the deductible + 28 × 26 = $728 − $500
    // HSA money: $1,863. Its worst year: 728 + 6,000 − 500 = $6,228.
    const [first, second] = ranking();
    expect(first).toContain('HSA Saver');
    expect(first).toContain('Expected yearly cost: $1,863');
    expect(first).toContain('employer’s account money −$500');
    expect(second).toContain('Open Access PPO');
    expect(second).toContain('Expected yearly cost: $2,015');
    expect(screen.getByTestId('finder-reason').textContent).toBe(
      'HSA Saver: Lowest total cost for moderate use, and the out-of-pocket maximum caps a bad year at $6,228.',
    );
    expect(screen.getByText('No premium given for this coverage: EPO Basic')).toBeTruthy();
  });

  test('the tax bracket counts an HSA’s saving; the answers are kept in this browser', () => {
    open();
    fireEvent.change(screen.getByLabelText('Your federal tax bracket (optional)'), {
      target: { value: '22' },
    });
    // Own HSA money: 1,635 − 500 = 1,135 at 22%: $249.70 less: $1,613.30.
    expect(ranking()[0]).toContain('Expected yearly cost: $1,613');
    expect(ranking()[0]).toContain('tax saving −$250');
    const kept = JSON.parse(localStorage.getItem(`${FINDER_KEY_PREFIX}${PAGE_ID}`) ?? '{}') as {
      taxBracket?: number;
    };
    expect(kept.taxBracket).toBe(22);
  });

  test('counted visits: a count no household has is refused by its field, and no ranking is shown', () => {
    open();
    fireEvent.click(screen.getByLabelText('Let me count my visits'));
    const stays = screen.getByLabelText('Hospital stays');
    fireEvent.change(stays, { target: { value: '-1' } });
    expect(stays.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 0 to 365')).toBeTruthy();
    expect(screen.getByText('Correct the fields above to see your ranking.')).toBeTruthy();
    expect(screen.queryByTestId('finder-ranking')).toBeNull();
    // One specialist visit and nothing else: PPO $50 + $1,625 = $1,675; HDHP $275 + 728 − 500 = $503.
    fireEvent.change(stays, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Specialist visits'), { target: { value: '1' } });
    expect(ranking().map((text) => /\$[\d,]+/.exec(text)?.[0])).toEqual(['$503', '$1,675']);
  });

  test('a coverage no plan prices: said, not ranked as $0', () => {
    open();
    fireEvent.click(screen.getByLabelText('My family'));
    expect(
      screen.getByText('None of the plans gives a premium for this coverage yet. Ask your benefits team.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('finder-ranking')).toBeNull();
  });

  test('in Spanish', () => {
    open('es');
    expect(screen.getByRole('heading', { level: 3, name: /¿Qué plan me conviene\?/ })).toBeTruthy();
    expect(ranking()[0]).toContain('Costo anual esperado');
    expect(screen.getByText('Cómo lo calculamos')).toBeTruthy();
  });
});
