import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway } from './gateway.js';
import { visitAs } from './signIn.js';

// The audit trail (issue 10 item 5, decision 107): staff open a demo client's trail from its manage page, read
// the changes, filter them by record, page through them and download them as CSV; the client's benefit
// administrator reads the same trail in the hub, from the Company Information Summary. The demo data has no
// change records, so staff make some first (locations added and removed again, a field changed and changed
// back: the client ends as it was), more than one page of them.

const CLIENT = 'Northwind Foods Co.';
const LOCATIONS = 13;
/** This run's locations, named apart from an earlier run's on the same system. */
const RUN = Date.now().toString(36);

const call = callGateway;

/** Reads `read` until `ok` holds (a page's rows change after its request answers), or fails telling why. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The entities of the table's rows (each row says which in data-entity). */
const rowEntities = (p: Page) =>
  p
    .getByRole('table', { name: 'Changes' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entity')));

describe('the audit trail (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('staff read, filter, page and download a client’s changes; its benefit administrator reads them', async () => {
    const staff = page();
    await visitAs(staff, 'admin@onboard.test', '/clients/admin');
    await staff.getByRole('link', { name: CLIENT }).first().click();
    await staff.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(staff.url())?.[1] ?? '';

    // More than a page (25) of changes: 13 locations added and removed, the employee count changed and back.
    for (let i = 1; i <= LOCATIONS; i += 1) {
      const location = (await call(staff, 'POST', `/clients/${clientId}/locations`, {
        name: `Audit depot ${RUN}-${i}`,
        address1: `${i} Dock Street`,
        city: 'Newark',
        state: 'NJ',
        zipCode: '07102',
      })) as { id: string };
      await call(staff, 'DELETE', `/clients/${clientId}/locations/${location.id}`);
    }
    const { employeesNumber } = (await call(staff, 'GET', `/clients/${clientId}`)) as {
      employeesNumber: number | null;
    };
    await call(staff, 'PUT', `/clients/${clientId}`, { employeesNumber: (employeesNumber ?? 0) + 1 });
    await call(staff, 'PUT', `/clients/${clientId}`, { employeesNumber });

    // From the manage page; the newest change first: the employee count set back, by the staff member.
    await staff.getByRole('link', { name: 'Audit trail' }).click();
    await staff.waitForURL(`**/clients/admin/${clientId}/manage/audit-trail`);
    await staff.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    const table = staff.getByRole('table', { name: 'Changes' });
    const first = table.locator('tbody tr').first();
    await first.getByText('Adam Admin', { exact: true }).waitFor();
    const cells = await first.locator('td').allTextContents();
    expect(cells[1]).toBe('Adam AdminAdmin');
    expect(cells[2]).toBe('Company informationChanged');
    expect(cells[3]).toContain(`${(employeesNumber ?? 0) + 1} → changed to ${employeesNumber}`);
    expect(await table.locator('tbody tr').count()).toBe(25);
    expect(await axeViolations(staff)).toEqual([]);

    // The next page by the cursor, and back.
    await staff.getByRole('button', { name: 'Next page' }).click();
    await staff.getByText('Page 2').waitFor();
    await staff.getByText(/^Changes 26–\d+, newest first$/).waitFor();
    await staff.getByRole('button', { name: 'Previous page' }).click();
    await staff.getByText('Page 1').waitFor();

    // By record: locations only, still more than a page, their creations and removals by name.
    await staff.getByLabel('Record').selectOption({ label: 'Location' });
    await staff.waitForURL(/entity=Location/);
    const onlyLocations = (entities: (string | null)[]) =>
      entities.length > 0 && entities.every((e) => e === 'Location');
    expect(await until(() => rowEntities(staff), onlyLocations, 'the rows of locations')).toHaveLength(25);
    await table.getByText(`Location “Audit depot ${RUN}-${LOCATIONS}”`).first().waitFor();
    await staff.getByRole('button', { name: 'Next page' }).click();
    await staff.getByText(/^Changes 26–\d+, newest first$/).waitFor();
    await until(() => rowEntities(staff), onlyLocations, 'the second page of locations');
    // The page is in the address: a reload keeps it (issue 28 item 4).
    await staff.waitForURL(/pages=/);
    await staff.reload();
    await staff.getByText(/^Changes 26–\d+, newest first$/).waitFor();

    // The CSV of the same filter: the header, then the locations' details only.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^change-log-Northwind.*\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Role,Entity,Record,Operation,Attribute,Before,After,Review');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['Location']));
    for (let i = 1; i <= LOCATIONS; i += 1) {
      const named = rows.filter((r) => r[6] === 'name' && [r[7], r[8]].includes(`Audit depot ${RUN}-${i}`));
      // In the page's words (issue 28 item 4): the operation, and who by name.
      expect(named.map((r) => r[5]).sort()).toEqual(['Created', 'Removed']);
      expect(new Set(named.map((r) => `${r[1]} (${r[2]})`))).toEqual(new Set(['Adam Admin (Admin)']));
    }

    // The client's benefit administrator: from the summary, read only, the staff named as the team.
    const benAdmin = await newPage();
    await visitAs(
      benAdmin,
      'benadmin@onboard.test',
      `/client/${clientId}/task/eif-submit-company-information/summary`,
    );
    await benAdmin.getByRole('link', { name: 'Audit trail' }).click();
    await benAdmin.waitForURL(`**/client/${clientId}/audit-trail`);
    const theirs = benAdmin.getByRole('table', { name: 'Changes' });
    await theirs.locator('tbody tr').first().waitFor();
    expect((await theirs.locator('tbody tr').first().locator('td').allTextContents())[1]).toBe(
      'Sun Life team',
    );
    expect(await benAdmin.getByRole('button', { name: 'Next page' }).isEnabled()).toBe(true);
    expect(await axeViolations(benAdmin)).toEqual([]);
  });
});
