import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { visitAs } from './signIn.js';

// The kickoff call (issue 12 item 2, decisions 124 and 125): the demo data offers Riverbend Charter Schools three times
// a few days ahead; its broker schedules one with topics and people, staff record that the call was held with
// its recording, and the broker then reads the outcome with nothing left to choose.

const CLIENT = 'Riverbend Charter Schools';
const TASK = 'task/kickoff-call';

const call = callGateway;

describe('the kickoff call (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('the broker schedules the offered kickoff call; staff record it held; the broker reads the outcome', async () => {
    const staff = page();
    await visitAs(staff, 'admin@onboard.test', '/clients/admin');
    await staff.getByRole('link', { name: CLIENT }).first().click();
    await staff.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(staff.url())?.[1] ?? '';
    // A system this test ran on before: No Response clears the choice (decision 125) and Pending opens the call
    // again; its times stay as the demo offered them.
    for (const status of ['No Response', 'Pending']) {
      await call(staff, 'PUT', `/clients/${clientId}/calls/kickoff-call/outcome`, { status });
    }

    const broker = await newPage();
    await visitAs(broker, 'broker@onboard.test', `/client/${clientId}/${TASK}`);
    await broker.getByRole('heading', { level: 1, name: 'Kickoff call' }).waitFor();
    const form = broker.getByRole('form', { name: 'Schedule your call' });
    const times = form.getByRole('group', { name: 'Choose a time' });
    await times.getByText(/Times are shown in your time zone/).waitFor();
    const first = times.getByRole('radio').first();
    const chosenLabel = (await times.locator('label').first().textContent()) ?? '';
    await first.check({ force: true });
    await form.getByRole('checkbox', { name: 'Claims' }).check({ force: true });
    await form.getByRole('checkbox', { name: /^Pat / }).check({ force: true });
    await form.getByRole('button', { name: 'Add another person' }).click();
    await form.getByLabel('Name of person 1').fill('Robin Finance');
    await form.getByLabel('E-mail of person 1').fill('robin@riverbend-schools.test');
    expect(await axeViolations(broker, 'main')).toEqual([]);
    await form.getByRole('button', { name: 'Schedule the call' }).click();

    await broker.getByText('Your choice is saved.').waitFor();
    const summary = broker.getByRole('region', { name: 'Your call' });
    expect(await summary.getByTestId('call-time').textContent()).toBe(chosenLabel.trim());
    await summary.getByText('Robin Finance (robin@riverbend-schools.test)').waitFor();
    expect(await summary.getByTestId('call-status').textContent()).toBe('Pending');
    expect(await axeViolations(broker, 'main')).toEqual([]);

    // Staff hold the call and record it with its recording.
    await staff.goto(`/client/${clientId}/${TASK}`);
    const panel = staff.getByRole('region', { name: 'For Sun Life staff' });
    await panel.getByRole('heading', { name: 'Record the outcome' }).waitFor();
    // The times offered, in the staff member's time zone, and the topics (the offer form).
    await panel.getByLabel('Date and start of time 1').waitFor();
    expect(await axeViolations(staff, 'main')).toEqual([]);
    await panel.getByLabel('Status').selectOption('Complete - Call Recorded');
    await panel.getByLabel('Notes').fill('Walked through plan design and claims.');
    await panel.getByRole('button', { name: 'Save the outcome' }).click();
    await panel.getByText('Please add the link to the recording').waitFor();
    await panel
      .getByLabel('Recording link', { exact: false })
      .fill('https://video.onboard.test/rec/riverbend');
    await panel.getByRole('button', { name: 'Save the outcome' }).click();
    await panel.getByText('The outcome is saved.').waitFor();
    expect(await axeViolations(staff, 'main')).toEqual([]);

    await broker.reload();
    const held = broker.getByRole('region', { name: 'Your call' });
    await held.getByTestId('call-status').filter({ hasText: 'Complete - Call Recorded' }).waitFor();
    await held.getByText('Walked through plan design and claims.').waitFor();
    expect(await held.getByRole('link', { name: 'Open the recording' }).getAttribute('href')).toBe(
      'https://video.onboard.test/rec/riverbend',
    );
    expect(await broker.getByRole('button', { name: 'Schedule the call' }).count()).toBe(0);
    expect(await broker.getByRole('button', { name: 'Change my choice' }).count()).toBe(0);
  }, 180_000);
});
