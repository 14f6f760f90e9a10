/**
 * The browser tests' mailbox: `e2e-server.ts` starts a real SMTP server on loopback
 * (`smtp-server`) and points the app's `SMTP_URL` at it, so every email leaves through the
 * outbox worker and the SMTP transport as in production; each message received is appended
 * to `<data dir>/mailbox.jsonl`, which specs read with `waitForEmail`.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config';
import { startLoopbackSmtp } from '../support/smtp-server';

export interface ReceivedEmail {
  to: string[];
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
}

const mailboxFile = (dataDir: string) => join(dataDir, 'mailbox.jsonl');

/** Starts the SMTP server; answers the `SMTP_URL` to give the app. */
export async function startMailbox(dataDir: string): Promise<string> {
  const smtp = await startLoopbackSmtp({
    onMessage: (raw, recipients) => {
      const to = recipients.map((address) => address.toLowerCase());
      appendFileSync(mailboxFile(dataDir), `${JSON.stringify({ to, raw })}\n`);
    },
  });
  return `smtp://127.0.0.1:${smtp.port}`;
}

/** The text of a message with quoted-printable soft breaks and escapes undone. */
export function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readMailbox(dataDir: string): ReceivedEmail[] {
  const file = mailboxFile(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedEmail);
}

/** Every email to `to` received so far, decoded, oldest first. */
export function emailsTo(to: string, dataDir = E2E_DATA_DIR): string[] {
  return readMailbox(dataDir)
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => decodedText(m.raw));
}

/**
 * The newest email to `to` whose decoded text matches `pattern`, waiting for the outbox
 * worker (it polls every 3 s) up to `timeoutMs`.
 */
export async function waitForEmail(
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
  /** The server's data directory (a spec's own server: clock-server.ts); the shared one by default. */
  dataDir = E2E_DATA_DIR,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = emailsTo(to, dataDir)
      .filter((text) => pattern.test(text))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
