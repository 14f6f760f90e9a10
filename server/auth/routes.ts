/**
 * The Auth API (spec 7): signup, login, logout (ends the session server-side too),
 * check-auth and check-admin. Login and signup are rate-limited per IP. Signup queues the
 * email-verification link (recovery-routes.ts has the reset and the resend).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TRIAL_DAYS,
  effectiveSubscriptionStatus,
  subscriptionStatusSchema,
  type CheckAuthResponse,
  authEndpoints,
} from '../../shared';
import { subscriptions, users } from '../db/schema';
import { HttpError, conflict } from '../http/errors';
import { route } from '../http/route';
import { rethrowUnique } from '../lib/pg-errors';
import { lockedForMs, recordFailedPassword, tooManyFailedPasswords } from './account-limit';
import { storedUserAgent } from './device-name';
import { sendVerificationEmail } from './recovery-routes';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { revokeAccountAccess } from './revoke-account-access';
import {
  SESSION_COOKIE,
  createSession,
  endSession,
  endSessionByToken,
  purgeDeadSessions,
  type SessionUser,
} from './sessions';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const authLimit = { max: app.ctx.config.authRateLimit, timeWindow: '1 minute' };

  async function authPayload(
    session: Pick<SessionUser, 'user' | 'selectedStoreId'>,
  ): Promise<CheckAuthResponse> {
    const rows = await db
      .select({
        status: subscriptions.status,
        trialEndsAt: subscriptions.trialEndsAt,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, session.user.id))
      .limit(1);
    const sub = rows[0];
    const [verified] = await db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, session.user.id))
      .limit(1);
    const stored = subscriptionStatusSchema.catch('NONE').parse(sub?.status ?? 'NONE');
    return {
      userId: session.user.id,
      email: session.user.email,
      name: session.user.name,
      isAdmin: session.user.isAdmin,
      selectedStoreId: session.selectedStoreId,
      subscriptionStatus: effectiveSubscriptionStatus(
        {
          status: stored,
          trialEndsAt: sub?.trialEndsAt ?? null,
          currentPeriodEnd: sub?.currentPeriodEnd ?? null,
        },
        app.ctx.now(),
        app.ctx.config.billing.graceMs,
      ),
      trialEndsAt: sub?.trialEndsAt?.toISOString() ?? null,
      emailVerified: Boolean(verified?.at),
    };
  }

  /**
   * A new session for `userId`; the browser's previous session (if any) ends, so a login on a
   * shared computer never leaves the last user's session alive behind the new cookie.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSessionByToken(db, previous);
    const { token, expiresAt } = await createSession(
      db,
      userId,
      app.ctx.now(),
      storedUserAgent(request.headers['user-agent']),
    );
    const { cookieSecure } = app.ctx.config;
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure === 'always',
      expires: expiresAt,
    });
  }

  const { accountLoginLimit, passwordHashLogN } = app.ctx.config;

  route(app, {
    endpoint: authEndpoints.signup,
    access: 'public',
    rateLimit: authLimit,
    handler: async ({ body, request, reply }) => {
      const passwordHash = await hashPassword(body.password, passwordHashLogN);
      const now = app.ctx.now();
      let user;
      try {
        user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning({
              id: users.id,
              email: users.email,
              name: users.name,
              isAdmin: users.isAdmin,
            });
          if (!created) throw new Error('insert returned no row');
          await tx.insert(subscriptions).values({
            userId: created.id,
            status: 'TRIAL',
            trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
          });
          // The address is unverified until its link is followed (a banner says so meanwhile).
          await sendVerificationEmail(tx, request, created, now);
          return created;
        });
      } catch (error) {
        rethrowUnique(error, () => conflict('email', 'An account with this email already exists'));
      }
      await startSession(request, reply, user.id);
      return authPayload({ user, selectedStoreId: null });
    },
  });

  route(app, {
    endpoint: authEndpoints.login,
    access: 'public',
    rateLimit: authLimit,
    handler: async ({ body, request, reply }) => {
      const rows = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
      const user = rows[0];
      const now = app.ctx.now();
      // The per-account limit holds whichever IPs the attempts come from.
      const lockedMs = user ? lockedForMs(user, now, accountLoginLimit) : 0;
      if (lockedMs > 0) throw tooManyFailedPasswords(lockedMs, 'email');
      const ok = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await decoyHash(passwordHashLogN)),
      );
      if (user && !ok) await recordFailedPassword(db, user, now);
      if (!user || !ok) {
        throw new HttpError(
          401,
          'Invalid email or password',
          [{ field: 'password', message: 'Invalid email or password' }],
          { redirectTo: '/login' },
        );
      }
      // A hash made with less work than today's setting is redone now that we know the password.
      const rehash = needsRehash(user.passwordHash, passwordHashLogN)
        ? { passwordHash: await hashPassword(body.password, passwordHashLogN) }
        : {};
      if (user.failedLoginCount > 0 || 'passwordHash' in rehash) {
        await db
          .update(users)
          .set({ failedLoginCount: 0, failedLoginWindowStart: null, ...rehash })
          .where(eq(users.id, user.id));
      }
      await startSession(request, reply, user.id);
      void purgeDeadSessions(db, now, app.ctx.config.sessionIdleMs).catch((error: unknown) =>
        request.log.warn({ err: error }, 'purging dead sessions failed'),
      );
      return authPayload({
        user: { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin },
        selectedStoreId: null,
      });
    },
  });

  route(app, {
    endpoint: authEndpoints.logout,
    access: 'public',
    handler: async ({ request, reply }) => {
      if (request.session) await endSession(db, request.session.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  });

  /**
   * Ends every session of this user, on every device (this one included), and voids every
   * outstanding link of the account (a pending email change, a reset, a verification).
   */
  route(app, {
    endpoint: authEndpoints.logoutEverywhere,
    access: 'session',
    handler: async ({ session, reply, request }) => {
      const revoked = await db.transaction((tx) =>
        revokeAccountAccess(tx, {
          userId: session.user.id,
          change: 'logout-everywhere',
          actingSessionId: session.sessionId,
          now: app.ctx.now(),
        }),
      );
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      request.log.info({ userId: session.user.id, ...revoked }, 'logged out everywhere');
      return { ok: true as const, endedSessions: revoked.endedSessions };
    },
  });

  route(app, {
    endpoint: authEndpoints.checkAuth,
    access: 'session',
    handler: async ({ session }) => authPayload(session),
  });

  route(app, {
    endpoint: authEndpoints.checkAdmin,
    access: 'admin',
    handler: async () => ({ isAdmin: true as const }),
  });
}
