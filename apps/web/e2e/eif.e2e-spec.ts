import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';
import { pdfText } from './pdf-text.js';

/** Waits until every answer given is on the server (the status line of the form). */
async function allSaved(p: Page): Promise<void> {
  await p.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

/**
 * On Review & Submit with nothing left: the button waits for the confirmation, then signs (axe-checked once
 * the button is enabled and done fading in, or axe would measure its contrast mid-transition).
 */
async function signTheEif(p: Page) {
  const sign = p.getByRole('button', { name: 'Sign and submit' });
  expect(await sign.isDisabled()).toBe(true);
  await p.getByText('I confirm that the information in this form is accurate and complete.').click();
  await p.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign and submit');
    return !!button && !button.disabled && getComputedStyle(button).opacity === '1';
  });
  expect(await axeViolations(p)).toEqual([]);
  await sign.click();
  await p.getByText(/^Signed and submitted on /).waitFor();
  return sign;
}

/** Signs in and opens a client's hub from the user's home; its address. */
async function openHub(p: Page, email: string, client: string): Promise<string> {
  await visitAs(p, email);
  await p.getByRole('link', { name: client }).first().click();
  await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
  return p.url();
}

/** The form's navigator, "Steps of the form". */
const navigator = (p: Page) => p.getByRole('navigation', { name: 'Steps of the form' });

/** A title as the start of a regular expression. */
const escaped = (title: string) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A step or sub-step in the navigator, found by its name with its status as a screen reader reads it
 * ("ERISA, Done"; the status badge's box puts a space before the comma).
 */
const stepLink = (p: Page, title: string, status: 'Not Started' | 'In Progress' | 'Done') =>
  navigator(p).getByRole('link', { name: new RegExp(`^${escaped(title)} ?, ${status}$`) });

/** Opens a sub-step from the navigator (whatever its status) and waits for its title. */
async function openSubStep(p: Page, title: string): Promise<void> {
  await navigator(p)
    .getByRole('link', { name: new RegExp(`^${escaped(title)} ?, `) })
    .click();
  await p.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}

/** Every answer of the sub-step is on the server, the navigator says it is Done, and axe finds nothing. */
async function subStepDone(p: Page, title: string): Promise<void> {
  await allSaved(p);
  await stepLink(p, title, 'Done').waitFor();
  expect(await axeViolations(p)).toEqual([]);
}

/** A yes/no or short-list question (radio buttons under the question): chooses one option by its words. */
async function choose(scope: Page | Locator, question: string, option: string): Promise<void> {
  const group = scope.getByRole('group', { name: question, exact: true });
  await group.getByText(option, { exact: true }).click();
  expect(await group.getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
}

/** A several-of question (checkboxes under the question): exactly these options ticked, by their words. */
async function tickOnly(
  scope: Page | Locator,
  question: string,
  options: readonly string[],
  ticked: readonly string[],
): Promise<void> {
  const group = scope.getByRole('group', { name: question, exact: true });
  for (const option of options) {
    const box = group.getByRole('checkbox', { name: option, exact: true });
    if ((await box.isChecked()) !== ticked.includes(option)) {
      await group.getByText(option, { exact: true }).click();
    }
  }
  const states = await Promise.all(
    options.map((option) => group.getByRole('checkbox', { name: option, exact: true }).isChecked()),
  );
  expect(states).toEqual(options.map((option) => ticked.includes(option)));
}

/** A longer list (a select named by the question): chooses an option by its words. */
async function pick(scope: Page | Locator, question: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: question, exact: true }).selectOption({ label: option });
}

/** A text, date or number question, named by the question. */
async function write(scope: Page | Locator, question: string, text: string): Promise<void> {
  await scope.getByRole('textbox', { name: question, exact: true }).fill(text);
}

describe('the EIF as the employer fills it (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('answers are saved as they are given, survive a reload, and one sub-step is done with the keyboard only', async () => {
    const p = page();
    const hub = await openHub(p, 'benadmin@onboard.test', 'Northwind Foods Co.');

    // From the task to the form: its first sub-step.
    await p.goto(`${hub}/task/eif-submit-company-information`);
    await p.getByRole('link', { name: 'Open the form' }).click();
    await p.waitForURL(
      `${hub}/task/eif-submit-company-information/step/company-information/benefits-administration-and-data-feed`,
    );
    const steps = p.getByRole('navigation', { name: 'Steps of the form' });
    await steps.getByRole('link', { name: '1. Company Details' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // ERISA: a yes opens the follow-up questions; a date the spec refuses shows its message and is not saved.
    await steps.getByRole('link', { name: 'ERISA' }).click();
    await p.getByRole('heading', { level: 2, name: 'ERISA' }).waitFor();
    const erisa = p.getByRole('group', { name: 'Are your benefits part of an ERISA plan?' });
    await erisa.getByText('Yes', { exact: true }).click();
    const yearEnd = p.getByRole('textbox', { name: 'Plan year end date (MM/DD)' });
    await yearEnd.fill('02/30');
    await p.getByText('Not a valid date').waitFor();
    await yearEnd.fill('02/29');
    await p.getByRole('textbox', { name: 'Plan administrator name' }).fill('Pat Lee');
    await p.getByRole('combobox', { name: 'Plan administrator state' }).selectOption('NY');
    await allSaved(p);
    expect(await axeViolations(p)).toEqual([]);
    // Some of ERISA's questions are answered: In Progress, in the navigator.
    expect(await steps.getByRole('link', { name: 'ERISA' }).locator('[data-status]').textContent()).toContain(
      'In Progress',
    );

    // Value-added services with the keyboard only: the link by Tab and Enter, then Tab and Space in the list.
    await steps.getByRole('link', { name: 'Value-added services' }).focus();
    await p.keyboard.press('Enter');
    await p.getByRole('heading', { level: 2, name: 'Value-added services' }).waitFor();
    const services = p.getByRole('group', { name: 'Which value-added services do you want?' });
    await services.getByRole('checkbox', { name: 'Online will preparation' }).waitFor();
    // The new sub-step's title has the keyboard: Tab reaches the first option.
    await p.keyboard.press('Tab');
    await p.keyboard.press('Space');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Space');
    await allSaved(p);
    const checked = async () =>
      Promise.all(
        ['Online will preparation', 'Emergency travel assistance', 'Self care plus', 'Welltly service'].map(
          (name) => services.getByRole('checkbox', { name }).isChecked(),
        ),
      );
    expect(await checked()).toEqual([true, false, true, false]);
    await steps.getByRole('link', { name: 'Value-added services' }).locator('[data-status="Done"]').waitFor();

    // A reload keeps every answer.
    await p.reload();
    await p.getByRole('heading', { level: 2, name: 'Value-added services' }).waitFor();
    await services.getByRole('checkbox', { name: 'Online will preparation' }).waitFor();
    expect(await checked()).toEqual([true, false, true, false]);
    await steps.getByRole('link', { name: 'ERISA' }).click();
    expect(await erisa.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await yearEnd.inputValue()).toBe('02/29');
    expect(await p.getByRole('textbox', { name: 'Plan administrator name' }).inputValue()).toBe('Pat Lee');

    // A plan administrator: a bad e-mail is told on its field; then the contact is listed with its access.
    await steps.getByRole('link', { name: /^Plan administrators/ }).click();
    const add = p.getByRole('form', { name: 'Add the contact' });
    await add.getByRole('combobox', { name: 'Contact type' }).selectOption('WEB_ADMIN');
    await add.getByRole('textbox', { name: 'First name' }).fill('Jo');
    await add.getByRole('textbox', { name: 'Last name' }).fill('Park');
    await add.getByRole('textbox', { name: 'E-mail' }).fill('jo.park@');
    await add.getByText('Claims', { exact: true }).click();
    await add.getByRole('button', { name: 'Add the contact' }).click();
    await add.getByText('Please enter a valid email address').waitFor();
    await add.getByRole('textbox', { name: 'E-mail' }).fill('jo.park@northwind.example');
    await add.getByRole('button', { name: 'Add the contact' }).click();
    const contacts = p.getByRole('table', { name: 'Plan administrators and contacts' });
    await contacts.getByRole('button', { name: 'Edit Jo Park' }).waitFor();
    await contacts.getByRole('cell', { name: 'Claims' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
  });

  test('the authorized signer (Riverbend’s broker) reviews a complete EIF and signs it; the task is then Completed', async () => {
    const p = page();
    const hub = await openHub(p, 'broker@onboard.test', 'Riverbend Charter Schools');

    // The class builder: a class added, duplicated, the copy removed.
    await p.goto(
      `${hub}/task/eif-submit-company-information/step/plan-configuration-&-eligibility/class-builder`,
    );
    const add = p.getByRole('form', { name: 'Add the class' });
    await add.getByRole('textbox', { name: 'Class name' }).fill('Teachers');
    await add.getByRole('combobox', { name: 'Employees' }).selectOption('FULL_TIME');
    await add.getByRole('button', { name: 'Add the class' }).click();
    const classes = p.getByRole('table', { name: 'Employee classes' });
    await classes.getByRole('link', { name: 'Plans of Teachers' }).waitFor();
    await classes.getByRole('button', { name: 'Duplicate Teachers' }).click();
    await classes.getByRole('link', { name: 'Plans of Teachers (copy)', exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await classes.getByRole('button', { name: 'Remove Teachers (copy)' }).click();
    await classes
      .getByRole('link', { name: 'Plans of Teachers (copy)', exact: true })
      .waitFor({ state: 'detached' });

    // The class's page: a plan chosen, its waiting period and who pays; kept across a reload.
    await classes.getByRole('link', { name: 'Plans of Teachers' }).click();
    await p.getByRole('heading', { name: 'Plans of the class Teachers' }).waitFor();
    const choices = p.getByRole('group', { name: /plans for this class$/ }).first();
    await choices.locator('label').first().click();
    const settings = p.getByRole('form', { name: 'Waiting periods and contributions' });
    await settings.getByRole('combobox', { name: 'Waiting period' }).selectOption('DAYS_90');
    await settings
      .getByRole('combobox', { name: 'Coverage starts' })
      .selectOption('FIRST_OF_FOLLOWING_MONTH');
    await settings.getByRole('combobox', { name: 'Who pays the premium' }).selectOption('SHARED');
    await settings.getByRole('spinbutton', { name: 'Employer’s share (%)' }).fill('75');
    await settings.getByRole('combobox', { name: 'Tax treatment' }).selectOption('PRE_TAX');
    await settings.getByRole('button', { name: 'Save waiting periods and contributions' }).click();
    await settings.getByText('Saved', { exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.reload();
    const wait = p.getByRole('combobox', { name: 'Waiting period' });
    await wait.waitFor();
    expect(await wait.inputValue()).toBe('DAYS_90');
    expect(await p.getByRole('spinbutton', { name: 'Employer’s share (%)' }).inputValue()).toBe('75');
    await p.getByRole('link', { name: 'Back to the classes' }).click();
    await classes.getByRole('link', { name: 'Plans of Teachers' }).waitFor();
    // Pay beyond base earnings: commission, counted toward covered earnings.
    const pay = p.getByRole('form', { name: 'Pay beyond base earnings' });
    await pay.getByText('Commission', { exact: true }).click();
    await pay.getByText('Commission counts toward covered earnings').click();
    await pay.getByRole('button', { name: 'Save the pay beyond base earnings' }).click();
    await pay.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await p.goto(`${hub}/task/eif-submit-company-information/step/review-&-submit`);
    const steps = p.getByRole('navigation', { name: 'Steps of the form' });
    // Every sub-step that applies is done; the steps say so.
    await steps.getByRole('link', { name: '1. Company Details' }).locator('[data-status="Done"]').waitFor();
    await p.getByText('Every part of the form is done. Review your answers, then sign.').waitFor();
    await signTheEif(p);

    // The summary: every answer, grouped by step and sub-step, with the way back.
    await p.getByRole('link', { name: 'See the Company Information Summary' }).click();
    await p.getByRole('heading', { level: 1, name: 'Company Information Summary' }).waitFor();
    await p.getByRole('heading', { level: 3, name: 'ERISA' }).waitFor();
    await p.getByText('Pat Rivera').waitFor();
    // The records too, read only: the class added above.
    const summaryClasses = p.getByRole('table', { name: 'Employee classes' });
    await summaryClasses.getByRole('cell', { name: 'Teachers', exact: true }).waitFor();
    expect(await summaryClasses.getByRole('button').count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);
    // Its PDF: a real PDF, read back with pdf.js, with the answers and the signing.
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Company.Information.Summary.*\.pdf$/);
    const pdf = await pdfText(readFileSync(await download.path()));
    expect(pdf.text).toContain('Riverbend');
    expect(pdf.text).toContain('Pat Rivera');
    expect(pdf.text).toMatch(/Signed [A-Z][a-z]+ \d{1,2}, \d{4}/);

    await p.goto(`${hub}/task/eif-submit-company-information`);
    const status = p.getByTestId('task-status').locator('[data-status]');
    await status.waitFor();
    expect(await status.textContent()).toBe('Completed');
  });

  test('two people on one EIF see each other, see each other’s answers, and a conflicting answer is resolved without loss; staff add a location', async () => {
    const employer = page();
    const hub = await openHub(employer, 'benadmin@onboard.test', 'Northwind Foods Co.');
    const erisaPath = `${new URL(hub).pathname}/task/eif-submit-company-information/step/other-contract-details/erisa`;
    await employer.goto(erisaPath);

    const staff = await newPage();
    await visitAs(staff, 'admin@onboard.test');
    await staff.waitForURL(/\/clients\/admin/);
    await staff.goto(erisaPath);

    // Each sees who else is there, and where.
    await employer.getByTestId('eif-presence').filter({ hasText: 'Adam Admin (on ERISA)' }).waitFor();
    await staff.getByTestId('eif-presence').filter({ hasText: 'Ben Administrator (on ERISA)' }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    // An answer one gives appears on the other's screen.
    const city = (p: Page) => p.getByRole('textbox', { name: 'Plan administrator city' });
    await city(staff).fill('Boston');
    await allSaved(staff);
    await employer.waitForFunction(
      () =>
        (document.querySelector('input[name="erisaPlanAdminCity"]') as HTMLInputElement | null)?.value ===
        'Boston',
    );

    // Both change it at once: the staff member offline, the employer saves first.
    await staff.context().setOffline(true);
    await city(staff).fill('Austin');
    await city(employer).fill('Denver');
    await allSaved(employer);
    await staff.context().setOffline(false);
    // The later writer is told, with both values, and nothing was overwritten silently.
    // Named: the other editor on the page (issue 28 item 6).
    const notice = staff.getByRole('alert').filter({ hasText: 'Ben Administrator changed this answer' });
    await notice.waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    expect(await notice.textContent()).toContain(
      'It was changed to "Denver" while you were editing. Your answer: "Austin".',
    );
    expect(await city(employer).inputValue()).toBe('Denver');
    // The header does not claim everything was saved while the answer waits for a choice (issue 28 item 6).
    await staff
      .getByRole('status')
      .filter({ hasText: 'Not all saved: someone else changed an answer you were editing (see the field)' })
      .waitFor();
    expect(await staff.getByRole('status').filter({ hasText: 'All changes saved' }).count()).toBe(0);
    // The staff member keeps theirs; the employer sees it.
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await notice.waitFor({ state: 'detached' });
    await employer.waitForFunction(
      () =>
        (document.querySelector('input[name="erisaPlanAdminCity"]') as HTMLInputElement | null)?.value ===
        'Austin',
    );
    // The employer's own answer was replaced: they are told by whom, and may put theirs back (issue 28 item 6).
    const replaced = employer.getByRole('alert').filter({ hasText: 'Adam Admin replaced your answer' });
    await replaced.waitFor();
    expect(await replaced.textContent()).toContain('It is now "Austin". Your answer was "Denver".');
    expect(await axeViolations(employer)).toEqual([]);
    await replaced.getByRole('button', { name: 'Put mine back' }).click();
    await replaced.waitFor({ state: 'detached' });
    expect(await city(employer).inputValue()).toBe('Denver');
    await staff.waitForFunction(
      () =>
        (document.querySelector('input[name="erisaPlanAdminCity"]') as HTMLInputElement | null)?.value ===
        'Denver',
    );
    await staff.getByRole('alert').filter({ hasText: 'Ben Administrator replaced your answer' }).waitFor();

    // Two editors at 0 ms, 250 ms and 2 s apart: whichever answer stands, both screens show it, and the one
    // whose answer did not stand is told (a conflict when saving, or a replaced answer) — nothing lost silently.
    const dismissAll = async (q: Page) => {
      const keep = q.getByRole('button', { name: 'Keep theirs' });
      for (let i = 0; i < 5 && (await keep.count()) > 0; i++) await keep.first().click();
      await allSaved(q);
    };
    await dismissAll(staff);
    await dismissAll(employer);
    for (const gap of [0, 250, 2_000]) {
      const mine = `Employer ${gap}`;
      const theirs = `Staff ${gap}`;
      await city(employer).fill(mine);
      if (gap > 0) await employer.waitForTimeout(gap);
      await city(staff).fill(theirs);
      // Whichever way it went, one of the two is told, by name: a conflict when their save came second, or a
      // replaced answer when the other's save came after theirs (bounded: 30 s at most).
      const told = (q: Page) =>
        q
          .getByRole('alert')
          .filter({ hasText: /(Adam Admin|Ben Administrator) (changed this answer|replaced your answer)/ });
      let loser: Page | undefined;
      for (let i = 0; i < 300 && !loser; i++) {
        if ((await told(staff).count()) > 0) loser = staff;
        else if ((await told(employer).count()) > 0) loser = employer;
        else await employer.waitForTimeout(100);
      }
      expect(loser === staff ? 'staff told' : loser === employer ? 'employer told' : 'nobody told').not.toBe(
        'nobody told',
      );
      // The one told keeps the other's answer: then both show it.
      const winner = loser === staff ? employer : staff;
      const standing = await city(winner).inputValue();
      expect([mine, theirs]).toContain(standing);
      await dismissAll(staff);
      await dismissAll(employer);
      expect(await city(loser ?? staff).inputValue()).toBe(standing);
    }
    // Staff add a company location where claims checks are mailed: the spec's messages first, then listed,
    // then removed.
    const p = staff;
    await p.goto('/clients/admin');
    await p.getByRole('link', { name: 'Granite Manufacturing' }).first().click();
    await p.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(p.url())?.[1] ?? '';
    await p.goto(
      `/client/${clientId}/task/eif-submit-company-information/step/plan-administrators-&-billing/claims-check-mailing-locations`,
    );
    const add = p.getByRole('form', { name: 'Add the location' });
    await add.getByRole('button', { name: 'Add the location' }).click();
    for (const message of [
      'Location name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zip code is required',
    ]) {
      await add.getByText(message).waitFor();
    }
    await add.getByRole('textbox', { name: 'Location name' }).fill('Dover plant');
    await add.getByRole('textbox', { name: 'Address', exact: true }).fill('9 Mill Road');
    await add.getByRole('textbox', { name: 'City' }).fill('Dover');
    await add.getByRole('combobox', { name: 'State' }).selectOption('DE');
    await add.getByRole('textbox', { name: 'Zip code' }).fill('1990');
    await add.getByRole('button', { name: 'Add the location' }).click();
    await add.getByText('Zip code needs to be in the format ##### or #####-####').waitFor();
    await add.getByRole('textbox', { name: 'Zip code' }).fill('19901');
    await add.getByRole('button', { name: 'Add the location' }).click();
    const table = p.getByRole('table', { name: 'Company locations' });
    await table.getByRole('cell', { name: 'Dover plant', exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // The monthly claims reports go to that location; a subsidiary there too (its tax ID's format told).
    const eifStep = (step: string, sub: string) =>
      `/client/${clientId}/task/eif-submit-company-information/step/${step}/${sub}`;
    await p.goto(eifStep('plan-administrators-&-billing', 'monthly-claims-reports-and-eobs'));
    const mailing = p.getByRole('form', { name: 'Monthly claims reports' });
    await mailing
      .getByRole('combobox', { name: 'Mail the reports to this location' })
      .selectOption({ label: 'Dover plant' });
    await mailing.getByRole('button', { name: 'Save where the reports go' }).click();
    await mailing.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.goto(eifStep('company-information', 'subsidiaries-and-affiliates'));
    const subsidiary = p.getByRole('form', { name: 'Add the subsidiary' });
    await subsidiary.getByRole('textbox', { name: 'Subsidiary or affiliate name' }).fill('Granite Labs');
    await subsidiary.getByRole('textbox', { name: 'Its tax ID' }).fill('123456789');
    await subsidiary.getByRole('combobox', { name: 'Its location' }).selectOption({ label: 'Dover plant' });
    await subsidiary.getByRole('button', { name: 'Add the subsidiary' }).click();
    await subsidiary.getByText('Tax id needs to be in the format ##-#######').waitFor();
    await subsidiary.getByRole('textbox', { name: 'Its tax ID' }).fill('12-3456789');
    await subsidiary.getByRole('button', { name: 'Add the subsidiary' }).click();
    const subsidiaries = p.getByRole('table', { name: 'Subsidiaries and affiliates covered' });
    await subsidiaries.getByRole('cell', { name: 'Granite Labs', exact: true }).waitFor();
    await subsidiaries.getByRole('cell', { name: 'Dover plant', exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // A bill of the first policy, mailed to that location, in the billing preferences.
    await p.goto(eifStep('plan-administrators-&-billing', 'billing-preferences'));
    const bill = p.getByRole('form', { name: 'Add the bill' });
    await bill
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Dover plant' });
    await bill.getByRole('textbox', { name: 'Category', exact: true }).fill('Plant crew');
    await bill.getByRole('group', { name: 'Coverages on this bill' }).locator('label').first().click();
    await bill.getByRole('button', { name: 'Add the bill' }).click();
    await p
      .getByRole('button', { name: /^Edit the bill of Policy 1/ })
      .first()
      .waitFor();
    await p.getByText('Plant crew').first().waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await p.goto(eifStep('plan-administrators-&-billing', 'claims-check-mailing-locations'));
    await table.getByRole('button', { name: 'Remove Dover plant' }).click();
    await table.getByRole('cell', { name: 'Dover plant', exact: true }).waitFor({ state: 'detached' });
    // Two sign-ins: each may wait for a fresh authenticator code (a code is accepted once).
  }, 150_000);

  test('the employer completes the whole of a mixed-coverage EIF (one sub-step by keyboard only, a reload midway), signs it and reads the summary PDF', async () => {
    // Northwind Foods: life, dental and vision, with New Jersey TDB and salary-based NJ FLI; half done in the
    // demo data. Its ben admin signs (its broker is not the authorized signer).
    const p = page();
    const hub = await openHub(p, 'benadmin@onboard.test', 'Northwind Foods Co.');
    await p.goto(`${hub}/task/eif-submit-company-information`);
    const task = p.getByTestId('task-status').locator('[data-status]');
    await task.waitFor();
    expect(await task.textContent()).toBe('In Progress');
    await p.getByRole('link', { name: 'Open the form' }).click();
    await p.getByRole('heading', { level: 2, name: 'Benefits administration and data feed' }).waitFor();
    const policy = p.getByRole('group', { name: /^Policy 1: Dental, Vision, Basic Life/ });

    // 1. Company details. The platform is one of the list: its name is then not asked.
    await choose(policy, 'Do you use a benefits administration platform?', 'Yes');
    await pick(policy, 'Benefits administration platform', 'Paylocity');
    expect(
      await policy.getByRole('textbox', { name: 'Platform name, if it is not in the list' }).count(),
    ).toBe(0);
    await choose(policy, 'Will you send enrollment through a data feed?', 'No');
    await subStepDone(p, 'Benefits administration and data feed');

    await openSubStep(p, 'Subsidiaries and affiliates');
    await choose(p, 'Do you have subsidiaries or affiliates covered under the policy?', 'Yes');
    await choose(p, 'Do any subsidiary employees work in New York, New Jersey or Hawaii?', 'No');
    await choose(p, 'Do any of your own employees work in New York, New Jersey or Hawaii?', 'Yes');
    await tickOnly(p, 'In which of these states?', ['New York', 'New Jersey', 'Hawaii'], ['New Jersey']);
    const subsidiary = p.getByRole('form', { name: 'Add the subsidiary' });
    await subsidiary
      .getByRole('textbox', { name: 'Subsidiary or affiliate name' })
      .fill('Northwind Logistics LLC');
    await subsidiary.getByRole('textbox', { name: 'Its tax ID' }).fill('12-3456780');
    await subsidiary.getByRole('combobox', { name: 'Its location' }).selectOption({ label: 'Headquarters' });
    await subsidiary.getByRole('button', { name: 'Add the subsidiary' }).click();
    await p
      .getByRole('table', { name: 'Subsidiaries and affiliates covered' })
      .getByRole('cell', { name: 'Northwind Logistics LLC', exact: true })
      .waitFor();
    await subStepDone(p, 'Subsidiaries and affiliates');
    // The rest of the step was done in the demo data.
    for (const title of ['Tax ID', 'Current Sun Life policies', 'Previous coverage information']) {
      await stepLink(p, title, 'Done').waitFor();
    }
    await stepLink(p, '1. Company Details', 'Done').waitFor();

    // 2. Plan administrators and billing: the policy's billing; two payroll cycles ask for an explanation.
    await stepLink(p, 'Plan administrators', 'Done').waitFor();
    await openSubStep(p, 'Billing preferences');
    await choose(policy, 'How will you be billed?', 'Self-bill');
    await choose(policy, 'Billing structure', 'Single');
    const cycles = ['Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Other'];
    await tickOnly(policy, 'Payroll cycles', cycles, ['Biweekly', 'Monthly']);
    await write(
      policy,
      'Explain your payroll cycles',
      'Warehouse staff are paid biweekly, office staff monthly.',
    );
    await choose(policy, 'Are premiums paid in advance or in arrears?', 'In arrears');
    await subStepDone(p, 'Billing preferences');
    await stepLink(p, '2. Plan Administrators & Billing', 'Done').waitFor();

    // 3. Plan configuration: a class (benefits differ between groups, the demo data says).
    await openSubStep(p, 'Class builder');
    const addClass = p.getByRole('form', { name: 'Add the class' });
    await addClass.getByRole('textbox', { name: 'Class name' }).fill('Warehouse crew');
    await addClass.getByRole('combobox', { name: 'Employees' }).selectOption({ label: 'Full-time' });
    await addClass.getByRole('button', { name: 'Add the class' }).click();
    await p
      .getByRole('table', { name: 'Employee classes' })
      .getByRole('link', { name: 'Plans of Warehouse crew' })
      .waitFor();
    await subStepDone(p, 'Class builder');

    // The statutory benefits with the keyboard only: the link by Enter, each group of options one Tab stop,
    // arrows and Space to choose, digits typed, and Next by Enter.
    const focused = (target: Locator) => target.evaluate((e) => e === document.activeElement);
    await stepLink(p, 'Statutory benefits', 'Not Started').focus();
    await p.keyboard.press('Enter');
    await p.getByRole('heading', { level: 2, name: 'Statutory benefits' }).waitFor();
    const tdb = p.getByRole('group', { name: 'Plan: New Jersey TDB', exact: true });
    const fli = p.getByRole('group', { name: 'Plan: New Jersey Family Leave Insurance', exact: true });
    const leaveYear = p.getByRole('group', { name: 'How is the leave year measured?' });
    await p.keyboard.press('Tab');
    expect(await focused(leaveYear.getByRole('radio', { name: 'Rolling backward' }))).toBe(true);
    // A question not answered yet is one Tab stop too: past it, and back.
    await p.keyboard.press('Tab');
    expect(await focused(tdb.getByRole('radio', { name: 'Advice only' }))).toBe(true);
    await p.keyboard.press('Shift+Tab');
    expect(await focused(leaveYear.getByRole('radio', { name: 'Rolling backward' }))).toBe(true);
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('Tab');
    expect(await focused(tdb.getByRole('radio', { name: 'Advice only' }))).toBe(true);
    await p.keyboard.press('Space');
    await p.keyboard.press('Tab');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    const tdbShare = tdb.getByRole('spinbutton', { name: 'Employer share of the premium (%)' });
    await p.keyboard.press('Tab');
    expect(await focused(tdbShare)).toBe(true);
    await p.keyboard.type('60');
    await p.keyboard.press('Tab');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('Tab');
    expect(await focused(tdb.getByRole('spinbutton', { name: 'Three-year look-back percentage' }))).toBe(
      true,
    );
    await p.keyboard.type('20');
    await p.keyboard.press('Tab');
    expect(await focused(fli.getByRole('radio', { name: 'Advice only' }))).toBe(true);
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Space');
    await p.keyboard.press('Tab');
    expect(await focused(fli.getByRole('spinbutton', { name: 'Three-year look-back percentage' }))).toBe(
      true,
    );
    await p.keyboard.type('10');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    expect(await focused(p.getByRole('link', { name: 'Next' }))).toBe(true);
    await stepLink(p, 'Statutory benefits', 'Done').waitFor();
    await p.keyboard.press('Enter');
    await p.getByRole('heading', { level: 2, name: 'Family Leave Insurance preferences' }).waitFor();

    // FLI: not every employee; the groups excluded are typed and the page reloaded at once, before the answer
    // reached the server. The browser warns, and after the reload the answer is there and then saved.
    const dialogs: string[] = [];
    p.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await choose(p, 'Does Family Leave Insurance cover all employees?', 'No');
    await write(p, 'Which groups are excluded?', 'Seasonal warehouse staff');
    await p.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await p.getByRole('heading', { level: 2, name: 'Family Leave Insurance preferences' }).waitFor();
    expect(await p.getByRole('textbox', { name: 'Which groups are excluded?' }).inputValue()).toBe(
      'Seasonal warehouse staff',
    );
    expect(
      await p
        .getByRole('group', { name: 'Does Family Leave Insurance cover all employees?' })
        .getByRole('radio', { name: 'No' })
        .isChecked(),
    ).toBe(true);
    await subStepDone(p, 'Family Leave Insurance preferences');
    // What the keyboard gave survived the reload too.
    await openSubStep(p, 'Statutory benefits');
    expect(await leaveYear.getByRole('radio', { name: 'Calendar year' }).isChecked()).toBe(true);
    expect(await tdb.getByRole('radio', { name: 'Advice only' }).isChecked()).toBe(true);
    expect(await tdb.getByRole('radio', { name: 'Shared' }).isChecked()).toBe(true);
    expect(await tdbShare.inputValue()).toBe('60');
    expect(await tdb.getByRole('radio', { name: 'Post-tax' }).isChecked()).toBe(true);
    expect(await tdb.getByRole('spinbutton', { name: 'Three-year look-back percentage' }).inputValue()).toBe(
      '20',
    );
    expect(await fli.getByRole('radio', { name: 'Advice with benefit calculation' }).isChecked()).toBe(true);
    expect(await fli.getByRole('radio', { name: 'Fully employer paid' }).isChecked()).toBe(true);
    // Fully employer paid: no employee payments to ask about.
    expect(await fli.getByRole('group', { name: 'Employee premium payments are' }).count()).toBe(0);
    expect(await fli.getByRole('spinbutton', { name: 'Three-year look-back percentage' }).inputValue()).toBe(
      '10',
    );
    await subStepDone(p, 'Statutory benefits');
    await stepLink(p, '3. Plan Configuration & Eligibility', 'Done').waitFor();

    // 4. Other contract details: each plan of dental and vision; Section 125; ERISA with a legal agent of its
    // own; the value-added services.
    await openSubStep(p, 'Termination of insurance');
    const coverageEnds = 'When does coverage end after employment ends?';
    await choose(
      p.getByRole('group', { name: 'Plan: Dental', exact: true }),
      coverageEnds,
      'At the end of the month',
    );
    await choose(
      p.getByRole('group', { name: 'Plan: Vision', exact: true }),
      coverageEnds,
      'On the date of termination',
    );
    await subStepDone(p, 'Termination of insurance');

    await openSubStep(p, 'Section 125');
    await choose(p, 'Do you have a Section 125 (cafeteria) plan?', 'Yes');
    await choose(p, 'Are dental premiums paid through it?', 'Yes');
    await choose(p, 'Are vision premiums paid through it?', 'Yes');
    await choose(p, 'Are DHMO premiums paid through it?', 'No');
    await choose(p, 'Are accident premiums paid through it?', 'No');
    await choose(p, 'Are critical illness premiums paid through it?', 'No');
    await choose(p, 'Are all benefits fully paid by the employer?', 'No');
    await subStepDone(p, 'Section 125');

    await openSubStep(p, 'ERISA');
    await choose(p, 'Are your benefits part of an ERISA plan?', 'Yes');
    await choose(p, 'ERISA plan type', 'Welfare benefit plan');
    await pick(p, 'ERISA plan number', '501');
    await write(p, 'Plan year end date (MM/DD)', '12/31');
    await choose(p, 'Do you administer the plan yourselves?', 'Yes');
    await choose(p, 'Should the plan details appear in the certificate?', 'Yes');
    await write(p, 'Plan administrator name', 'Dana Whitfield');
    await write(p, 'Plan administrator street address', '12 Harbor Way');
    await write(p, 'Plan administrator city', 'Newark');
    await pick(p, 'Plan administrator state', 'NJ');
    await write(p, 'Plan administrator zip code', '07102');
    await choose(p, 'Do you have an agent for service of legal process?', 'Yes');
    await choose(p, 'Is the agent the plan administrator?', 'No');
    await write(p, 'Agent name', 'Garden State Registered Agents');
    await write(p, 'Agent street address', '1 Statehouse Plaza');
    await write(p, 'Agent city', 'Trenton');
    await pick(p, 'Agent state', 'NJ');
    await write(p, 'Agent zip code', '08608');
    await subStepDone(p, 'ERISA');

    await openSubStep(p, 'Value-added services');
    await tickOnly(
      p,
      'Which value-added services do you want?',
      ['Online will preparation', 'Emergency travel assistance', 'Self care plus', 'Welltly service'],
      ['Online will preparation', 'Emergency travel assistance'],
    );
    await subStepDone(p, 'Value-added services');

    // The navigator: every step and every sub-step Done.
    for (const step of [
      '1. Company Details',
      '2. Plan Administrators & Billing',
      '3. Plan Configuration & Eligibility',
      '4. Other Contract Details',
    ]) {
      await stepLink(p, step, 'Done').waitFor();
    }
    const statuses = await navigator(p)
      .locator('[data-status]')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')));
    expect(statuses.length).toBe(4 + 22);
    expect(new Set(statuses)).toEqual(new Set(['Done']));

    // Review & Submit: nothing left; the confirmation, then the signature.
    await navigator(p).getByRole('link', { name: '5. Review & Submit', exact: true }).click();
    await p.getByText('Every part of the form is done. Review your answers, then sign.').waitFor();
    const sign = await signTheEif(p);
    expect(await sign.count()).toBe(0);

    // The summary: the answers given, a plan's answers by its coverage, the platform by its name.
    await p.getByRole('link', { name: 'See the Company Information Summary' }).click();
    await p.getByRole('heading', { level: 1, name: 'Company Information Summary' }).waitFor();
    await p.getByRole('heading', { level: 3, name: 'Statutory benefits' }).waitFor();
    await p.getByText('Employer share of the premium (%) (New Jersey TDB)', { exact: true }).waitFor();
    await p.getByText('Paylocity', { exact: true }).waitFor();
    await p.getByText('Seasonal warehouse staff', { exact: true }).waitFor();
    await p.getByText('Garden State Registered Agents', { exact: true }).waitFor();
    await p
      .getByRole('table', { name: 'Employee classes' })
      .getByRole('cell', { name: 'Warehouse crew' })
      .waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // Its PDF, read back with pdf.js: the answers given and the signing.
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Company.Information.Summary.*Northwind.*\.pdf$/);
    const pdf = (await pdfText(readFileSync(await download.path()))).text.replace(/\s+/g, ' ');
    expect(pdf).toContain('Northwind Foods Co.');
    expect(pdf).toMatch(/Benefits administration platform \([^)]+\) Paylocity /);
    expect(pdf).toContain('Northwind Logistics LLC 12-3456780');
    expect(pdf).toMatch(
      /Explain your payroll cycles \([^)]+\) Warehouse staff are paid biweekly, office staff monthly\./,
    );
    expect(pdf).toContain('Warehouse crew Full-time');
    expect(pdf).toContain('How is the leave year measured? Calendar year');
    expect(pdf).toContain('Employer share of the premium (%) (New Jersey TDB) 60%');
    expect(pdf).toContain('Three-year look-back percentage (New Jersey Family Leave Insurance) 10%');
    expect(pdf).toContain('Which groups are excluded? Seasonal warehouse staff');
    expect(pdf).toContain(
      'When does coverage end after employment ends? (Vision) On the date of termination',
    );
    expect(pdf).toContain('Agent name Garden State Registered Agents');
    expect(pdf).toContain(
      'Which value-added services do you want? Online will preparation, Emergency travel assistance',
    );
    expect(pdf).toMatch(/Signed [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(pdf).not.toContain('Not signed yet');

    // The task is Completed.
    await p.goto(`${hub}/task/eif-submit-company-information`);
    await task.waitFor();
    expect(await task.textContent()).toBe('Completed');
  }, 300_000);

  test('in Spanish, a sub-step of the EIF and the Company Information Summary read in Spanish, and axe passes', async () => {
    const p = page();
    const hub = await openHub(p, 'benadmin@onboard.test', 'Northwind Foods Co.');
    await p.goto(
      `${hub}/task/eif-submit-company-information/step/plan-configuration-&-eligibility/non-class-benefits-preferences`,
    );
    await p.getByRole('heading', { level: 2, name: 'Statutory benefits' }).waitFor();
    await p.getByRole('button', { name: 'Español' }).click();

    // The sub-step: the title, the steps, a plan's questions and their options.
    await p.getByRole('heading', { level: 1, name: 'Enviar información de la empresa' }).waitFor();
    expect(await p.locator('html').getAttribute('lang')).toBe('es');
    await p.getByRole('heading', { level: 2, name: 'Beneficios obligatorios' }).waitFor();
    const steps = p.getByRole('navigation', { name: 'Pasos del formulario' });
    await steps.getByRole('link', { name: /^1\. Datos de la empresa ?, (Completado|En curso)$/ }).waitFor();
    await p
      .getByRole('group', { name: '¿Cómo se mide el año de licencia?' })
      .getByRole('radio', { name: 'Año calendario' })
      .waitFor({ state: 'attached' });
    // Coverage names in the page's language too (issue 27 item 14).
    const tdb = p.getByRole('group', { name: 'Plan: TDB de Nueva Jersey', exact: true });
    await tdb
      .getByRole('group', { name: 'Opción de servicio de PFML' })
      .getByRole('radio', { name: 'Solo asesoría' })
      .waitFor({ state: 'attached' });
    await tdb
      .getByRole('group', { name: '¿Cómo se pagan las primas de PFML?' })
      .getByRole('radio', { name: 'Pagado en su totalidad por el empleador' })
      .waitFor({ state: 'attached' });
    await p.getByRole('link', { name: 'Siguiente' }).waitFor();
    expect(await p.getByText('How is the leave year measured?').count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);

    // The summary: headings, questions and answers in Spanish (a month by its Spanish name).
    await p.goto(`${hub}/task/eif-submit-company-information/summary`);
    await p.getByRole('heading', { level: 1, name: 'Resumen de la información de la empresa' }).waitFor();
    await p.getByRole('heading', { level: 2, name: 'Datos de la empresa' }).waitFor();
    await p.getByRole('heading', { level: 2, name: 'Otros detalles del contrato' }).waitFor();
    await p.getByRole('heading', { level: 3, name: 'Beneficios obligatorios' }).waitFor();
    await p.getByText('Opción de servicio de PFML (TDB de Nueva Jersey)', { exact: true }).waitFor();
    await p.getByText('Mes de aniversario de la póliza', { exact: true }).waitFor();
    await p.getByText('enero', { exact: true }).waitFor();
    await p.getByText('¿Están cubiertas las parejas de hecho como cónyuges?', { exact: true }).waitFor();
    await p.getByRole('link', { name: 'Descargar PDF' }).waitFor();
    await p.getByRole('link', { name: '← Volver al formulario' }).waitFor();
    expect(await p.getByText('Company Information Summary').count()).toBe(0);
    expect(await p.getByText('January', { exact: true }).count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);
  });
});
