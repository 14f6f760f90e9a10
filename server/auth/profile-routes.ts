/**
 * The merchant's own account (`/dashboard/profile`): read the profile, change the name, change
 * the email through a single-use link sent to the new address (a notice goes to the old one),
 * change the password (current one required; every other session ends), list and revoke
 * sessions; and the single-use links themselves (`/verify-link`): inspect and confirm, for
 * every purpose (email change, password reset, email verification).
 * "Log out everywhere" is `POST /api/auth/logout-everywhere` (routes.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGE_LINK_HOURS,
  accountLinkBodySchema,
  accountLinkConfirmBodySchema,
  accountLinkDoneSchema,
  accountLinkInfoSchema,
  changePasswordBodySchema,
  changePasswordReplySchema,
  profileReplySchema,
  requestEmailChangeBodySchema,
  revokeSessionBodySchema,
  revokeSessionReplySchema,
  sessionListReplySchema,
  updateNameBodySchema,
  type AccountLinkDone,
  type AccountLinkPurpose,
  type ProfileReply,
} from '../../shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { dashboardOrigin } from '../http/public-links';
import { isUniqueViolation } from '../lib/pg-errors';
import { accountLinkUrl, emailChangeLinkEmail, emailChangeNoticeEmail } from './account-emails';
import { lockedForMs, recordFailedPassword, tooManyFailedPasswords } from './account-limit';
import {
  consumeAccountToken,
  issueAccountToken,
  pendingAccountToken,
  readAccountToken,
  type AccountToken,
} from './account-tokens';
import { deviceName } from './device-name';
import { hashPassword, verifyPassword } from './password';
import {
  SESSION_COOKIE,
  endAllSessions,
  endOtherSessions,
  endUserSession,
  listUserSessions,
} from './sessions';

/** The transaction a link's action runs in (the one that consumed the token). */
type LinkTx = Parameters<Parameters<Db['transaction']>[0]>[0];

const emailTaken = () =>
  new HttpError(409, 'An account with this email already exists', [
    { field: 'newEmail', message: 'An account with this email already exists' },
  ]);

/** What a link's action gets besides its row: the clock and a reset's new password, hashed. */
interface LinkContext {
  now: Date;
  passwordHash: string | null;
}

/**
 * What following a link of each purpose does, inside the transaction that consumes it (its
 * screen on /verify-link is dashboard/profile/VerifyLinkScreen.tsx's `linkScreens`).
 */
const linkActions: Record<
  AccountLinkPurpose,
  (tx: LinkTx, row: AccountToken, context: LinkContext) => Promise<AccountLinkDone>
> = {
  // The new address is proved by following its link: it counts as verified.
  'email-change': async (tx, row, { now }) => {
    if (!row.newEmail) throw new Error('email-change token without new_email');
    await tx
      .update(users)
      .set({ email: row.newEmail, emailVerifiedAt: now })
      .where(eq(users.id, row.userId));
    return { purpose: 'email-change', email: row.newEmail };
  },
  // The new password, and every session of the account ends (a thief's too). The link came
  // to the account's address, so that address counts as verified.
  'password-reset': async (tx, row, { now, passwordHash }) => {
    if (!passwordHash) throw new Error('password-reset without a new password');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
    if (!user) throw new Error('password-reset token without its user');
    if (!user.emailVerifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    }
    await endAllSessions(tx, row.userId);
    return { purpose: 'password-reset', email: user.email };
  },
  // Only the address the link was sent to: after an email change an older link verifies nothing.
  'verify-email': async (tx, row, { now }) => {
    const [user] = await tx
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!user || (row.newEmail && row.newEmail !== user.email)) {
      throw new HttpError(409, 'This link was for another address', [
        {
          field: 'token',
          message:
            'This link was sent to an address your account no longer uses. Ask for a new one.',
        },
      ]);
    }
    if (!user.emailVerifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    }
    return { purpose: 'verify-email', email: user.email };
  },
};

export async function profileRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const { accountLoginLimit, passwordHashLogN, sessionIdleMs } = app.ctx.config;
  const authLimit = { max: app.ctx.config.authRateLimit, timeWindow: '1 minute' };

  async function profileOf(userId: string): Promise<ProfileReply> {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user)
      throw new HttpError(401, 'Please log in to continue', undefined, { redirectTo: '/login' });
    const pending = await pendingAccountToken(db, userId, 'email-change', app.ctx.now());
    return {
      name: user.name,
      email: user.email,
      pendingEmail:
        pending?.newEmail && pending.newEmail !== user.email
          ? { email: pending.newEmail, expiresAt: pending.expiresAt.toISOString() }
          : null,
    };
  }

  /**
   * The user's row once `password` is proved to be their current one: a wrong one is a 403
   * naming `currentPassword` and counts toward the per-account limit the login uses (429).
   */
  async function checkCurrentPassword(userId: string, password: string) {
    const now = app.ctx.now();
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user)
      throw new HttpError(401, 'Please log in to continue', undefined, { redirectTo: '/login' });
    const lockedMs = lockedForMs(user, now, accountLoginLimit);
    if (lockedMs > 0) throw tooManyFailedPasswords(lockedMs, 'currentPassword');
    if (!(await verifyPassword(password, user.passwordHash))) {
      await recordFailedPassword(db, user, now);
      throw new HttpError(403, 'The current password is not right', [
        { field: 'currentPassword', message: 'This is not your current password' },
      ]);
    }
    if (user.failedLoginCount > 0) {
      await db
        .update(users)
        .set({ failedLoginCount: 0, failedLoginWindowStart: null })
        .where(eq(users.id, user.id));
    }
    return user;
  }

  route(app, {
    method: 'GET',
    url: '/api/auth/profile',
    access: 'session',
    reply: profileReplySchema,
    handler: async ({ session }) => profileOf(session.user.id),
  });

  route(app, {
    method: 'PUT',
    url: '/api/auth/profile/name',
    access: 'session',
    body: updateNameBodySchema,
    reply: profileReplySchema,
    handler: async ({ session, body }) => {
      await db.update(users).set({ name: body.name }).where(eq(users.id, session.user.id));
      return profileOf(session.user.id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/profile/email-change',
    access: 'session',
    rateLimit: authLimit,
    body: requestEmailChangeBodySchema,
    reply: profileReplySchema,
    handler: async ({ session, body, request }) => {
      const user = await checkCurrentPassword(session.user.id, body.currentPassword);
      if (body.newEmail === user.email) {
        throw new HttpError(400, 'This is already your email', [
          { field: 'newEmail', message: 'This is already your email' },
        ]);
      }
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.newEmail))
        .limit(1);
      if (taken) throw emailTaken();
      const origin = dashboardOrigin(app.ctx.config);
      await db.transaction(async (tx) => {
        const { token } = await issueAccountToken(tx, {
          userId: user.id,
          purpose: 'email-change',
          newEmail: body.newEmail,
          ttlMs: EMAIL_CHANGE_LINK_HOURS * 60 * 60_000,
          now: app.ctx.now(),
        });
        await enqueueEmail(
          tx,
          emailChangeLinkEmail({
            name: user.name,
            newEmail: body.newEmail,
            link: accountLinkUrl(origin, token),
          }),
        );
        await enqueueEmail(
          tx,
          emailChangeNoticeEmail({
            name: user.name,
            oldEmail: user.email,
            newEmail: body.newEmail,
          }),
        );
      });
      request.log.info({ userId: user.id }, 'email change requested');
      return profileOf(user.id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/profile/password',
    access: 'session',
    rateLimit: authLimit,
    body: changePasswordBodySchema,
    reply: changePasswordReplySchema,
    handler: async ({ session, body, request }) => {
      const user = await checkCurrentPassword(session.user.id, body.currentPassword);
      if (body.newPassword === body.currentPassword) {
        throw new HttpError(400, 'The new password is the current one', [
          { field: 'newPassword', message: 'Choose a password different from the current one' },
        ]);
      }
      const passwordHash = await hashPassword(body.newPassword, passwordHashLogN);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      const ended = await endOtherSessions(db, user.id, session.sessionId);
      request.log.info({ userId: user.id, ended }, 'password changed; other sessions ended');
      return { ok: true as const, endedSessions: ended };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/auth/sessions',
    access: 'session',
    reply: sessionListReplySchema,
    handler: async ({ session }) => {
      const rows = await listUserSessions(db, session.user.id, app.ctx.now(), sessionIdleMs);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === session.sessionId,
        })),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/sessions/revoke',
    access: 'session',
    body: revokeSessionBodySchema,
    reply: revokeSessionReplySchema,
    handler: async ({ session, body, reply }) => {
      // Another user's session is as unknown as a made-up id.
      if (!(await endUserSession(db, session.user.id, body.sessionId))) {
        throw new HttpError(404, 'Session not found', [
          { field: 'sessionId', message: 'No such session of yours' },
        ]);
      }
      const endedCurrent = body.sessionId === session.sessionId;
      if (endedCurrent) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const, endedCurrent };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/account-link/inspect',
    access: 'public',
    rateLimit: authLimit,
    body: accountLinkBodySchema,
    reply: accountLinkInfoSchema,
    handler: async ({ body }) => {
      const row = await readAccountToken(db, body.token, app.ctx.now());
      return {
        purpose: row.purpose,
        newEmail: row.newEmail,
        expiresAt: row.expiresAt.toISOString(),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/account-link/confirm',
    access: 'public',
    rateLimit: authLimit,
    body: accountLinkConfirmBodySchema,
    reply: accountLinkDoneSchema,
    handler: async ({ body, request, reply }) => {
      const now = app.ctx.now();
      const { purpose } = await readAccountToken(db, body.token, now);
      let passwordHash: string | null = null;
      if (purpose === 'password-reset') {
        if (!body.newPassword) {
          throw new HttpError(400, 'Choose a new password', [
            { field: 'newPassword', message: 'Password is required' },
          ]);
        }
        passwordHash = await hashPassword(body.newPassword, passwordHashLogN);
      }
      const action = linkActions[purpose];
      try {
        const done = await db.transaction(async (tx) => {
          const row = await consumeAccountToken(tx, body.token, purpose, now);
          return action(tx, row, { now, passwordHash });
        });
        request.log.info({ purpose }, 'account link used');
        // Every session ended, this browser's too: its cookie goes.
        if (purpose === 'password-reset') reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return done;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, 'This email address now belongs to another account', [
            { field: 'token', message: 'This email address now belongs to another account' },
          ]);
        }
        throw error;
      }
    },
  });
}
