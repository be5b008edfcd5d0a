import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { signInAs } from './signIn.js';

describe('the client’s core fields as staff meet them (real system, demo data)', () => {
  const { page, url } = useBrowser();

  test('release status is a choice; bad values are refused with messages for people, Spanish in the form', async () => {
    const p = page();
    await p.goto('/clients/admin');
    await p.waitForURL(url('/login?redirect=%2Fclients%2Fadmin'));
    await signInAs(p, 'admin@onboard.test');
    await p.waitForURL(url('/clients/admin'));
    await p
      .getByRole('table', { name: 'Client list' })
      .getByRole('link', { name: 'Maple Dental Group' })
      .click();
    await p.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(p.url())?.[1] ?? '';

    const form = p.getByRole('form', { name: 'Client details' });
    const releaseStatus = form.getByRole('combobox', { name: 'Release status' });
    await releaseStatus.waitFor();
    expect(await releaseStatus.locator('option').allTextContents()).toEqual([
      'Not set',
      'Implementation',
      'Live (onboarding complete)',
    ]);
    expect(await releaseStatus.inputValue()).toBe('IMPLEMENTATION');
    expect(await axeViolations(p)).toEqual([]);

    // The gateway refuses what the select cannot send, field by field, in words.
    const answer = await p.evaluate(async (id) => {
      const csrf = /(?:^|;\s*)onboard_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/clients/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({
          name: 'x'.repeat(256),
          releaseStatus: 'Shipped',
          employeesNumber: 10_000_001,
        }),
      });
      return { status: response.status, body: (await response.json()) as { errors: unknown[] } };
    }, clientId);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        path: 'body.name',
        message: 'Please enter at most 255 characters',
        key: 'textTooLong',
        params: { max: 255 },
      },
      { path: 'body.releaseStatus', message: 'Please choose one of the options', key: 'option' },
      {
        path: 'body.employeesNumber',
        message: 'Please enter a number no greater than 10,000,000',
        key: 'numberTooBig',
        params: { max: 10_000_000 },
      },
    ]);

    // A Spanish user sees the form's messages in Spanish.
    await p.getByRole('button', { name: 'Español' }).click();
    const spanishForm = p.getByRole('form', { name: 'Datos del cliente' });
    await spanishForm.getByLabel('Nombre').first().fill('x'.repeat(256));
    await spanishForm.getByRole('button', { name: 'Guardar' }).click();
    await spanishForm.getByText('Introduzca 255 caracteres como máximo').waitFor();
  });
});
