import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp-server';
import { createFolderTransport, createSmtpTransport, type EmailLogger } from './transport';

const email = {
  id: '6f1c1f8e-9d43-4c1e-9a51-3f1c2b7d9e10',
  to: 'owner@example.com',
  replyTo: 'shopper@example.com',
  subject: 'Hello',
  text: 'Body text',
  html: null,
};

const servers: LoopbackSmtp[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A loopback SMTP server, closed after the test. */
async function startSmtp(): Promise<LoopbackSmtp> {
  const server = await startLoopbackSmtp();
  servers.push(server);
  return server;
}

describe('email transports', () => {
  it('the folder transport writes the email to a file and logs its name, never the body', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const logger = {
      info: (obj: unknown, msg: string) => lines.push({ obj, msg }),
      warn: () => undefined,
      error: () => undefined,
    } as unknown as EmailLogger;
    const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    const secret = { ...email, text: 'Open https://shop.test/verify-link?token=SECRET-TOKEN' };
    await createFolderTransport(logger, 'Shop <no-reply@shop.test>', dir).send(secret);
    const file = readFileSync(join(dir, `${email.id}.eml`), 'utf8');
    expect(file).toContain('To: owner@example.com');
    expect(file).toContain('Reply-To: shopper@example.com');
    expect(file).toContain('Subject: Hello');
    expect(file).toContain('verify-link?token=SECRET-TOKEN');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.obj).toMatchObject({ outboxId: email.id, to: 'owner@example.com' });
    expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN');
  });

  it('the SMTP transport delivers with the sender, Reply-To and a Message-ID from the outbox id', async () => {
    const { port, received } = await startSmtp();
    const transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Shop <no-reply@shop.test>',
    });
    await transport.send(email);
    transport.close();
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    expect(raw).toMatch(/^From: Shop <no-reply@shop\.test>/m);
    expect(raw).toMatch(/^To: owner@example\.com/m);
    expect(raw).toMatch(/^Reply-To: shopper@example\.com/m);
    expect(raw).toContain(`Message-ID: <${email.id}@shop.test>`);
    expect(raw).toContain('Body text');
  });

  it('the SMTP transport rejects when no server listens', async () => {
    const { port } = await startSmtp();
    await servers.pop()?.close();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.test' });
    await expect(transport.send(email)).rejects.toThrow(/ECONNREFUSED/);
    transport.close();
  });
});
