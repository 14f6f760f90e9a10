/**
 * The account's own emails as a client reads them: the platform emails queued in the outbox
 * for an address, and the single-use token in a `/verify-link?token=…` link of one of them.
 */
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../../server/db/schema';
import type { TestApp } from './test-app';

/** The platform emails to `to` whose subject matches, oldest first. */
export async function emailsTo(t: TestApp, to: string, subject: RegExp) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'platform')));
  return rows
    .filter((row) => subject.test(row.subject))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The token of the `/verify-link` link in an email's text; throws when there is none. */
export function tokenIn(text: string | undefined): string {
  const match = /\/verify-link\?token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no link in the email');
  return match[1];
}

/** The token of the link in the newest platform email to `to` whose subject matches. */
export async function newestLinkTo(t: TestApp, to: string, subject: RegExp): Promise<string> {
  const sent = await emailsTo(t, to, subject);
  const newest = sent[sent.length - 1];
  if (!newest) throw new Error(`no email to ${to} matching ${subject}`);
  return tokenIn(newest.textBody);
}

/** Subjects of the account's emails, as the tests tell them apart. */
export const ACCOUNT_EMAILS = {
  verifyEmail: /^Confirm your email for/,
  passwordReset: /^Reset your Store Builder password/,
  emailChange: /^Confirm your new email address/,
  emailChangeNotice: /^A change of your account email was requested/,
} as const;
