import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

/** A client id that is none of the demo broker's clients. */
const NOT_THEIRS = '00000000-0000-4000-8000-000000000001';

describe('opening a page one may not open', () => {
  const { page, url } = useBrowser();

  test('a broker opening a client that is not theirs lands home and is told why', async () => {
    const p = page();
    await visitAs(p, 'broker@onboard.test');
    await p.waitForURL(url('/clients'));

    await p.goto(`/client/${NOT_THEIRS}`);
    await p.waitForURL(url('/clients'));
    const notice = p.getByTestId('access-notice');
    await notice.getByText('You can’t open that client').waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    await p.getByRole('heading', { level: 1, name: 'My clients' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await notice.getByRole('button', { name: 'Dismiss this message' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
