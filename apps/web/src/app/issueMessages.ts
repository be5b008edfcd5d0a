import { keyedMessageOf } from '@onboard/contracts';
import { messageToken } from './messageToken.js';

type Issue = Parameters<typeof keyedMessageOf>[0];

/**
 * A shared schema's verdict as the web shows it: the first issue of each field (by its dotted path), its
 * message kept as the token of its key and values (decision 061), which the field shows in the user's
 * language; a message without a key as its text. Used by the forms' resolver (schemaResolver.ts) and the lean
 * sign-in page's checks (login-entry/validate.ts). It imports zod through the contracts: never on a first load.
 */
export function firstIssueByPath(issues: readonly Issue[]): Map<string, { code: string; message: string }> {
  const first = new Map<string, { code: string; message: string }>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (first.has(path)) continue;
    const keyed = keyedMessageOf(issue);
    const message = 'key' in keyed ? messageToken(keyed.key, keyed.params, keyed.message) : keyed.message;
    first.set(path, { code: issue.code, message });
  }
  return first;
}
