import { expect, test } from '@jest/globals';
import { errorEnvelopeSchema, INTERNAL } from '@onboard/contracts';
import { describeServiceBasics } from '@onboard/server-kit/testing';
import { emailService } from './definition.js';

// Sending end to end (relay, retries, events) is in email-sending.integration-spec.ts, which points the
// service at a stand-ins SMTP sink of its own; this service sends to the default SMTP_HOST/PORT, so only
// requests that store nothing are made here.
describeServiceBasics(emailService, ({ rpc }) => {
  test('refuses an invalid e-mail with VALIDATION_FAILED and a body.* path per field', async () => {
    const error = await rpc()
      .request(INTERNAL.email.queue.subject, {
        template: 'NOT_A_TEMPLATE',
        to: [{ email: 'not-an-address', userId: 'not-a-uuid' }],
        subject: '',
        text: 'Hello',
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const envelope = errorEnvelopeSchema.parse(error);
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(envelope.errors.map((e) => e.path).sort()).toEqual([
      'body.subject',
      'body.template',
      'body.to.0.email',
      'body.to.0.userId',
    ]);
  });

  test('refuses an e-mail without recipients', async () => {
    const error = await rpc()
      .request(INTERNAL.email.queue.subject, { template: 'GENERIC', to: [], subject: 'Hi', text: 'Hello' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(errorEnvelopeSchema.parse(error).errors).toMatchObject([
      { path: 'body.to', message: expect.any(String) },
    ]);
  });
});
