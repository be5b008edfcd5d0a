import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { signInWithMfa } from './signIn.js';

// Push to QPS (issue 14 item 2): an owner finds the client in the Push to QPS panel of the internal home, opens
// its Push to QPS page, pushes, and sees the push go from In progress to Completed without reloading (the
// page's poll of the API jobs, or the live QPS_PUSH_STATUS event). The QPS stand-in is told the outcome.
// Axe on the home and the page, in English and Spanish.

const CLIENT = 'Maple Dental Group';

function standIns(): string {
  const url = process.env['STAND_INS_URL'];
  if (!url) throw new Error('STAND_INS_URL is not set: the address of the stand-ins (their QPS).');
  return url;
}

describe('Push to QPS (real system, QPS stand-in)', () => {
  const { page } = useBrowser();

  test('an owner pushes a client to QPS and sees the status change without reloading', async () => {
    const p = page();
    await p.goto('/login');
    await signInWithMfa(p, 'owner@onboard.test');
    const list = (await callGateway(p, 'GET', `/clients?search=${encodeURIComponent(CLIENT)}`)) as {
      items: { id: string; name: string }[];
    };
    const clientId = list.items.find((c) => c.name === CLIENT)?.id ?? '';
    expect(clientId).not.toBe('');

    // The internal home lists the page's clients in the Push to QPS panel, each with a link to its page.
    await p.goto(`/clients/admin?search=${encodeURIComponent(CLIENT)}`);
    const panel = p.getByRole('table', { name: 'QPS push status of the clients on this page' });
    await panel.waitFor({ timeout: 30_000 });
    expect(await axeViolations(p)).toEqual([]);
    await panel.getByRole('link', { name: `Push to QPS: ${CLIENT}` }).click();
    await p.waitForURL(/\/task\/eif-submit-company-information\/push-to-qps$/);

    await p.getByRole('heading', { level: 1, name: 'Push to QPS' }).waitFor();
    await p.getByRole('table', { name: /^Products of case / }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(p)).toEqual([]);

    // QPS takes a few seconds and completes.
    const chosen = await fetch(`${standIns()}/qps/admin/next-outcomes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcomes: ['COMPLETED'], delayMs: 3_000 }),
    });
    expect(chosen.status).toBe(200);
    const loads: string[] = [];
    p.on('load', () => loads.push(p.url()));
    await p.getByRole('button', { name: 'Push to QPS' }).click();
    const status = p.getByTestId('api-job');
    await status.getByText('In progress').waitFor({ timeout: 30_000 });
    // 60 s polling (spec §9) at the latest, sooner with the live event.
    await status.getByText('Completed', { exact: true }).waitFor({ timeout: 100_000 });
    expect(loads).toEqual([]);
    expect(await axeViolations(p)).toEqual([]);

    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: 'Enviar a QPS' }).waitFor();
    await status.getByText('Completado', { exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'English' }).click();
  }, 180_000);
});
