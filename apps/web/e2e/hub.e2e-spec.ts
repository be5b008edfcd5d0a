import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';
import { submitCredentialsPatiently, totpCodeForSecret } from './signIn.js';

describe('the client hub of a benefit administrator with one client (real system, demo data)', () => {
  const { page, url } = useBrowser();

  // The employer has no authenticator yet: enrolling is part of their first sign-in (and only happens once
  // per system, so this is the only test that signs them in).
  test('the employer enrols, lands in the Maple Dental hub without a viewing banner and opens a task', async () => {
    const p = page();
    await p.goto('/login');
    await submitCredentialsPatiently(p, 'employer@onboard.test');

    await p.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
    const qr = p.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await p.getByTestId('shared-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await p.getByLabel('Verification code').fill(totpCodeForSecret(secret));
    await p.getByRole('button', { name: 'Verify' }).click();

    // A benefit administrator with exactly one client goes straight to it, and sees no viewing banner.
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = p.url();
    await p.getByRole('heading', { level: 1, name: 'Maple Dental Group' }).waitFor();
    await p.getByRole('heading', { level: 2, name: 'Your onboarding tasks' }).waitFor();
    expect(await p.getByTestId('viewing-banner').count()).toBe(0);
    // The support footer names the implementation consultant.
    await p.getByTestId('support-footer').getByText('Ivy Consultant').waitFor();

    // The hub's navigation.
    const nav = p.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Employee & Employer Resources' }).waitFor();
    await nav.getByRole('button', { name: 'Get Help' }).click();
    const panel = p.getByRole('dialog', { name: 'Get Help' });
    await panel.getByText('ivy.consultant@onboard.test').waitFor();
    await p.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await nav.getByRole('button', { name: 'User menu of Erin Employer' }).click();
    await p.getByRole('menuitem', { name: 'Company profile' }).waitFor();
    await p.keyboard.press('Escape');

    // A task: its status and description, then back home.
    await p.getByRole('link', { name: 'Submit company information' }).click();
    await p.waitForURL(`${hub}/task/eif-submit-company-information`);
    await p.getByRole('heading', { level: 1, name: 'Submit company information' }).waitFor();
    const status = p.getByTestId('task-status');
    await status.locator('[data-status]').waitFor();
    expect(await status.locator('[data-status]').getAttribute('data-status')).toBe('Done');
    expect(await status.locator('[data-status]').textContent()).toBe('Completed');
    await p.getByRole('heading', { level: 2, name: 'About this task' }).waitFor();
    await p.getByRole('link', { name: '← Back to Home' }).click();
    await p.waitForURL(hub);

    // An unknown task id is not found.
    await p.goto(`${hub}/task/no-such-task`);
    await p
      .getByRole('heading', { level: 1, name: 'Sorry, the page you are looking for does not exist.' })
      .waitFor();

    // The welcome route: the navigation shows only Sign Out.
    await p.goto(`${hub}/welcome`);
    await p.getByRole('heading', { level: 1, name: 'Welcome to Onboard, Maple Dental Group' }).waitFor();
    await nav.getByRole('link', { name: 'Sign Out' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Employee & Employer Resources' }).count()).toBe(0);
    expect(p.url()).toBe(url(new URL(hub).pathname + '/welcome'));
    // Its sign-in may first wait out the sign-in rate limit the earlier browser tests used up.
  }, 150_000);
});
