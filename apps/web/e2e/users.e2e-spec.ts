import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';
import { signInAs } from './signIn.js';

describe('user administration (real system, demo data)', () => {
  const { page, url } = useBrowser();

  test('an admin lists brokers, adds one (a mutation with the CSRF header) and sees a broker’s clients', async () => {
    const p = page();
    await p.goto('/brokers/admin/');
    await p.waitForURL(url('/login?redirect=%2Fbrokers%2Fadmin%2F'));
    await signInAs(p, 'admin@onboard.test');
    await p.waitForURL(url('/brokers/admin/'));

    const table = p.getByRole('table', { name: 'Brokers' });
    await table.getByRole('link', { name: 'Bea Broker' }).waitFor();

    // Admins manage brokers: the add button is there. They may not manage e-mails: no Internal users.
    await p.getByRole('button', { name: 'Users' }).click();
    await p.getByRole('menuitem', { name: 'Brokers' }).waitFor();
    expect(await p.getByRole('menuitem', { name: 'Internal users' }).count()).toBe(0);
    await p.keyboard.press('Escape');

    await p.getByRole('button', { name: 'Add broker' }).click();
    const form = p.getByRole('form', { name: 'Add user' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Newbroker');
    await form.getByLabel('E-mail', { exact: true }).fill('nora.newbroker@example.com');
    await form.getByText('Send welcome e-mail').click();
    await form.getByRole('button', { name: 'Create' }).click();
    await p.getByText('Nora Newbroker was added.').waitFor();
    await table.getByRole('link', { name: 'Nora Newbroker' }).waitFor();

    await table.getByRole('link', { name: 'Bea Broker' }).click();
    await p.getByRole('heading', { level: 1, name: 'Bea Broker' }).waitFor();
    const clients = p.getByRole('region', { name: 'Assigned clients' });
    await clients.getByText('Harbor Logistics Inc.').waitFor();
    expect(await clients.getByRole('listitem').count()).toBe(4);
    await p.getByTestId('update-tracker').waitFor();
  });
});
