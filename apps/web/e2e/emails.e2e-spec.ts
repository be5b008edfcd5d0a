import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { visitAs } from './signIn.js';

// E-mails (issue 14): an owner sends the admin a password-reset e-mail (the set-up, through the gateway), opens
// All emails from the Users menu, searches by the recipient, opens the e-mail (its status history), resends it
// and follows the link to the new one, which the worker sends to the SMTP sink. Axe in English and Spanish.

const RECIPIENT = 'admin@onboard.test';
const SUBJECT = 'Reset your Onboard password';

describe('e-mails (real system, SMTP sink)', () => {
  const { page } = useBrowser();

  test('an owner finds an e-mail, reads its history and resends it', async () => {
    const p = page();
    await visitAs(p, 'owner@onboard.test');
    const users = (await callGateway(
      p,
      'GET',
      `/users/internal?search=${encodeURIComponent(RECIPIENT)}`,
    )) as {
      items: { id: string; email: string }[];
    };
    const admin = users.items.find((u) => u.email === RECIPIENT);
    if (!admin) throw new Error('no demo admin');
    const { emailId } = (await callGateway(p, 'POST', `/users/reset-password/userId/${admin.id}`)) as {
      emailId: string;
    };

    // All emails, from the Users menu (owners only).
    await p.getByRole('button', { name: 'Users' }).click();
    await p.getByRole('menuitem', { name: 'All emails' }).click();
    await p.getByRole('heading', { level: 1, name: 'All emails' }).waitFor();
    await p.getByRole('searchbox', { name: 'Search emails' }).fill(RECIPIENT);
    const table = p.getByRole('table', { name: 'All emails' });
    const row = table.locator(`[data-email-id="${emailId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(RECIPIENT);
    expect(await axeViolations(p)).toEqual([]);

    // Its page: its status history (queued at least) and the search found it.
    await row.getByRole('link', { name: SUBJECT }).click();
    await p.waitForURL(`**/emails/${emailId}`);
    await p.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    const history = p.getByRole('region', { name: 'Status history' });
    await history.getByText('Queued').first().waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // Resend: confirm, a toast, then the link to the new e-mail.
    await p.getByRole('button', { name: 'Resend', exact: true }).click();
    const dialog = p.getByRole('alertdialog', { name: 'Resend this email?' });
    await dialog.getByRole('button', { name: 'Resend', exact: true }).click();
    await p.getByText('The email was queued again.').waitFor();
    // The resend is an entry of its own in the history (decision 209), with a link to the copy.
    await history.getByText(/^Resent to /).waitFor({ timeout: 60_000 });
    await history.getByRole('link', { name: 'Open the resent email' }).click();
    await p.waitForURL(
      (url) => /\/emails\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(emailId),
    );
    await p.getByRole('link', { name: 'Open the original email' }).waitFor();
    const resentId = new URL(p.url()).pathname.split('/').pop() ?? '';
    // The new one is sent by the worker to the sink, with its own Message-ID.
    const standIns = process.env.STAND_INS_URL;
    if (standIns) {
      let ids: (string | null)[] = [];
      for (let i = 0; i < 60 && !ids.includes(`<${resentId}@onboard.test>`); i++) {
        const res = await fetch(`${standIns}/mail/messages?to=${encodeURIComponent(RECIPIENT)}`);
        ids = ((await res.json()) as { messageId: string | null }[]).map((m) => m.messageId);
        if (!ids.includes(`<${resentId}@onboard.test>`)) await p.waitForTimeout(250);
      }
      expect(ids).toContain(`<${resentId}@onboard.test>`);
    }
    for (let i = 0; i < 30; i++) {
      await p.reload();
      await p.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      if ((await p.getByRole('region', { name: 'Status history' }).getByText('Sent').count()) > 0) break;
      await p.waitForTimeout(500);
    }
    expect(await p.getByRole('region', { name: 'Status history' }).getByText('Sent').count()).toBeGreaterThan(
      0,
    );
    expect(await axeViolations(p)).toEqual([]);

    // In Spanish; axe still passes.
    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 2, name: 'Historial de estados' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('link', { name: 'Volver a todos los correos' }).click();
    await p.getByRole('heading', { level: 1, name: 'Todos los correos' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
  });
});
