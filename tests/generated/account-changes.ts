/**
 * The Sessions check (issue 24): every account-changing action against every outstanding
 * single-use link and session, crossed from two tables. `accountChangeCases` has one row per
 * action (`AccountChange`, server/auth/revoke-account-access.ts) and `outstandingLinks` one per
 * link purpose (`AccountLinkPurpose`, shared/api/profile.ts): both are complete records, so a
 * new action or purpose does not compile without its row. Everything goes through the API;
 * links are read from the outbox as the person would read them.
 * tests/integration/generated-sessions.test.ts runs the cross on both databases.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AccountChange } from '../../server/auth/revoke-account-access';
import type { AccountLinkPurpose } from '../../shared';
import { ACCOUNT_EMAILS, newestLinkTo } from '../integration/helpers/account-links';
import { TestClient, signUpMerchant, type TestApp } from '../integration/helpers/test-app';

const CONFIRM = '/api/auth/account-link/confirm';

/** The password an action or a link check sets (the reset and the change). */
export const NEW_PASSWORD = 'a-fresh-pass-24';

/** A merchant holding one working link of each purpose and two sessions. */
export interface OutstandingAccount {
  email: string;
  password: string;
  /** The session (browser) that performs the action. */
  acting: TestClient;
  /** Another session of the same account: another device, or someone who had the password. */
  other: TestClient;
  /** The address a pending email change waits on. */
  pendingEmail: string;
  links: Record<AccountLinkPurpose, string>;
}

interface LinkRow {
  /** The address whose email carries the link. */
  sentTo: (account: Pick<OutstandingAccount, 'email' | 'pendingEmail'>) => string;
  subject: RegExp;
}

/** Where each purpose's link is read from once the account is prepared. */
export const outstandingLinks: Record<AccountLinkPurpose, LinkRow> = {
  // Signup sends it.
  'verify-email': { sentTo: (a) => a.email, subject: ACCOUNT_EMAILS.verifyEmail },
  'password-reset': { sentTo: (a) => a.email, subject: ACCOUNT_EMAILS.passwordReset },
  'email-change': { sentTo: (a) => a.pendingEmail, subject: ACCOUNT_EMAILS.emailChange },
  // The "this wasn't me" link of the notice to the old address.
  'email-change-cancel': { sentTo: (a) => a.email, subject: ACCOUNT_EMAILS.emailChangeNotice },
};

interface ChangeRow {
  /** The route that makes the change, as `app.routeTable` lists it. */
  route: string;
  /** Whether the session that acted still works afterwards. */
  actingSession: 'survives' | 'ends';
  /** Makes the change from `account.acting`; answers 200. */
  run: (account: OutstandingAccount) => Promise<LightMyRequestResponse>;
}

/** Every action that must void the account's outstanding links and other sessions. */
export const accountChangeCases: Record<AccountChange, ChangeRow> = {
  'password-reset': {
    route: `POST ${CONFIRM}`,
    // A reset ends every session, the browser's that follows the link too.
    actingSession: 'ends',
    run: (a) =>
      a.acting.post(CONFIRM, { token: a.links['password-reset'], newPassword: NEW_PASSWORD }),
  },
  'password-change': {
    route: 'POST /api/auth/profile/password',
    actingSession: 'survives',
    run: (a) =>
      a.acting.post('/api/auth/profile/password', {
        currentPassword: a.password,
        newPassword: NEW_PASSWORD,
      }),
  },
  'email-change': {
    route: `POST ${CONFIRM}`,
    actingSession: 'survives',
    run: (a) => a.acting.post(CONFIRM, { token: a.links['email-change'] }),
  },
  'logout-everywhere': {
    route: 'POST /api/auth/logout-everywhere',
    actingSession: 'ends',
    run: (a) => a.acting.post('/api/auth/logout-everywhere'),
  },
  'email-change-cancel': {
    route: `POST ${CONFIRM}`,
    // "This wasn't me": every session ends.
    actingSession: 'ends',
    run: (a) => a.acting.post(CONFIRM, { token: a.links['email-change-cancel'] }),
  },
};

let accounts = 0;

/**
 * Signs a merchant up (a verification link), logs in a second session, asks for an email
 * change (its link and the notice's cancel link) and for a password reset (its link).
 */
export async function prepareOutstandingAccount(t: TestApp): Promise<OutstandingAccount> {
  const m = await signUpMerchant(t.app);
  const other = new TestClient(t.app);
  const login = await other.post('/api/auth/login', { email: m.email, password: m.password });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const pendingEmail = `pending-${++accounts}-${Date.now()}@example.com`;
  const change = await m.client.post('/api/auth/profile/email-change', {
    newEmail: pendingEmail,
    currentPassword: m.password,
  });
  if (change.statusCode !== 200) throw new Error(`email change: ${change.body}`);
  const forgot = await new TestClient(t.app).post('/api/auth/forgot-password', {
    email: m.email,
  });
  if (forgot.statusCode !== 200) throw new Error(`forgot password: ${forgot.body}`);
  const where = { email: m.email, pendingEmail };
  const links = {} as Record<AccountLinkPurpose, string>;
  for (const [purpose, row] of Object.entries(outstandingLinks)) {
    links[purpose as AccountLinkPurpose] = await newestLinkTo(t, row.sentTo(where), row.subject);
  }
  return { email: m.email, password: m.password, acting: m.client, other, pendingEmail, links };
}

/** Follows a link to the end (a new password included, for the purposes that need one). */
export function confirmLink(t: TestApp, token: string) {
  return new TestClient(t.app).post(CONFIRM, { token, newPassword: 'yet-another-pass-9' });
}
