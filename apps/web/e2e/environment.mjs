// The browser tests' Jest environment: Node's, plus whether the running test has failed, so useBrowser's
// afterEach can keep what the page showed at that moment (browser.ts `keepFailure`). Jest runs a test's
// afterEach hooks after its body, so the flag is set by then.
import { TestEnvironment } from 'jest-environment-node';

export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__onboardTestFailed = false;
    if (
      event.name === 'test_fn_failure' ||
      (event.name === 'hook_failure' && event.hook.type === 'beforeEach')
    )
      this.global.__onboardTestFailed = true;
  }
}
