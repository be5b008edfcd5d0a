import { expect, test } from '@jest/globals';
import { benAdminPlatformListSchema, errorEnvelopeSchema, SUBJECTS } from '@onboard/contracts';
import { describeServiceBasics } from '@onboard/server-kit/testing';
import { clientsService } from './definition.js';

describeServiceBasics(clientsService, ({ rpc }) => {
  test('lists the seeded ben-admin platforms by name', async () => {
    const platforms = benAdminPlatformListSchema.parse(
      await rpc().request(SUBJECTS.clients.benAdminPlatformList, {}),
    );
    const names = platforms.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('refuses a malformed payload with the error envelope, not a crash', async () => {
    const error = await rpc()
      .request(SUBJECTS.clients.benAdminPlatformList, { unexpected: true })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const envelope = errorEnvelopeSchema.parse(error);
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(envelope.errors[0]?.path).toBe('body');
  });

  test('field errors are written for people and a release status must be one of its values', async () => {
    const error = await rpc()
      .request(SUBJECTS.clients.update, {
        clientId: '0b6f5c3e-0000-4000-8000-00000000000a',
        changes: { name: 'x'.repeat(256), releaseStatus: 'Shipped' },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(errorEnvelopeSchema.parse(error)).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'body.changes.name', message: 'Please enter at most 255 characters' },
        { path: 'body.changes.releaseStatus', message: 'Please choose one of the options' },
      ],
    });
  });
});
