/**
 * Routes by declaration. Every route is the route of one endpoint declared in
 * `shared/api/endpoints/` (method, path, input and reply schemas, success status: the same
 * declaration the browser calls through `callEndpoint`), plus who may call it (`access`) and
 * whether it changes what shoppers see; this module does the rest, the same way for every
 * route:
 *
 * - input: params, query and body are parsed by their schemas before the handler runs (400
 *   naming each bad field; NUL bytes and lone surrogates are refused in every string);
 * - access: `public`; `session` (401 without one); `admin` (403 for non-admins); `store` (a
 *   session whose user is a member of the store the request names — resolved once, here, and
 *   handed to the handler as `store.id`; a handler never reads a store id from its input);
 *   `customer` (a shopper signed in to the store of the host the request came to, 401
 *   otherwise: `server/accounts/`; handed to the handler as `customer`);
 * - reply: serialised through the reply schema (unknown keys stripped: a column added to a
 *   row never leaks by accident);
 * - `changesStorefront`: after a successful reply the store's page and host caches are
 *   purged. No handler purges by hand.
 *
 * Every route under `/api` must declare `access` (see `enforceAccessDeclarations`); the table
 * of declared routes is `app.routeTable` (`npm run routes` prints it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, HttpMethod } from '../../shared';
import type { Db } from '../db/client';
import { HttpError, notFound } from './errors';
import { requireStoreMember } from './store-membership';

export const accessLevels = ['public', 'session', 'store', 'admin', 'customer'] as const;
export type Access = (typeof accessLevels)[number];

/** The shopper a `customer` route acts for: signed in to the store of the request's host. */
export interface CustomerScope {
  sessionId: string;
  storeId: string;
  customerId: string;
  email: string;
}

/** The store a `store` route acts on: verified membership of the session's user. */
export interface StoreScope {
  id: string;
  role: 'owner' | 'staff';
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface RouteContext<A extends Access, P, Q, B> extends RouteInput<P, Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's session (its type is the app's: server/context.ts). */
  session: A extends 'public' | 'customer'
    ? FastifyRequest['session']
    : NonNullable<FastifyRequest['session']>;
  store: A extends 'store' ? StoreScope : undefined;
  customer: A extends 'customer' ? CustomerScope : undefined;
}

export interface RouteDef<
  A extends Access,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> {
  method: HttpMethod;
  url: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer's schema (status `status`, default 200). */
  reply: R;
  status?: 200 | 201 | 202;
  /**
   * `store` routes addressed by another entity's id (a page, an order): finds the store that
   * owns it. Without it the store id is the input's `storeId` (params, query or body).
   * Answering undefined, or a store the user is not a member of, answers `notFound()`.
   */
  storeOf?: A extends 'store'
    ? (input: RouteInput<P, Q, B>, db: Db) => Promise<string | undefined>
    : never;
  /** The 404 for a `storeOf` route whose entity is missing or another merchant's. */
  notFound?: () => HttpError;
  /**
   * This route changes what shoppers see. On a `store` route: `true` purges that store. On a
   * public or session route: a function naming the store from the input and the answer.
   */
  changesStorefront?: A extends 'store'
    ? true
    : (
        ctx: RouteInput<P, Q, B> & { request: FastifyRequest },
        result: z.output<R>,
      ) => string | undefined;
  rateLimit?: { max: number; timeWindow: string };
  /**
   * The largest body this route takes, in bytes, when it needs more than the app's 1 MB (a
   * CSV import). Larger bodies answer 413 before any parsing.
   */
  bodyLimit?: number;
  /**
   * Keeps the JSON body's exact text as `request.rawBody` (a payment provider's webhook
   * signs the bytes it sent, not the parsed object).
   */
  rawBody?: boolean;
  handler: (ctx: RouteContext<A, P, Q, B>) => Promise<z.output<R>>;
}

/** What the route table says of one route. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  changesStorefront: boolean;
  schema: {
    params?: Schema;
    querystring?: Schema;
    body?: Schema;
    response?: Record<number, Schema>;
  };
  successStatus: number;
  /** The route's own body limit in bytes, when it is not the app's (`bodyLimit` above). */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads `request.rawBody` (see RouteDef.rawBody). */
    rawBody?: boolean;
    access?: Access;
    changesStorefront?: boolean;
    successStatus?: number;
  }
  interface FastifyRequest {
    /** Set for `store` routes once membership is verified. */
    store: StoreScope | undefined;
    /** The signed-in shopper of the host's store (server/accounts/), on store hosts' API. */
    customer: CustomerScope | undefined;
    /** The JSON body's text, on routes declared with `rawBody`. */
    rawBody?: string;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

function unauthorized(): HttpError {
  return new HttpError(401, 'Please log in to continue', undefined, { redirectTo: '/login' });
}

/** A `customer` route without a signed-in shopper of this store: sign in on the store first. */
function signInFirst(): HttpError {
  return new HttpError(401, 'Sign in to your account to continue', undefined, {
    redirectTo: '/account',
  });
}

const storeNotFound = () => notFound('Store not found', 'storeId', 'No such store of yours');

/** The one `storeId` the input names, from params, query and body; a 400 when they disagree. */
function inputStoreId(input: Record<string, unknown>): string {
  const ids = new Set<string>();
  for (const part of ['params', 'query', 'body'] as const) {
    const value = input[part] as Record<string, unknown> | undefined;
    if (value && typeof value === 'object' && typeof value.storeId === 'string') {
      ids.add(value.storeId);
    }
  }
  if (ids.size > 1) {
    throw new HttpError(400, 'Two different store ids', [
      { field: 'storeId', message: 'The request names two different stores' },
    ]);
  }
  const [id] = ids;
  if (!id) {
    throw new HttpError(400, 'Invalid input: storeId', [
      { field: 'storeId', message: 'storeId is required' },
    ]);
  }
  return id;
}

/**
 * A route of a declared endpoint (shared/api): the endpoint gives method, path, input and
 * reply schemas and the success status; the route adds who may call it and the handler.
 */
export type EndpointRouteDef<A extends Access, E extends Endpoint> =
  E extends Endpoint<HttpMethod, infer P, infer Q, infer B, infer R>
    ? Omit<
        RouteDef<A, P, Q, B, R>,
        'method' | 'url' | 'params' | 'query' | 'body' | 'reply' | 'status'
      > & { endpoint: E }
    : never;

/** Declares the route of one endpoint (see the file comment). */
export function route<A extends Access, E extends Endpoint>(
  app: FastifyInstance,
  def: EndpointRouteDef<A, E>,
): void {
  const { endpoint: e, ...rest } = def as unknown as { endpoint: Endpoint } & Omit<
    RouteDef<Access, Schema, Schema, Schema, Schema>,
    'method' | 'url' | 'reply'
  >;
  routeOf(app, {
    ...rest,
    method: e.method,
    url: e.path,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { query: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    reply: e.reply,
    ...(e.status ? { status: e.status } : {}),
  });
}

function routeOf<
  A extends Access,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(app: FastifyInstance, def: RouteDef<A, P, Q, B, R>): void {
  const status = def.status ?? 200;
  // 200 too for a 201 route: a replayed create (an idempotent retry) answers 200.
  const schema: FastifySchema = { response: { 200: def.reply, [status]: def.reply } };
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  const input = (request: FastifyRequest) =>
    ({ params: request.params, query: request.query, body: request.body }) as RouteInput<P, Q, B>;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    schema,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    config: {
      access: def.access,
      changesStorefront: def.changesStorefront !== undefined,
      successStatus: status,
      ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}),
      ...(def.rawBody ? { rawBody: true } : {}),
    },
    // Who may call comes before what they sent: no session is a 401 whatever the input.
    preValidation: async (request) => {
      if (def.access === 'public') return;
      if (def.access === 'customer') {
        if (!request.customer) throw signInFirst();
        return;
      }
      if (!request.session) throw unauthorized();
      if (def.access === 'admin' && !request.session.user.isAdmin) {
        throw new HttpError(403, 'Admins only', undefined, { redirectTo: '/dashboard' });
      }
    },
    preHandler: async (request) => {
      if (def.access !== 'store') return;
      const session = request.session;
      if (!session) throw unauthorized();
      const { db } = app.ctx;
      const notFound = def.notFound ?? storeNotFound;
      let storeId: string | undefined;
      if (def.storeOf) {
        storeId = await (
          def.storeOf as (i: RouteInput<P, Q, B>, db: Db) => Promise<string | undefined>
        )(input(request), db);
        if (!storeId) throw notFound();
      } else {
        storeId = inputStoreId(input(request) as unknown as Record<string, unknown>);
      }
      const role = await requireStoreMember(db, session.user.id, storeId).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) throw notFound();
          throw error;
        },
      );
      request.store = { id: storeId, role };
    },
    handler: async (request, reply) => {
      const ctx = {
        ...input(request),
        request,
        reply,
        session: request.session,
        store: request.store,
        customer: request.customer,
      } as RouteContext<A, P, Q, B>;
      reply.status(status);
      const result = await def.handler(ctx);
      const changes = def.changesStorefront;
      if (changes !== undefined) {
        const storeId =
          changes === true
            ? request.store?.id
            : (
                changes as (
                  c: RouteInput<P, Q, B> & { request: FastifyRequest },
                  r: z.output<R>,
                ) => string | undefined
              )({ ...input(request), request }, result);
        if (storeId) app.ctx.storeChanged(storeId);
      }
      return result;
    },
  });
}

/**
 * Purges a store's page and host caches after work that outlives its request (a background
 * CSV import finishing): the same purge a `changesStorefront` route's success does.
 */
export function storefrontChangedInBackground(app: FastifyInstance, storeId: string): void {
  app.ctx.storeChanged(storeId);
}

/**
 * Collects the route table and refuses, at start, any `/api` route that does not say who may
 * call it, or a `changesStorefront` flag on a route that has no store to purge.
 */
export function enforceAccessDeclarations(app: FastifyInstance): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('store', undefined);
  app.addHook('onRoute', (options) => {
    const config = (options.config ?? {}) as {
      access?: Access;
      changesStorefront?: boolean;
      successStatus?: number;
    };
    const url = options.url ?? options.path;
    const methods = ([] as string[]).concat(options.method);
    if (methods.every((m) => m === 'HEAD')) return;
    if (url.startsWith('/api') && !config.access) {
      throw new Error(
        `Route ${methods.join(',')} ${url} declares no access (public, session, store or admin)`,
      );
    }
    if (!config.access) return;
    if (!accessLevels.includes(config.access)) {
      throw new Error(
        `Route ${methods.join(',')} ${url} declares an unknown access '${String(config.access)}'`,
      );
    }
    for (const method of methods) {
      app.routeTable.push({
        method,
        url,
        access: config.access,
        changesStorefront: config.changesStorefront === true,
        schema: (options.schema ?? {}) as RouteEntry['schema'],
        successStatus: config.successStatus ?? 200,
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      });
    }
  });
}
