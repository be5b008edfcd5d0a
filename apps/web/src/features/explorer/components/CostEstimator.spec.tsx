import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { MEDICAL_PPO } from '../../../test/explorerPublic.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { CostEstimator } from './CostEstimator.js';

// The cost estimator refuses nonsense (issue 27 item 9): no figure before a premium, none for a negative
// premium or impossible paychecks, a field message instead.

function openEstimator(language: 'en' | 'es' = 'en') {
  renderWithProviders({ routes: [{ path: '/', element: <CostEstimator plan={MEDICAL_PPO} /> }], language });
  return {
    premium: screen.getByRole('spinbutton', {
      name: language === 'en' ? 'My premium per paycheck ($)' : 'Mi prima por cheque de pago ($)',
    }),
    paychecks: screen.getByRole('spinbutton', {
      name: language === 'en' ? 'Paychecks per year' : 'Cheques de pago por año',
    }),
  };
}

const dollarFigures = () => screen.getByRole('status').textContent?.match(/\$[\d,.]+/g) ?? [];

describe('CostEstimator', () => {
  test('no figure before a premium is entered', async () => {
    openEstimator();
    expect(screen.getByRole('status').textContent).toBe(
      'Enter your premium per paycheck to see the estimate.',
    );
    expect(dollarFigures()).toEqual([]);
  });

  test('a valid premium gives the figures', async () => {
    const { premium } = openEstimator();
    fireEvent.change(premium, { target: { value: '100' } });
    expect(screen.getByRole('status').textContent).toContain('Premiums: $2,600');
  });

  test('a negative premium: its field message, no figure', async () => {
    const { premium } = openEstimator();
    fireEvent.change(premium, { target: { value: '-50' } });
    expect(premium.getAttribute('aria-invalid')).toBe('true');
    const described = (premium.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The premium cannot be negative');
    expect(dollarFigures()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Correct the fields above to see the estimate.');
  });

  test.each(['0', '999999'])('%s paychecks: its field message, no figure', async (value) => {
    const { premium, paychecks } = openEstimator();
    fireEvent.change(premium, { target: { value: '100' } });
    fireEvent.change(paychecks, { target: { value } });
    expect(paychecks.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(paychecks.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Enter a whole number of paychecks from 1 to 53');
    expect(dollarFigures()).toEqual([]);
  });

  test('in Spanish', async () => {
    const { premium } = openEstimator('es');
    fireEvent.change(premium, { target: { value: '-1' } });
    expect(screen.getByText('La prima no puede ser negativa')).toBeTruthy();
  });
});
