/**
 * The merchant's own account (`/dashboard/profile`): read the profile, change the name, change
 * the email through a single-use link sent to the new address (a notice with a "this wasn't
 * me" link goes to the old one), change the password (current one required; every other
 * session and every outstanding link end), list and revoke sessions; and the single-use links
 * themselves (`/verify-link`): inspect and confirm, for every purpose (each purpose's action:
 * account-link-actions.ts). "Log out everywhere" is `POST /api/auth/logout-everywhere`
 * (routes.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGE_CANCEL_LINK_HOURS,
  EMAIL_CHANGE_LINK_HOURS,
  type ProfileReply,
  profileEndpoints,
} from '../../shared';
import { users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { HttpError, notFound, conflict } from '../http/errors';
import { route } from '../http/route';
import { dashboardOrigin } from '../http/public-links';
import { rethrowUnique } from '../lib/pg-errors';
import { accountLinkUrl, emailChangeLinkEmail, emailChangeNoticeEmail } from './account-emails';
import { followAccountLink, linkActions } from './account-link-actions';
import { lockedForMs, recordFailedPassword, tooManyFailedPasswords } from './account-limit';
import {
  consumeAccountToken,
  issueAccountToken,
  pendingAccountToken,
  readAccountToken,
} from './account-tokens';
import { deviceName } from './device-name';
import { hashPassword, verifyPassword } from './password';
import { endsActingSession, revokeAccountAccess } from './revoke-account-access';
import { SESSION_COOKIE, endUserSession, listUserSessions } from './sessions';

const emailTaken = () => conflict('newEmail', 'An account with this email already exists');

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
    endpoint: profileEndpoints.profile,
    access: 'session',
    handler: async ({ session }) => profileOf(session.user.id),
  });

  route(app, {
    endpoint: profileEndpoints.profileName,
    access: 'session',
    handler: async ({ session, body }) => {
      await db.update(users).set({ name: body.name }).where(eq(users.id, session.user.id));
      return profileOf(session.user.id);
    },
  });

  route(app, {
    endpoint: profileEndpoints.profileEmailChange,
    access: 'session',
    rateLimit: authLimit,
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
      const now = app.ctx.now();
      await db.transaction(async (tx) => {
        const { token } = await issueAccountToken(tx, {
          userId: user.id,
          purpose: 'email-change',
          newEmail: body.newEmail,
          ttlMs: EMAIL_CHANGE_LINK_HOURS * 60 * 60_000,
          now,
        });
        // The notice's "this wasn't me" link keeps the address it goes to: once the account's
        // email is no longer that one, the change happened and the link says so.
        const cancel = await issueAccountToken(tx, {
          userId: user.id,
          purpose: 'email-change-cancel',
          newEmail: user.email,
          ttlMs: EMAIL_CHANGE_CANCEL_LINK_HOURS * 60 * 60_000,
          now,
          keepEarlier: true,
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
            cancelLink: accountLinkUrl(origin, cancel.token),
          }),
        );
      });
      request.log.info({ userId: user.id }, 'email change requested');
      return profileOf(user.id);
    },
  });

  route(app, {
    endpoint: profileEndpoints.profilePassword,
    access: 'session',
    rateLimit: authLimit,
    handler: async ({ session, body, request }) => {
      const user = await checkCurrentPassword(session.user.id, body.currentPassword);
      if (body.newPassword === body.currentPassword) {
        throw new HttpError(400, 'The new password is the current one', [
          { field: 'newPassword', message: 'Choose a password different from the current one' },
        ]);
      }
      const passwordHash = await hashPassword(body.newPassword, passwordHashLogN);
      const revoked = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        return revokeAccountAccess(tx, {
          userId: user.id,
          change: 'password-change',
          actingSessionId: session.sessionId,
          now: app.ctx.now(),
        });
      });
      request.log.info(
        { userId: user.id, ...revoked },
        'password changed; other sessions and links ended',
      );
      return { ok: true as const, endedSessions: revoked.endedSessions };
    },
  });

  route(app, {
    endpoint: profileEndpoints.sessions,
    access: 'session',
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
    endpoint: profileEndpoints.sessionsRevoke,
    access: 'session',
    handler: async ({ session, body, reply }) => {
      // Another user's session is as unknown as a made-up id.
      if (!(await endUserSession(db, session.user.id, body.sessionId))) {
        throw notFound('Session not found', 'sessionId', 'No such session of yours');
      }
      const endedCurrent = body.sessionId === session.sessionId;
      if (endedCurrent) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const, endedCurrent };
    },
  });

  route(app, {
    endpoint: profileEndpoints.accountLinkInspect,
    access: 'public',
    rateLimit: authLimit,
    handler: async ({ body }) => {
      const now = app.ctx.now();
      const row = await readAccountToken(db, body.token, now);
      // A cancel link shows the change it cancels (its row keeps the address it went to).
      const newEmail =
        row.purpose === 'email-change-cancel'
          ? ((await pendingAccountToken(db, row.userId, 'email-change', now))?.newEmail ?? null)
          : row.newEmail;
      return { purpose: row.purpose, newEmail, expiresAt: row.expiresAt.toISOString() };
    },
  });

  route(app, {
    endpoint: profileEndpoints.accountLinkConfirm,
    access: 'public',
    rateLimit: authLimit,
    handler: async ({ body, session, request, reply }) => {
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
      const actingSessionId = session?.sessionId ?? null;
      try {
        const done = await db.transaction(async (tx) => {
          const row = await consumeAccountToken(tx, body.token, purpose, now);
          return followAccountLink(tx, purpose, row, { now, passwordHash, actingSessionId });
        });
        request.log.info({ purpose }, 'account link used');
        // Every session ended, this browser's too: its cookie goes.
        if (action.change && endsActingSession(action.change)) {
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
        }
        return done;
      } catch (error) {
        rethrowUnique(error, () =>
          conflict('token', 'This email address now belongs to another account'),
        );
      }
    },
  });
}
