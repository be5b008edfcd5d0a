import { describe, expect, test } from '@jest/globals';
import { issueInEnglish } from './validation-messages.js';
// Through the index, as every service and the gateway import the contracts (it installs the messages).
import { RELEASE_STATUSES, createClientSchema, updateClientSchema } from './index.js';

describe('release status: one of its values, not free text', () => {
  test('the spec’s LIVE and the status before it', () => {
    expect(RELEASE_STATUSES).toEqual(['IMPLEMENTATION', 'LIVE']);
  });

  test.each([...RELEASE_STATUSES, null])('%s is accepted on update and create', (releaseStatus) => {
    expect(updateClientSchema.parse({ releaseStatus })).toEqual({ releaseStatus });
    expect(createClientSchema.parse({ name: 'Acme', releaseStatus }).releaseStatus).toBe(releaseStatus);
  });

  test('a new client has none unless one is chosen', () => {
    expect(createClientSchema.parse({ name: 'Acme' }).releaseStatus).toBeNull();
  });

  test.each(['Live', 'live', 'Shipped', '', 'LIVE '])(
    '“%s” is refused with a message for people',
    (value) => {
      const result = updateClientSchema.safeParse({ releaseStatus: value });
      expect(
        result.error?.issues.map(issueInEnglish).map(({ path, message }) => ({ path, message })),
      ).toEqual([{ path: ['releaseStatus'], message: 'Please choose one of the options' }]);
    },
  );
});
