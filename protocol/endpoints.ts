/**
 * Typed comlink endpoints for the editor <-> canvas contract: every incoming call and every
 * result is parsed with the schemas of messages.ts; what fails is dropped and reported.
 * Owns: the versioned handshake, sender filtering, the ProtocolError. Not: what the calls do.
 */
import { expose, wrap, type Endpoint } from 'comlink';
import type { z } from 'zod';
import { CodedError } from '../shared';
import { PROTOCOL_VERSION } from './version';
import {
  canvasMessageSchema,
  canvasResultSchemas,
  editorMessageSchema,
  editorResultSchemas,
  type CanvasMessage,
  type EditorMessage,
} from './messages';

export type ProtocolErrorCode =
  | 'invalid-message'
  | 'invalid-result'
  | 'version-mismatch'
  | 'not-ready'
  | 'foreign-sender'
  | 'invalid-call'
  | 'refused';

/** A message or result that broke the contract; it was dropped, never applied. */
export class ProtocolError extends CodedError<ProtocolErrorCode> {
  override readonly name = 'ProtocolError';
}

export type OnReject = (reason: ProtocolError) => void;

export interface ProtocolOptions {
  /** Told about every dropped message or refused call. Defaults to ignoring them. */
  onReject?: OnReject;
  /** This side's protocol version. Defaults to `PROTOCOL_VERSION`; tests override it. */
  protocolVersion?: number;
}

/** The text both sides show when their protocol versions differ. */
export const toVersionMismatchMessage = (editor: number, canvas: number): string =>
  `Editor and canvas speak different protocol versions (editor ${editor}, canvas ${canvas}): reload the page`;

type Verb<T extends string> = T extends `${string}/${infer V}` ? V : never;
type Handlers<M extends { type: string }> = {
  [K in M as Verb<K['type']>]: (payload: Omit<K, 'type'>) => void | Promise<void>;
};
type Client<M extends { type: string }, R extends Record<M['type'], z.ZodType>> = {
  [K in M as Verb<K['type']>]: (payload: Omit<K, 'type'>) => Promise<z.infer<R[K['type']]>>;
};

/** What the canvas does with each editor -> canvas message, by verb (`render`, `patch`...). */
export type CanvasApi = Handlers<CanvasMessage>;
/** What the editor does with each canvas -> editor message, by verb (`selected`, `dropped`...). */
export type EditorApi = Handlers<EditorMessage>;
/** The editor's typed handle on the canvas. */
export type CanvasClient = Client<CanvasMessage, typeof canvasResultSchemas>;
/** The canvas's typed handle on the editor. */
export type EditorClient = Client<EditorMessage, typeof editorResultSchemas>;

interface Side {
  self: 'canvas' | 'editor';
  messageSchema: z.ZodType<{ type: string }>;
  resultSchemas: Record<string, z.ZodType>;
  handshake: string;
}

const canvasSide: Side = {
  self: 'canvas',
  messageSchema: canvasMessageSchema,
  resultSchemas: canvasResultSchemas,
  handshake: 'canvas/hello',
};
const editorSide: Side = {
  self: 'editor',
  messageSchema: editorMessageSchema,
  resultSchemas: editorResultSchemas,
  handshake: 'editor/ready',
};

type Parsed<T> = { success: true; data: T } | { success: false; error: string };

/** safeParse that also survives inputs deep enough to overflow the stack. */
function parseSafely<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  try {
    const result = schema.safeParse(value);
    if (result.success) return { success: true, data: result.data };
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { success: false, error: issues.join('; ') };
  } catch {
    return { success: false, error: 'unparseable value' };
  }
}

const typeOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
    ? value.type.slice(0, 40)
    : 'message';

/** Which side a message is talking about, for the mismatch text (editor first). */
function mismatch(side: Side, own: number, theirs: number): string {
  return side.self === 'editor'
    ? toVersionMismatchMessage(own, theirs)
    : toVersionMismatchMessage(theirs, own);
}

function report(options: ProtocolOptions, code: ProtocolErrorCode, message: string): ProtocolError {
  const error = new ProtocolError(code, message);
  options.onReject?.(error);
  return error;
}

const RECEIVE = 'receive';
const comlinkRequestTypes = new Set(['GET', 'SET', 'APPLY', 'CONSTRUCT', 'ENDPOINT', 'RELEASE']);

/** True for a comlink request other than `receive(<one plain value>)`: property reads,
 * writes, constructors, new endpoints, proxies and releases are not part of the contract. */
function isForbiddenRequest(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, path, argumentList } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !comlinkRequestTypes.has(type)) return false; // a response
  return !(
    type === 'APPLY' &&
    Array.isArray(path) &&
    path.length === 1 &&
    path[0] === RECEIVE &&
    Array.isArray(argumentList) &&
    argumentList.length === 1 &&
    typeof argumentList[0] === 'object' &&
    argumentList[0] !== null &&
    (argumentList[0] as { type?: unknown }).type === 'RAW'
  );
}

function listenThrough(
  endpoint: Endpoint,
  accept: (event: MessageEvent) => boolean,
  onDrop: (event: MessageEvent) => void,
): Endpoint {
  const wrapped = new Map<EventListenerOrEventListenerObject, EventListener>();
  const filtered: Endpoint = {
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      endpoint.postMessage(message, transfer),
    addEventListener(type, listener, options) {
      const inner: EventListener = (event) => {
        let accepted: boolean;
        try {
          accepted = accept(event as MessageEvent);
        } catch {
          accepted = false;
        }
        if (!accepted) return onDrop(event as MessageEvent);
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, inner);
      endpoint.addEventListener(type, inner, options);
    },
    removeEventListener(type, listener, options) {
      const inner = wrapped.get(listener);
      if (inner === undefined) return;
      wrapped.delete(listener);
      endpoint.removeEventListener(type, inner, options);
    },
  };
  if (endpoint.start) filtered.start = () => endpoint.start?.();
  return filtered;
}

/**
 * Wraps a comlink endpoint so only MessageEvents that `accept` lets through reach comlink;
 * the rest are dropped and reported. Parent: `e => e.source === iframe.contentWindow`;
 * iframe: `e => e.origin === parentOrigin`.
 */
export function filterEndpoint(
  endpoint: Endpoint,
  accept: (event: MessageEvent) => boolean,
  options: Pick<ProtocolOptions, 'onReject'> = {},
): Endpoint {
  return listenThrough(endpoint, accept, () => {
    report(options, 'foreign-sender', 'Dropped a message from an unexpected sender');
  });
}

function exposeSide(side: Side, api: object, endpoint: Endpoint, options: ProtocolOptions): void {
  const own = options.protocolVersion ?? PROTOCOL_VERSION;
  let ready = false;

  const receive = async (raw: unknown): Promise<unknown> => {
    const parsed = parseSafely(side.messageSchema, raw);
    if (!parsed.success) {
      throw report(options, 'invalid-message', `Dropped ${typeOf(raw)}: ${parsed.error}`);
    }
    const { type, ...payload } = parsed.data;
    const isHandshake = type === side.handshake;
    if (isHandshake) {
      const theirs = (payload as { protocolVersion: number }).protocolVersion;
      if (theirs !== own) throw report(options, 'version-mismatch', mismatch(side, own, theirs));
    } else if (!ready) {
      throw report(options, 'not-ready', `Dropped ${type}: no handshake yet`);
    }
    const verb = type.slice(type.indexOf('/') + 1);
    const handler = (api as Record<string, ((payload: unknown) => unknown) | undefined>)[verb];
    if (typeof handler !== 'function') {
      throw report(options, 'invalid-message', `Dropped ${type}: the ${side.self} has no handler`);
    }
    // Called before any await, so handlers run in the order messages arrived.
    const handled: unknown = await handler.call(api, payload);
    if (isHandshake) ready = true;
    const result = isHandshake ? { protocolVersion: own } : handled;
    const resultSchema = side.resultSchemas[type];
    const checked = resultSchema
      ? parseSafely(resultSchema, result)
      : { success: false as const, error: 'no result schema' };
    if (!checked.success) {
      throw report(options, 'invalid-result', `Refused to answer ${type}: ${checked.error}`);
    }
    return checked.data;
  };

  const guarded = listenThrough(
    endpoint,
    (event) => !isForbiddenRequest((event as { data?: unknown }).data),
    (event) => {
      // A caller's proxy collected by the garbage collector sends comlink's RELEASE, which
      // would close this side: dropped like any other, but it is no one's mistake to report.
      if ((event as { data?: { type?: unknown } }).data?.type === 'RELEASE') return;
      report(options, 'invalid-call', `Dropped a call outside the ${side.self} protocol`);
    },
  );
  expose(Object.freeze({ [RECEIVE]: receive }), guarded);
}

function connectSide(side: Side, endpoint: Endpoint, options: ProtocolOptions): object {
  const own = options.protocolVersion ?? PROTOCOL_VERSION;
  const remote = wrap<{ receive(message: unknown): unknown }>(endpoint);

  const call = async (type: string, payload: unknown): Promise<unknown> => {
    const message = { ...(payload as object), type };
    const parsed = parseSafely(side.messageSchema, message);
    if (!parsed.success) {
      throw report(options, 'invalid-message', `Not sending ${type}: ${parsed.error}`);
    }
    let result: unknown;
    try {
      result = await remote.receive(parsed.data);
    } catch (error) {
      if (error instanceof Error && error.name === 'ProtocolError') {
        throw report(options, 'refused', error.message);
      }
      throw error;
    }
    const resultSchema = side.resultSchemas[type];
    const checked = resultSchema
      ? parseSafely(resultSchema, result)
      : { success: false as const, error: 'no result schema' };
    if (!checked.success) {
      throw report(options, 'invalid-result', `Dropped the answer to ${type}: ${checked.error}`);
    }
    if (type === side.handshake) {
      const theirs = (checked.data as { protocolVersion: number }).protocolVersion;
      if (theirs !== own) {
        throw report(options, 'version-mismatch', mismatch(otherSide(side), own, theirs));
      }
    }
    return checked.data;
  };

  return Object.freeze(
    Object.fromEntries(
      Object.keys(side.resultSchemas).map((type) => [
        type.slice(type.indexOf('/') + 1),
        (payload: unknown) => call(type, payload),
      ]),
    ),
  );
}

const otherSide = (side: Side): Side => (side === canvasSide ? editorSide : canvasSide);

/** In the iframe: answer editor -> canvas calls with `api`, after parsing each one. */
export function exposeCanvas(api: CanvasApi, endpoint: Endpoint, options: ProtocolOptions = {}) {
  exposeSide(canvasSide, api, endpoint, options);
}

/** In the parent: a typed handle for editor -> canvas calls. Call `hello` first. */
export function connectCanvas(endpoint: Endpoint, options: ProtocolOptions = {}): CanvasClient {
  return connectSide(canvasSide, endpoint, options) as CanvasClient;
}

/** In the parent: answer canvas -> editor calls with `api`, after parsing each one. */
export function exposeEditor(api: EditorApi, endpoint: Endpoint, options: ProtocolOptions = {}) {
  exposeSide(editorSide, api, endpoint, options);
}

/** In the iframe: a typed handle for canvas -> editor calls. Call `ready` first. */
export function connectEditor(endpoint: Endpoint, options: ProtocolOptions = {}): EditorClient {
  return connectSide(editorSide, endpoint, options) as EditorClient;
}
