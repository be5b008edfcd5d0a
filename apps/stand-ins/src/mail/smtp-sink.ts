import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message as the sink received it. WIRE FORMAT of `GET /mail/messages`, read by tests and people. */
export type ReceivedMessage = {
  id: string;
  /** The Message-ID header, angle brackets included (`<e-mail id@sender domain>`). */
  messageId: string | null;
  from: string;
  /** The envelope recipients (RCPT TO), so Bcc counts too. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
};

export type SmtpSinkOptions = {
  /** Messages kept, newest first; older ones fall off. */
  capacity?: number;
  onReceived?: (message: ReceivedMessage) => void;
};

const smtpError = (responseCode: number, message: string): SMTPServerError =>
  Object.assign(new Error(message), { responseCode });

/**
 * The SMTP relay of `npm start` and the tests: accepts any mail (no auth, no TLS), keeps the newest messages
 * in memory, and can be told to refuse, so senders' retry paths can be exercised.
 */
export class SmtpSink {
  private messages: ReceivedMessage[] = [];
  private refusals = 0;
  private rejected = new Set<string>();
  private readonly capacity: number;
  private readonly server: SMTPServer;

  constructor(private readonly options: SmtpSinkOptions = {}) {
    this.capacity = options.capacity ?? 500;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 25 * 1024 * 1024,
      // Senders close after each message; on stop, do not wait 30 s for a stuck one.
      closeTimeout: 1_000,
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address.toLowerCase())) {
          callback(smtpError(550, `Mailbox unavailable: ${address.address} (stand-in told to reject it)`));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            if (stream.sizeExceeded) {
              callback(smtpError(552, 'Message exceeds the size limit'));
              return;
            }
            if (this.refusals > 0) {
              this.refusals -= 1;
              callback(smtpError(451, 'Temporary local problem (stand-in told to refuse), try again later'));
              return;
            }
            const message: ReceivedMessage = {
              id: randomUUID(),
              messageId: parsed.messageId ?? null,
              from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html === false ? null : (parsed.html ?? null),
              receivedAt: new Date().toISOString(),
            };
            this.messages = [message, ...this.messages].slice(0, this.capacity);
            this.options.onReceived?.(message);
            callback();
          },
          (error: unknown) => {
            callback(smtpError(554, `Message could not be parsed: ${String(error)}`));
          },
        );
      },
    });
  }

  /** Resolves with the port it listens on (useful with port 0). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => reject(error);
      this.server.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.server.off('error', onError);
        resolve((this.server.server.address() as AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server.server.listening) {
        resolve();
        return;
      }
      this.server.close(() => resolve());
    });
  }

  /** Newest first; `to` matches an envelope recipient, ignoring case. */
  list(to?: string): ReceivedMessage[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((m) => m.to.some((address) => address.toLowerCase() === wanted));
  }

  get(id: string): ReceivedMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }

  /** The next `times` messages get `451` after their data (a transient failure: senders retry). */
  refuseNext(times: number): void {
    this.refusals = times;
  }

  get pendingRefusals(): number {
    return this.refusals;
  }

  /** RCPT TO for these addresses gets `550` (a permanent failure) until the list is replaced. */
  rejectRecipients(addresses: string[]): void {
    this.rejected = new Set(addresses.map((a) => a.toLowerCase()));
  }

  get rejectedRecipients(): string[] {
    return [...this.rejected];
  }
}
