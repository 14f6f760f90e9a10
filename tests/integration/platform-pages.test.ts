/**
 * The marketing host's platform pages: the legal texts come from the repo's Markdown with the
 * operator's details from configuration, escaped (a value never becomes a mark or a link);
 * the platform contact form checks its captcha (single use), names each bad field, queues
 * the message to the platform's address with the sender as Reply-To, and is rate limited.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { parseMarkdownBlocks, type LegalDocReply } from '../../shared';
import { emailOutbox } from '../../server/db/schema';
import { solvedToken } from './helpers/captcha';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';

const SEND = '/api/email/platform-contact-email';
const PLATFORM = 'hello@platform.test';
/** An operator name full of Markdown and HTML: it must read as itself. */
const OPERATOR = 'Acme *Shops* [Ltd](javascript:alert(1)) <b>x</b>';

function message(captchaToken: string, overrides: Record<string, unknown> = {}) {
  return {
    name: ' Grace Hopper ',
    email: ' grace@example.com ',
    subject: ' Plans for a bakery\r\nBcc: x@evil.test ',
    message: 'Can I use my own domain on the smallest plan?',
    captchaToken,
    ...overrides,
  };
}

function fieldsOf(body: string): string[] {
  return ((JSON.parse(body) as { details?: { field: string }[] }).details ?? []).map(
    (d) => d.field,
  );
}

describeOnDatabase('platform pages', () => {
  let visitor: TestClient;

  const t = useTestApp({
    OPERATOR_NAME: OPERATOR,
    OPERATOR_ADDRESS: '1 Main Street, Springfield',
    OPERATOR_EMAIL: 'legal@platform.test',
    PLATFORM_CONTACT_EMAIL: PLATFORM,
    CONTACT_RATE_LIMIT: '1000',
  });
  beforeAll(async () => {
    visitor = new TestClient(t.app);
  });

  async function platformOutbox() {
    return t.database.db
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.storeId), eq(emailOutbox.kind, 'platform')));
  }

  it('serves each legal text with its title, effective date and the escaped operator', async () => {
    for (const doc of ['terms', 'refund-policy', 'service-policy', 'privacy-policy']) {
      const res = await visitor.get(`/api/platform/legal/${doc}`);
      expect(res.statusCode, doc).toBe(200);
      const body = res.json<LegalDocReply>();
      expect(body.doc).toBe(doc);
      expect(body.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.markdown).not.toMatch(/\{\{/);
      const blocks = parseMarkdownBlocks(body.markdown);
      const inlines = blocks.flatMap((b) =>
        b.kind === 'paragraph' ? b.inlines : b.kind === 'list' ? b.items.flat() : [],
      );
      // The name arrives whole as plain text: no bold, no link made of it.
      const text = inlines.map((i) => i.text).join('');
      expect(text, doc).toContain(OPERATOR);
      expect(inlines.some((i) => i.kind === 'link' && /javascript/i.test(i.href))).toBe(false);
      expect(inlines.filter((i) => i.kind === 'strong').map((i) => i.text)).toContain(OPERATOR);
    }
    const terms = (await visitor.get('/api/platform/legal/terms')).json<LegalDocReply>();
    expect(terms.title).toBe('Terms of service');
    expect(terms.markdown).toContain('1 Main Street, Springfield');
    expect(terms.markdown).toContain('legal@platform.test');
  });

  it('answers 404 naming doc for an unknown text', async () => {
    for (const doc of ['nope', 'terms.md', '..%2Fconfig']) {
      const res = await visitor.get(`/api/platform/legal/${doc}`);
      expect(res.statusCode, doc).toBe(404);
      expect(fieldsOf(res.body)).toEqual(['doc']);
    }
  });

  it('queues a message to the platform address with the sender as reply-to', async () => {
    const before = (await platformOutbox()).length;
    const res = await visitor.post(SEND, message(await solvedToken(visitor)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await platformOutbox();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row?.toAddress).toBe(PLATFORM);
    expect(row?.replyTo).toBe('grace@example.com');
    // The subject's line break never reaches a header.
    expect(row?.subject).toBe('[Contact] Plans for a bakery Bcc: x@evil.test');
    expect(row?.textBody).toContain('Grace Hopper <grace@example.com>');
    expect(row?.textBody).toContain('Can I use my own domain on the smallest plan?');
  });

  it('requires the captcha, and each solution works once', async () => {
    const before = (await platformOutbox()).length;
    const missing = await visitor.post(SEND, message(''));
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['captchaToken']);
    const bogus = await visitor.post(SEND, message('bm90IGEgdG9rZW4='));
    expect(bogus.statusCode).toBe(400);
    expect(fieldsOf(bogus.body)).toEqual(['captchaToken']);
    const token = await solvedToken(visitor);
    expect((await visitor.post(SEND, message(token))).statusCode).toBe(201);
    const replay = await visitor.post(SEND, message(token));
    expect(replay.statusCode).toBe(400);
    expect(fieldsOf(replay.body)).toEqual(['captchaToken']);
    expect(await platformOutbox()).toHaveLength(before + 1);
  });

  it('names each bad field with a 400 and queues nothing', async () => {
    const before = (await platformOutbox()).length;
    const token = await solvedToken(visitor);
    const res = await visitor.post(
      SEND,
      message(token, { name: ' ', email: 'not-an-email', subject: '', message: 'x'.repeat(5001) }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const extra = await visitor.post(SEND, { ...message(token), storeId: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(await platformOutbox()).toHaveLength(before);
  });
});

describeOnDatabase('platform contact defaults and rate limit', () => {
  const t = useTestApp({ CONTACT_RATE_LIMIT: '2', OPERATOR_EMAIL: 'ops@platform.test' });

  it('sends to the operator email when no contact address is set, and answers 429 past the limit', async () => {
    const visitor = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await visitor.post(SEND, message(await solvedToken(visitor)))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const rows = await t.database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'platform'));
    expect(rows.map((r) => r.to)).toEqual(['ops@platform.test', 'ops@platform.test']);
  });
});
