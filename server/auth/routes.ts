/**
 * The Auth API (spec 7): signup, login, logout (ends the session server-side too),
 * check-auth and check-admin. Login and signup are rate-limited per IP.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TRIAL_DAYS,
  effectiveSubscriptionStatus,
  loginBodySchema,
  signupBodySchema,
  subscriptionStatusSchema,
  type CheckAuthResponse,
} from '../../shared';
import { subscriptions, users } from '../db/schema';
import { HttpError, parseInput } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { requireSession } from './require';
import { SESSION_COOKIE, createSession, endSession, type SessionUser } from './sessions';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const authLimit = {
    rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: '1 minute' },
  };

  async function authPayload(
    session: Pick<SessionUser, 'user' | 'selectedStoreId'>,
  ): Promise<CheckAuthResponse> {
    const rows = await db
      .select({ status: subscriptions.status, trialEndsAt: subscriptions.trialEndsAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, session.user.id))
      .limit(1);
    const sub = rows[0];
    const stored = subscriptionStatusSchema.catch('NONE').parse(sub?.status ?? 'NONE');
    return {
      userId: session.user.id,
      email: session.user.email,
      name: session.user.name,
      isAdmin: session.user.isAdmin,
      selectedStoreId: session.selectedStoreId,
      subscriptionStatus: effectiveSubscriptionStatus(
        stored,
        sub?.trialEndsAt ?? null,
        app.ctx.now(),
      ),
      trialEndsAt: sub?.trialEndsAt?.toISOString() ?? null,
    };
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const { token, expiresAt } = await createSession(db, userId, app.ctx.now());
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
  }

  app.post('/api/auth/signup', { config: authLimit }, async (request, reply) => {
    const body = parseInput(signupBodySchema, request.body, 'body');
    const passwordHash = await hashPassword(body.password);
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
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, 'An account with this email already exists', [
          { field: 'email', message: 'An account with this email already exists' },
        ]);
      }
      throw error;
    }
    await startSession(request, reply, user.id);
    return reply.status(201).send(await authPayload({ user, selectedStoreId: null }));
  });

  app.post('/api/auth/login', { config: authLimit }, async (request, reply) => {
    const body = parseInput(loginBodySchema, request.body, 'body');
    const rows = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
    const user = rows[0];
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      throw new HttpError(
        401,
        'Invalid email or password',
        [{ field: 'password', message: 'Invalid email or password' }],
        { redirectTo: '/login' },
      );
    }
    await startSession(request, reply, user.id);
    return authPayload({
      user: { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin },
      selectedStoreId: null,
    });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.session) await endSession(db, request.session.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  app.get('/api/auth/check-auth', async (request) => authPayload(requireSession(request)));

  app.get('/api/auth/check-admin', async (request) => {
    const session = requireSession(request);
    if (!session.user.isAdmin) {
      throw new HttpError(403, 'Admins only', undefined, { redirectTo: '/dashboard' });
    }
    return { isAdmin: true };
  });
}
