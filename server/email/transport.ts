/**
 * How an outbox email leaves the process: SMTP through nodemailer when `SMTP_URL` is set;
 * otherwise the folder transport, which writes each email as a file under `DATA_DIR/mail` and
 * counts it as delivered, so development needs no mail server and the outbox row stays
 * readable ('sent'). The log gets one line naming the file, never the body: emails carry
 * account links and order tokens, and the log must hold no secret (issue 24).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  kind: 'smtp' | 'folder';
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

/** A header value on one line (a subject or address can never break the file's layout). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/**
 * Writes each email to `dir` as `{outboxId}.eml` (headers, a blank line, the text; any mail
 * program opens it) instead of sending it, and logs the file's name without the body.
 */
export function createFolderTransport(
  logger: EmailLogger,
  from: string,
  dir: string,
): EmailTransport {
  return {
    kind: 'folder',
    async send(email) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${email.id}.eml`);
      const headers = [
        `From: ${headerValue(from)}`,
        `To: ${headerValue(email.to)}`,
        ...(email.replyTo ? [`Reply-To: ${headerValue(email.replyTo)}`] : []),
        `Subject: ${headerValue(email.subject)}`,
        `Message-ID: <${email.id}@${senderDomain(from)}>`,
        'Content-Type: text/plain; charset=utf-8',
      ];
      await writeFile(file, `${headers.join('\r\n')}\r\n\r\n${email.text}\r\n`, {
        mode: 0o600,
      });
      logger.info(
        { outboxId: email.id, to: email.to, subject: email.subject, file },
        'email written to a file (SMTP_URL is not set, so it is not sent)',
      );
    },
    close: () => undefined,
  };
}

/** SMTP when `config.smtpUrl` is set, else the folder transport under `DATA_DIR/mail`. */
export function createEmailTransport(
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'dataDir'>,
  logger: EmailLogger,
): EmailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
    : createFolderTransport(logger, config.smtpFrom, join(config.dataDir, 'mail'));
}
