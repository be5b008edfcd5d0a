import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AdditionalCompensationDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { AdditionalCompensationsSection } from './ClientRecordSections.js';

const BONUS: AdditionalCompensationDto = {
  id: '0b6f5c3e-0000-4000-8000-0000000000f1',
  type: 'BONUS',
  description: null,
  includedInEarnings: true,
};

/** The section over a gateway whose answer to the saved list waits until `answer()` is called. */
function open() {
  let answer: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const { gateway } = renderWithGateway(
    [
      {
        route: CLIENTS_CALLS.additionalCompensationsGet,
        params: { clientId: CLIENT_A },
        respond: async () => {
          await arrived;
          return json(200, [BONUS]);
        },
      },
      {
        route: CLIENTS_CALLS.additionalCompensationsPut,
        params: { clientId: CLIENT_A },
        respond: () => json(200, [BONUS]),
      },
    ],
    {
      routes: [{ path: '/', element: <AdditionalCompensationsSection client={clientDto()} /> }],
    },
  );
  return { gateway, answer };
}

describe('Pay beyond base earnings (the EIF class builder)', () => {
  test('no choice is offered before the saved ones arrive; a choice made after is kept beside them and saved with them', async () => {
    const { gateway, answer } = open();
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.additionalCompensationsGet)).toHaveLength(1));
    // Nothing to tick yet: a tick now would be undone by the answer (and the saved bonus lost on saving).
    expect(screen.queryByRole('checkbox', { name: 'Commission' })).toBeNull();
    answer();
    const form = await screen.findByRole('form', { name: 'Pay beyond base earnings' });
    const bonus = within(form).getByRole('checkbox', { name: 'Bonus' });
    expect((bonus as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Commission' }));
    const included = await within(form).findByRole('checkbox', {
      name: 'Commission counts toward covered earnings',
    });
    fireEvent.click(included);
    // The box shows what the section holds (Chakra's control follows the controlled value).
    await waitFor(() => expect(included.closest('[data-state]')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the pay beyond base earnings' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.additionalCompensationsPut)).toHaveLength(1));
    expect(await gateway.bodies(CLIENTS_CALLS.additionalCompensationsPut)).toEqual([
      {
        additionalCompensations: [
          { type: 'BONUS', description: null, includedInEarnings: true },
          { type: 'COMMISSION', description: null, includedInEarnings: true },
        ],
      },
    ]);
  });
});
