import { describe, expect, jest, test } from '@jest/globals';
import { USER_ADMIN_CALLS, type User } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authUser, json, signedInAs, userDto } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { UserForm } from './UserForm.js';

const BROKER_ID = '0b6f5c3e-0000-4000-8000-0000000000b1';
const broker: User = userDto({
  id: BROKER_ID,
  name: 'Bea Broker',
  firstName: 'Bea',
  lastName: 'Broker',
  email: 'bea@brokers.test',
  role: 'BROKER',
});

function edit() {
  const onDone = jest.fn();
  const { gateway } = renderWithGateway(
    [
      signedInAs(authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' })),
      { route: USER_ADMIN_CALLS.brokerUpdate, respond: () => json(200, broker) },
      { route: USER_ADMIN_CALLS.onboardingFormEmail, respond: () => json(200, { updatedRecipients: 1 }) },
    ],
    {
      routes: [
        { path: '/', element: <UserForm kind="broker" user={broker} onDone={onDone} onCancel={jest.fn()} /> },
      ],
    },
  );
  return { gateway, onDone };
}

describe('editing a user’s e-mail', () => {
  test('a changed address: their onboarding-form recipients follow (PUT …/onboarding-form-email with the old one)', async () => {
    const { gateway, onDone } = edit();
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'bea.new@brokers.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await waitFor(async () =>
      expect(await gateway.bodies(USER_ADMIN_CALLS.onboardingFormEmail, { userId: BROKER_ID })).toEqual([
        { oldEmail: 'bea@brokers.test' },
      ]),
    );
  });

  test('the same address: nothing to follow', async () => {
    const { gateway, onDone } = edit();
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Beatrice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(gateway.requests(USER_ADMIN_CALLS.onboardingFormEmail)).toEqual([]);
  });
});
