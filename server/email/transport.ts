/**
 * How an outbox email leaves the process: SMTP through nodemailer when `SMTP_URL` is set;
 * otherwise the log transport, which writes the whole email to the log (pino) and counts as
 * delivered, so development needs no mail server and the outbox row stays readable ('sent').
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** One email as the worker hands it over. */
export interface DeliverableEmail {
  /** The outbox row id: also the Message-ID, so a retried send is recognisably the same mail. */
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

export interface EmailTransport {
  kind: 'smtp' | 'log';
  /** Resolves once the receiving server accepted the email; rejects with the reason otherwise. */
  send(email: DeliverableEmail): Promise<void>;
  close(): void;
}

export type EmailLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

/** The domain of the sender address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

export interface SmtpTransportOptions {
  url: string;
  from: string;
  /** Connection, greeting and socket timeouts. Defaults to `10_000`, `10_000`, `30_000` ms. */
  timeoutsMs?: { connection: number; greeting: number; socket: number };
}

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(options: SmtpTransportOptions): EmailTransport {
  const timeouts = options.timeoutsMs ?? { connection: 10_000, greeting: 10_000, socket: 30_000 };
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  const domain = senderDomain(options.from);
  return {
    kind: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from: options.from,
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: `<${email.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** Writes each email to the log instead of sending it. */
export function createLogTransport(logger: EmailLogger, from: string): EmailTransport {
  return {
    kind: 'log',
    async send(email) {
      logger.info(
        {
          outboxId: email.id,
          from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
        },
        'email written to the log (SMTP_URL is not set, so it is not sent)',
      );
    },
    close: () => undefined,
  };
}

/** SMTP when `config.smtpUrl` is set, else the log transport. */
export function createEmailTransport(
  config: Pick<Config, 'smtpUrl' | 'smtpFrom'>,
  logger: EmailLogger,
): EmailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
    : createLogTransport(logger, config.smtpFrom);
}
