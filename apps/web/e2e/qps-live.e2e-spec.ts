import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { visitAs } from './signIn.js';

// Push to QPS and live events (issue 14): an owner finds the client in the Push to QPS panel of the internal
// home, opens its Push to QPS page, pushes, and sees the push go from In progress to Completed without
// reloading, well before the page's 60 s poll (spec §9) could have shown it: the live QPS_PUSH_STATUS event
// refreshed it. Then the owner resends an e-mail and the live EMAIL_SENT event shows the toast "An email was
// just sent" with a link to the new e-mail. The QPS stand-in is told the outcome. Axe on every page, in
// English and Spanish.

const CLIENT = 'Maple Dental Group';

function standIns(): string {
  const url = process.env['STAND_INS_URL'];
  if (!url) throw new Error('STAND_INS_URL is not set: the address of the stand-ins (their QPS).');
  return url;
}

describe('Push to QPS and live events (real system, QPS stand-in)', () => {
  const { page } = useBrowser();

  test('an owner pushes a client to QPS and sees the status change live, then resends an e-mail and sees the toast', async () => {
    const p = page();
    await visitAs(p, 'owner@onboard.test');
    const list = (await callGateway(p, 'GET', `/clients?search=${encodeURIComponent(CLIENT)}`)) as {
      items: { id: string; name: string }[];
    };
    const clientId = list.items.find((c) => c.name === CLIENT)?.id ?? '';
    expect(clientId).not.toBe('');

    // The internal home lists the page's clients in the Push to QPS panel, each with a link to its page.
    await p.goto(`/clients/admin?search=${encodeURIComponent(CLIENT)}`);
    const panel = p.getByRole('table', { name: 'QPS push status of the clients on this page' });
    await panel.waitFor({ timeout: 60_000 });
    expect(await axeViolations(p)).toEqual([]);
    await panel.getByRole('link', { name: `Push to QPS: ${CLIENT}` }).click();
    await p.waitForURL(/\/task\/eif-submit-company-information\/push-to-qps$/);

    await p.getByRole('heading', { level: 1, name: 'Push to QPS' }).waitFor();
    await p.getByRole('table', { name: /^Products of case / }).waitFor({ timeout: 60_000 });
    expect(await axeViolations(p)).toEqual([]);
    // At 1366 px every column of the plan design, Rate basis the last, is in view without scrolling sideways
    // (issue 27 item 14: the scroll area's nowrap kept QPS's texts on one line and pushed it out).
    await p.setViewportSize({ width: 1366, height: 768 });
    const products = p.getByRole('table', { name: /^Products of case / });
    const area = await products.evaluate((table) => {
      const box = (table.parentElement as HTMLElement).getBoundingClientRect();
      return {
        right: box.right,
        scrollWidth: (table.parentElement as HTMLElement).scrollWidth,
        width: box.width,
      };
    });
    const rateBasis = await products.getByRole('columnheader', { name: 'Rate basis' }).boundingBox();
    expect(rateBasis).not.toBeNull();
    expect((rateBasis?.x ?? 0) + (rateBasis?.width ?? 0)).toBeLessThanOrEqual(area.right + 1);
    expect(area.scrollWidth).toBeLessThanOrEqual(Math.ceil(area.width));

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
    await status.getByText('In progress').waitFor({ timeout: 60_000 });
    // The page polls every 60 s (spec §9), counted from its last fetch (the push's own refetch): seeing
    // Completed within 30 s of the push means the live event refreshed it.
    await status.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(loads).toEqual([]);
    expect(await axeViolations(p)).toEqual([]);

    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: 'Enviar a QPS' }).waitFor();
    await status.getByText('Completado', { exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'English' }).click();

    // An e-mail resent: the send job's EMAIL_SENT event shows a toast linking to the new e-mail.
    const users = (await callGateway(p, 'GET', '/users/internal?search=admin%40onboard.test')) as {
      items: { id: string; email: string }[];
    };
    const admin = users.items.find((u) => u.email === 'admin@onboard.test');
    if (!admin) throw new Error('no demo admin');
    const { emailId } = (await callGateway(p, 'POST', `/users/reset-password/userId/${admin.id}`)) as {
      emailId: string;
    };
    // Its own EMAIL_SENT comes first: wait until it is sent, then load the page afresh (no toast left).
    for (let i = 0; i < 120; i += 1) {
      const email = (await callGateway(p, 'GET', `/emails/${emailId}`)) as { status: string };
      if (email.status === 'SENT') break;
      await p.waitForTimeout(250);
    }
    await p.goto(`/emails/${emailId}`);
    await p.getByRole('heading', { level: 1, name: 'Reset your Onboard password' }).waitFor();
    await p.getByRole('button', { name: 'Resend', exact: true }).click();
    await p
      .getByRole('alertdialog', { name: 'Resend this email?' })
      .getByRole('button', { name: 'Resend', exact: true })
      .click();
    const toast = p.getByText('An email was just sent: Reset your Onboard password');
    await toast.waitFor({ timeout: 60_000 });
    // The toast lasts 3 s; a pointer on it holds it (the toaster pauses on hover) while axe reads the page,
    // which takes longer than that on a busy machine.
    await toast.hover();
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('link', { name: 'View email' }).first().click();
    await p.waitForURL(
      (url) => /\/emails\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(emailId),
    );
    await p.getByRole('heading', { level: 1, name: 'Reset your Onboard password' }).waitFor();
  }, 180_000);
});
