import { beforeEach, describe, expect, test } from '@jest/globals';
import { EXPLORER_PUBLIC_CALLS } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { explorerPage } from '../../../test/explorerPublic.js';
import { fakeGateway, json } from '../../../test/fakeGateway.js';
import { renderExplorerApp } from '../../../test/renderExplorerApp.js';
import { forgetExplorerPages } from '../api/explorerPublicApi.js';

// The comparison keeps the keyboard user's place (issue 27 item 10): opening it moves focus to its title,
// Escape closes it, and closing (Escape or its button) puts focus back on the compare button.

beforeEach(() => {
  window.localStorage.clear();
  forgetExplorerPages();
});

async function openComparison() {
  const gateway = fakeGateway([
    { route: EXPLORER_PUBLIC_CALLS.explorerPublicPage, respond: () => json(200, explorerPage()) },
  ]);
  globalThis.fetch = gateway.fetch;
  renderExplorerApp({ path: '/benefits-explorer/northwind-foods' });
  const medical = await screen.findByTestId('section-MEDICAL');
  fireEvent.click(within(medical).getByLabelText('Compare Open Access PPO 1500'));
  fireEvent.click(within(medical).getByLabelText('Compare HMO Saver 3000 HDHP'));
  fireEvent.click(await within(medical).findByRole('button', { name: 'Compare selected (2)' }));
  await within(medical).findByRole('table', { name: 'Medical plans compared' });
  return medical;
}

describe('the plan comparison and focus', () => {
  test('opening moves focus to the comparison’s title', async () => {
    const medical = await openComparison();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(medical).getByRole('heading', { name: 'Medical plans compared' }),
      ),
    );
  });

  test('Escape closes it and focus goes back to the compare button', async () => {
    const medical = await openComparison();
    fireEvent.keyDown(within(medical).getByRole('table', { name: 'Medical plans compared' }), {
      key: 'Escape',
    });
    const compare = await within(medical).findByRole('button', { name: 'Compare selected (2)' });
    expect(within(medical).queryByTestId('comparison')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(compare));
  });

  test('its close button also gives focus back to the compare button', async () => {
    const medical = await openComparison();
    fireEvent.click(within(medical).getByRole('button', { name: 'Close comparison' }));
    const compare = await within(medical).findByRole('button', { name: 'Compare selected (2)' });
    await waitFor(() => expect(document.activeElement).toBe(compare));
  });
});
