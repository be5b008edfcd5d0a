import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { signInWithMfa } from './signIn.js';

// Onboarding forms (issue 13): the broker of Summit Engineering creates a form from the provider's template,
// signs it through the embedded view (the e-signature stand-in's signing page), comes back to Onboard, the
// provider's webhook completes the form, its signed PDF downloads, and the onboarding-forms task goes for
// review; staff approve it: Done. Axe on Onboard's pages in English and Spanish.

const CLIENT = 'Summit Engineering LLC';
const TEMPLATE = 'Billing Agreement';

const statusOf = (p: Page) => p.getByTestId('task-status');

describe('onboarding forms (real system, e-signature stand-in)', () => {
  const { page, newPage } = useBrowser();

  test('the broker signs a form through the embedded view; the webhook completes it; staff approve the task', async () => {
    const broker = page();
    await broker.goto('/login');
    await signInWithMfa(broker, 'broker@onboard.test');
    await broker.getByRole('link', { name: CLIENT }).first().click();
    await broker.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = new URL(broker.url()).pathname;
    const clientId = hub.split('/')[2] ?? '';
    // A system this test ran on before: staff reopen the approved task, so it can go for review again.
    const staff = await newPage();
    await staff.goto('/login');
    await signInWithMfa(staff, 'admin@onboard.test');
    const detail = (await callGateway(staff, 'GET', `/clients/${clientId}`)) as {
      tasks: { id: string; taskId: string; status: string }[];
    };
    const task = detail.tasks.find((t) => t.taskId === 'onboarding-forms');
    if (task?.status === 'Done') {
      await callGateway(staff, 'POST', `/clients/${clientId}/tasks/${task.id}/events`, { event: 'reopened' });
    }

    await broker.goto(`${hub}/task/onboarding-forms`);
    await broker.getByRole('heading', { level: 2, name: 'Create a form' }).waitFor();

    // Create the form from the template, the broker as its one signer.
    await broker.getByLabel('Form template').selectOption({ label: TEMPLATE });
    const signer = broker.getByLabel('Signer: Employer');
    const option = signer.locator('option', { hasText: 'broker@onboard.test' });
    await signer.selectOption((await option.getAttribute('value')) ?? '');
    expect(await axeViolations(broker)).toEqual([]);
    await broker.getByRole('button', { name: 'Create and send' }).click();
    const signNow = broker.getByRole('link', { name: `Sign now: ${TEMPLATE}` }).first();
    await signNow.waitFor();

    // Sign through the embedded view: to the provider's page and back.
    await signNow.click();
    await broker.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 30_000 });
    await broker.getByRole('button', { name: 'Sign', exact: true }).click();
    await broker.getByText('Thank you. Your signature is recorded.').waitFor({ timeout: 30_000 });
    expect(new URL(broker.url()).pathname).toMatch(/\/onboarding-forms\/[0-9a-f-]{36}\/action\/[^/]+$/);
    expect(await axeViolations(broker)).toEqual([]);
    await broker.getByRole('link', { name: 'Back to Onboarding Forms' }).click();

    // The provider's webhook completes the form (the page polls while it waits) and sends the task for review.
    await broker.getByText('Signed', { exact: true }).first().waitFor({ timeout: 60_000 });
    await statusOf(broker).getByText('Needs Review').waitFor({ timeout: 30_000 });
    const pdf = await broker.request.get(
      `/api/clients/${clientId}/documents/meta?categories[]=onboarding-form`,
    );
    expect(pdf.ok()).toBe(true);
    // The signed PDF is among the client's documents.
    const documents = (await pdf.json()) as { contentType: string }[];
    expect(documents.some((document) => document.contentType === 'application/pdf')).toBe(true);
    expect(await axeViolations(broker)).toEqual([]);

    // Staff approve the task: Done.
    await staff.goto(`/client/${clientId}/task/onboarding-forms`);
    await staff.getByRole('button', { name: 'Approve' }).click();
    await statusOf(staff).getByText('Completed').waitFor();

    // In Spanish, the task page; axe still passes.
    await broker.reload();
    await broker.getByRole('button', { name: 'Español' }).click();
    await broker.getByRole('heading', { level: 2, name: 'Historial' }).waitFor();
    expect(await axeViolations(broker)).toEqual([]);
  });
});
