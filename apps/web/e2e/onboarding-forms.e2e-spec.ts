import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { visitAs } from './signIn.js';

// Onboarding forms (issue 13): the broker of Summit Engineering, then the benefit administrator of Bluebird Health
// Partners, creates a form from the provider's template,
// signs it through the embedded view (the e-signature stand-in's signing page), comes back to Onboard, the
// provider's webhook completes the form, its signed PDF downloads, and the onboarding-forms task goes for
// review; staff approve it: Done. Axe on Onboard's pages in English and Spanish.

const CLIENT = 'Summit Engineering LLC';
const TEMPLATE = 'Billing Agreement';

const statusOf = (p: Page) => p.getByTestId('task-status');

describe('onboarding forms (real system, e-signature stand-in)', () => {
  const { page, newPage } = useBrowser();

  // Spec §6: benefit administrators and brokers create, read and update their clients' onboarding forms.
  test.each([
    ['broker', 'broker@onboard.test', CLIENT],
    ['benefit administrator', 'benadmin@onboard.test', 'Bluebird Health Partners'],
  ])(
    'the %s signs a form through the embedded view; the webhook completes it; staff approve the task',
    async (_role, email, client) => {
      const employer = page();
      await visitAs(employer, email);
      await employer.getByRole('link', { name: client }).first().click();
      await employer.waitForURL(/\/client\/[0-9a-f-]{36}$/);
      const hub = new URL(employer.url()).pathname;
      const clientId = hub.split('/')[2] ?? '';
      // A system this test ran on before: staff reopen the approved task, so it can go for review again.
      const staff = await newPage();
      await visitAs(staff, 'admin@onboard.test');
      const detail = (await callGateway(staff, 'GET', `/clients/${clientId}`)) as {
        tasks: { id: string; taskId: string; status: string }[];
      };
      const task = detail.tasks.find((t) => t.taskId === 'onboarding-forms');
      if (task?.status === 'Done') {
        await callGateway(staff, 'POST', `/clients/${clientId}/tasks/${task.id}/events`, {
          event: 'reopened',
        });
      }

      await employer.goto(`${hub}/task/onboarding-forms`);
      await employer.getByRole('heading', { level: 2, name: 'Create a form' }).waitFor();

      // Create the form from the template, the employer as its one signer.
      await employer.getByLabel('Form template').selectOption({ label: TEMPLATE });
      const signer = employer.getByLabel('Signer: Employer');
      const option = signer.locator('option', { hasText: email });
      await signer.selectOption((await option.getAttribute('value')) ?? '');
      expect(await axeViolations(employer)).toEqual([]);
      await employer.getByRole('button', { name: 'Create and send' }).click();
      const signNow = employer.getByRole('link', { name: `Sign now: ${TEMPLATE}` }).first();
      await signNow.waitFor();

      // Sign through the embedded view: to the provider's page and back.
      await signNow.click();
      await employer.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 60_000 });
      await employer.getByRole('button', { name: 'Sign', exact: true }).click();
      await employer.getByText('Thank you. Your signature is recorded.').waitFor({ timeout: 60_000 });
      expect(new URL(employer.url()).pathname).toMatch(/\/onboarding-forms\/[0-9a-f-]{36}\/action\/[^/]+$/);
      expect(await axeViolations(employer)).toEqual([]);
      await employer.getByRole('link', { name: 'Back to Onboarding Forms' }).click();

      // The provider's webhook completes the form (the page polls while it waits) and sends the task for review.
      await employer.getByText('Signed', { exact: true }).first().waitFor({ timeout: 60_000 });
      await statusOf(employer).getByText('Needs Review').waitFor({ timeout: 60_000 });
      const pdf = await employer.request.get(
        `/api/clients/${clientId}/documents/meta?categories[]=onboarding-form`,
      );
      expect(pdf.ok()).toBe(true);
      // The signed PDF is among the client's documents.
      const documents = (await pdf.json()) as { contentType: string }[];
      expect(documents.some((document) => document.contentType === 'application/pdf')).toBe(true);
      expect(await axeViolations(employer)).toEqual([]);

      // Staff approve the task: Done.
      await staff.goto(`/client/${clientId}/task/onboarding-forms`);
      await staff.getByRole('button', { name: 'Approve' }).click();
      await statusOf(staff).getByText('Completed').waitFor();

      // In Spanish, the task page; axe still passes.
      await employer.reload();
      await employer.getByRole('button', { name: 'Español' }).click();
      await employer.getByRole('heading', { level: 2, name: 'Historial' }).waitFor();
      expect(await axeViolations(employer)).toEqual([]);
    },
  );
});
