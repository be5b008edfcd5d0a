import { JobQueue, type JobHandler, type ServiceDeps } from '@onboard/server-kit';
import type { EmailConfig } from '../config.js';
import { createEmailSendHandler } from './email-send.worker.js';
import { recoverStrandedEmails } from './email.outbox.js';
import { smtpMailer } from './smtp.mailer.js';

/**
 * The worker side of the service: the send job, plus a sweep (at start, then every
 * EMAIL_RECOVERY_INTERVAL_MS) that re-enqueues e-mails no job will move any more (`recoverStrandedEmails`).
 */
export function emailWorkers(deps: ServiceDeps, config: EmailConfig): JobHandler<never>[] {
  const mailer = smtpMailer(config);
  const queue = new JobQueue(deps.nc);
  const sweep = (): void => {
    recoverStrandedEmails(deps.orm, queue, deps.logger).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'recovery sweep failed; the next one tries again');
    });
  };
  sweep();
  const timer = setInterval(sweep, config.EMAIL_RECOVERY_INTERVAL_MS);
  timer.unref();
  // ServiceDefinition has no stop hook for workers; the service drains its NATS connection when it stops.
  void deps.nc.closed().then(() => {
    clearInterval(timer);
    mailer.close();
  });
  // ServiceDefinition holds handlers of every payload type as JobHandler<never>; the worker validates the
  // payload with the handler's own schema before calling it.
  return [createEmailSendHandler(deps, config, mailer) as JobHandler<never>];
}
