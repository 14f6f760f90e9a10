import { wrap, type Endpoint } from 'comlink';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import { defaultTheme, type Component as SharedComponent, type PatchOp } from '../shared';
import {
  connectCanvas,
  connectEditor,
  exposeCanvas,
  exposeEditor,
  filterEndpoint,
  ProtocolError,
  toVersionMismatchMessage,
  type CanvasApi,
  type EditorApi,
} from './endpoints';
import {
  canvasMessageSchema,
  canvasResultSchemas,
  editorMessageSchema,
  editorResultSchemas,
  type CanvasMessage,
  type Component,
  type componentSchema,
  type EditorMessage,
  type patchOpSchema,
} from './messages';
import { PROTOCOL_VERSION } from './version';

type Call = [verb: string, payload: unknown];

/** A fake side whose only state is the list of calls it applied. */
function makeRecorder<Api>(verbs: readonly string[]): { api: Api; calls: Call[] } {
  const calls: Call[] = [];
  const api = Object.fromEntries(
    verbs.map((verb) => [verb, (payload: unknown) => void calls.push([verb, payload])]),
  ) as Api;
  return { api, calls };
}

const verbOf = (type: string) => type.slice(type.indexOf('/') + 1);
/** Every verb each side answers, from the protocol's own list of message types. */
const canvasVerbs = Object.keys(canvasResultSchemas).map(verbOf);
const editorVerbs = Object.keys(editorResultSchemas).map(verbOf);

const makeComponent = (overrides: Partial<Component> = {}): Component => ({
  id: 'c1',
  type: 'hero',
  props: { title: 'Hello', children: [] },
  ...overrides,
});

const store = {
  storeId: '3f0c8f6e-2b1a-4c7d-9e8f-0a1b2c3d4e5f',
  name: 'Shop',
  currency: 'USD' as const,
  storeDomain: 'shop.example.com',
};

const validCanvasMessages: CanvasMessage[] = [
  { type: 'canvas/hello', protocolVersion: PROTOCOL_VERSION },
  {
    type: 'canvas/render',
    components: [
      makeComponent({ id: 'nav', type: 'navbar', contentType: 'global' }),
      makeComponent(),
    ],
    store,
    screenSize: 'desktop',
    preview: false,
    selectedId: null,
    selectedBlockId: null,
  },
  { type: 'canvas/patch', patch: { op: 'props', id: 'c1', props: { title: 'Hi' } } },
  {
    type: 'canvas/patch',
    patch: { op: 'insert', component: makeComponent({ id: 'c2' }), parentId: null, index: 0 },
  },
  { type: 'canvas/patch', patch: { op: 'remove', id: 'c1' } },
  { type: 'canvas/patch', patch: { op: 'move', id: 'c2', parentId: 'box', index: 3 } },
  { type: 'canvas/select', id: 'c2', blockId: 'button-1' },
  { type: 'canvas/select', id: null, blockId: null },
  { type: 'canvas/screen', screenSize: 'mobile' },
  { type: 'canvas/preview', preview: true },
  { type: 'canvas/theme', theme: defaultTheme },
  { type: 'canvas/hover', id: 'c2' },
  { type: 'canvas/hover', id: null },
  { type: 'canvas/dragOver', x: 10.5, y: 200, source: { kind: 'palette', type: 'faq' } },
  { type: 'canvas/dragOver', x: 0, y: -3, source: { kind: 'component', id: 'c2' } },
  { type: 'canvas/dragEnd', drop: true },
];

const validEditorMessages: EditorMessage[] = [
  { type: 'editor/ready', protocolVersion: PROTOCOL_VERSION },
  { type: 'editor/selected', id: 'c1', blockId: null },
  { type: 'editor/dropped', source: { kind: 'palette', type: 'banner' }, parentId: null, index: 2 },
  {
    type: 'editor/dropped',
    source: { kind: 'palette', type: 'banner', preset: 'sale' },
    parentId: null,
    index: 2,
  },
  { type: 'editor/dropped', source: { kind: 'component', id: 'c1' }, parentId: 'box', index: 0 },
  { type: 'editor/draggedOut', id: 'c1' },
  { type: 'editor/hover', id: null },
  { type: 'editor/error', message: 'Section failed to render' },
  { type: 'editor/shortcut', action: 'undo' },
];

const payloadOf = ({ type: _type, ...payload }: { type: string }) => payload;

type Raw = { receive(message: unknown): Promise<unknown> };

let ports: MessagePort[] = [];
function channel(): [MessagePort, MessagePort] {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  return [port1, port2];
}
afterEach(() => {
  for (const port of ports) port.close();
  ports = [];
});

/** Editor on one end of a real MessageChannel, canvas on the other, both fakes recording. */
function connectBoth(versions: { editor?: number; canvas?: number } = {}) {
  const [editorPort, canvasPort] = channel();
  const canvasFake = makeRecorder<CanvasApi>(canvasVerbs);
  const editorFake = makeRecorder<EditorApi>(editorVerbs);
  const canvasRejects: ProtocolError[] = [];
  const editorRejects: ProtocolError[] = [];
  const canvasOptions = {
    onReject: (e: ProtocolError) => void canvasRejects.push(e),
    protocolVersion: versions.canvas ?? PROTOCOL_VERSION,
  };
  const editorOptions = {
    onReject: (e: ProtocolError) => void editorRejects.push(e),
    protocolVersion: versions.editor ?? PROTOCOL_VERSION,
  };
  exposeCanvas(canvasFake.api, canvasPort, canvasOptions);
  exposeEditor(editorFake.api, editorPort, editorOptions);
  return {
    canvasFake,
    editorFake,
    canvasRejects,
    editorRejects,
    canvas: connectCanvas(editorPort, editorOptions),
    editor: connectEditor(canvasPort, canvasOptions),
    /** Raw comlink handles that skip the sender's own validation. */
    rawToCanvas: wrap<Raw>(editorPort) as unknown as Raw,
    rawToEditor: wrap<Raw>(canvasPort) as unknown as Raw,
  };
}

async function handshaken() {
  const both = connectBoth();
  await both.editor.ready({ protocolVersion: PROTOCOL_VERSION });
  await both.canvas.hello({ protocolVersion: PROTOCOL_VERSION });
  both.canvasFake.calls.length = 0;
  both.editorFake.calls.length = 0;
  return both;
}

describe('protocol messages', () => {
  it('describe components the shared content document accepts', () => {
    expectTypeOf<Component>().toEqualTypeOf<SharedComponent>();
    expectTypeOf<z.output<typeof componentSchema>>().toExtend<SharedComponent>();
    expectTypeOf<z.output<typeof patchOpSchema>>().toExtend<PatchOp>();
  });
});

describe('protocol endpoints', () => {
  it('round-trips every editor -> canvas message kind to the canvas handlers', async () => {
    const { canvas, editor, canvasFake, canvasRejects } = connectBoth();
    await editor.ready({ protocolVersion: PROTOCOL_VERSION });
    const send = canvas as unknown as Record<string, (p: unknown) => Promise<unknown>>;
    for (const message of validCanvasMessages) {
      const result = await send[verbOf(message.type)]?.(payloadOf(message));
      expect(result).toEqual(
        message.type === 'canvas/hello' ? { protocolVersion: PROTOCOL_VERSION } : undefined,
      );
    }
    expect(canvasFake.calls).toEqual(
      validCanvasMessages.map((message) => [verbOf(message.type), payloadOf(message)]),
    );
    expect(new Set(canvasFake.calls.map(([verb]) => verb))).toEqual(new Set(canvasVerbs));
    expect(canvasRejects).toEqual([]);
  });

  it('round-trips every canvas -> editor message kind to the editor handlers', async () => {
    const { editor, editorFake, editorRejects } = connectBoth();
    const send = editor as unknown as Record<string, (p: unknown) => Promise<unknown>>;
    for (const message of validEditorMessages) {
      await send[verbOf(message.type)]?.(payloadOf(message));
    }
    expect(editorFake.calls).toEqual(
      validEditorMessages.map((message) => [verbOf(message.type), payloadOf(message)]),
    );
    expect(new Set(editorFake.calls.map(([verb]) => verb))).toEqual(new Set(editorVerbs));
    expect(editorRejects).toEqual([]);
  });

  it.each([
    [
      'a patch with an unknown section type',
      {
        type: 'canvas/patch',
        patch: {
          op: 'insert',
          component: { id: 'x', type: 'marquee', props: {} },
          parentId: null,
          index: 0,
        },
      },
    ],
    ['a props op without id', { type: 'canvas/patch', patch: { op: 'props', props: {} } }],
    [
      'NaN coordinates',
      {
        type: 'canvas/dragOver',
        x: Number.NaN,
        y: 1,
        source: { kind: 'palette', type: 'hero' },
      },
    ],
    ['an id longer than 100 characters', { type: 'canvas/select', id: 'x'.repeat(101) }],
    ['a hover with an empty id', { type: 'canvas/hover', id: '' }],
    ['a hover with an extra key', { type: 'canvas/hover', id: 'c1', scroll: true }],
    ['an unknown message type', { type: 'canvas/eval', code: 'alert(1)' }],
    [
      'props that are not JSON',
      { type: 'canvas/patch', patch: { op: 'props', id: 'a', props: { d: new Date(0) } } },
    ],
    [
      'a theme colour that is not a colour (it would end the CSS rule)',
      {
        type: 'canvas/theme',
        theme: {
          ...defaultTheme,
          colorSchemes: defaultTheme.colorSchemes.map((scheme, i) =>
            i === 0 ? { ...scheme, accent: 'red;}body{display:none' } : scheme,
          ),
        },
      },
    ],
    [
      'oversized props',
      { type: 'canvas/patch', patch: { op: 'props', id: 'a', props: { t: 'x'.repeat(300_000) } } },
    ],
  ])('drops and reports %s without touching the canvas', async (_name, message) => {
    const { rawToCanvas, canvasFake, canvasRejects } = await handshaken();
    const error = await rawToCanvas.receive(message).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProtocolError' });
    expect(canvasFake.calls).toEqual([]);
    expect(canvasRejects.map((e) => e.code)).toEqual(['invalid-message']);
  });

  it('refuses to send a malformed message and reports it to the sender', async () => {
    const { canvas, canvasFake, editorRejects } = await handshaken();
    const error = await canvas.select({ id: '', blockId: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(editorRejects.map((e) => e.code)).toEqual(['invalid-message']);
    expect(canvasFake.calls).toEqual([]);
  });

  it('refuses a hello with another protocol version, with a visible message on both sides', async () => {
    const other = PROTOCOL_VERSION + 1;
    const { canvas, editor, canvasFake, canvasRejects, editorRejects } = connectBoth({
      editor: other,
    });
    await expect(editor.ready({ protocolVersion: PROTOCOL_VERSION })).rejects.toBeInstanceOf(
      ProtocolError,
    );
    const text = toVersionMismatchMessage(other, PROTOCOL_VERSION);
    const error = await canvas.hello({ protocolVersion: other }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProtocolError', code: 'refused', message: text });
    expect(canvasRejects.map((e) => e.message)).toContain(text);
    expect(editorRejects.map((e) => e.message)).toContain(text);
    expect(canvasFake.calls).toEqual([]);
    // Without a handshake nothing else gets through either.
    await expect(canvas.select({ id: null, blockId: null })).rejects.toThrow(/no handshake/);
    expect(canvasFake.calls).toEqual([]);
  });

  it('refuses editor/ready from a canvas of another protocol version', async () => {
    const other = PROTOCOL_VERSION + 2;
    const { editor, editorFake, editorRejects, canvasRejects } = connectBoth({ canvas: other });
    await expect(editor.ready({ protocolVersion: other })).rejects.toThrow(
      toVersionMismatchMessage(PROTOCOL_VERSION, other),
    );
    expect(editorRejects.map((e) => e.code)).toEqual(['version-mismatch']);
    expect(canvasRejects.map((e) => e.code)).toEqual(['refused']);
    expect(editorFake.calls).toEqual([]);
  });

  it('drops comlink requests other than receive (property writes, reads)', async () => {
    const [editorPort, canvasPort] = channel();
    const rejects: ProtocolError[] = [];
    exposeCanvas(makeRecorder<CanvasApi>(canvasVerbs).api, canvasPort, {
      onReject: (e) => void rejects.push(e),
    });
    editorPort.start();
    editorPort.postMessage({
      id: 'a',
      type: 'SET',
      path: ['receive'],
      value: { type: 'RAW', value: 1 },
    });
    editorPort.postMessage({
      id: 'b',
      type: 'APPLY',
      path: ['receive'],
      argumentList: [{ type: 'HANDLER', name: 'proxy', value: 1 }],
    });
    await vi.waitFor(() =>
      expect(rejects.map((e) => e.code)).toEqual(['invalid-call', 'invalid-call']),
    );
  });

  it("drops a collected proxy's RELEASE without a report, and goes on answering", async () => {
    const [editorPort, canvasPort] = channel();
    const rejects: ProtocolError[] = [];
    const fake = makeRecorder<CanvasApi>(canvasVerbs);
    exposeCanvas(fake.api, canvasPort, { onReject: (e) => void rejects.push(e) });
    editorPort.start();
    editorPort.postMessage({ id: 'r', type: 'RELEASE' });
    editorPort.postMessage({ id: 's', type: 'SET', path: ['receive'], value: { type: 'RAW' } });
    await vi.waitFor(() => expect(rejects.map((e) => e.code)).toEqual(['invalid-call']));
    const canvas = connectCanvas(editorPort);
    await canvas.hello({ protocolVersion: PROTOCOL_VERSION });
    expect(fake.calls).toHaveLength(1);
    // Both dropped messages were handled before the hello (one port, in order): one report.
    expect(rejects.map((e) => e.code)).toEqual(['invalid-call']);
  });

  it('drops and reports messages from a foreign sender', async () => {
    const [editorPort, canvasPort] = channel();
    const [foreignPort, canvasForeignPort] = channel();
    const canvasFake = makeRecorder<CanvasApi>(canvasVerbs);
    const rejects: ProtocolError[] = [];
    const onReject = (e: ProtocolError) => void rejects.push(e);
    const merged = mergeTagged([
      [canvasPort, 'https://editor.example'],
      [canvasForeignPort, 'https://evil.example'],
    ]);
    const fromEditor = filterEndpoint(merged, (e) => e.origin === 'https://editor.example', {
      onReject,
    });
    exposeCanvas(canvasFake.api, fromEditor, { onReject });

    await connectCanvas(editorPort).hello({ protocolVersion: PROTOCOL_VERSION });
    expect(canvasFake.calls).toHaveLength(1);

    foreignPort.start();
    void connectCanvas(foreignPort).select({ id: 'c1', blockId: null }); // never answered
    await vi.waitFor(() => expect(rejects.map((e) => e.code)).toEqual(['foreign-sender']));
    expect(canvasFake.calls).toHaveLength(1);
  });

  it('refuses to pass on a result the handler should not return', async () => {
    const [editorPort, canvasPort] = channel();
    const rejects: ProtocolError[] = [];
    const fake = makeRecorder<CanvasApi>(canvasVerbs);
    const api = { ...fake.api, select: () => 'secret' as unknown as undefined };
    exposeCanvas(api, canvasPort, { onReject: (e) => void rejects.push(e) });
    const canvas = connectCanvas(editorPort);
    await canvas.hello({ protocolVersion: PROTOCOL_VERSION });
    await expect(canvas.select({ id: null, blockId: null })).rejects.toBeInstanceOf(ProtocolError);
    expect(rejects.map((e) => e.code)).toEqual(['invalid-result']);
  });
});

/** One endpoint over several ports; each port's events carry that port's origin tag. */
function mergeTagged(sources: [MessagePort, string][]): Endpoint {
  const first = sources[0];
  if (!first) throw new Error('no ports');
  const inners = new Map<EventListenerOrEventListenerObject, ((event: Event) => void)[]>();
  return {
    postMessage: (message: unknown) => first[0].postMessage(message),
    addEventListener(type, listener) {
      const list = sources.map(([port, origin]) => {
        const inner = (event: Event) => {
          const tagged = { data: (event as MessageEvent).data, origin } as MessageEvent;
          if (typeof listener === 'function') listener(tagged);
          else listener.handleEvent(tagged);
        };
        port.addEventListener(type, inner);
        return inner;
      });
      inners.set(listener, list);
    },
    removeEventListener(type, listener) {
      inners.get(listener)?.forEach((inner, i) => sources[i]?.[0].removeEventListener(type, inner));
    },
    start: () => sources.forEach(([port]) => port.start()),
  };
}

/** Valid messages with one field replaced by anything, or removed. */
function mutated(valid: { type: string }[]) {
  return fc
    .tuple(fc.constantFrom(...valid), fc.nat(), fc.option(fc.anything(), { nil: undefined }))
    .map(([message, pick, value]) => {
      const copy = structuredClone(message) as Record<string, unknown>;
      const keys = Object.keys(copy);
      const key = keys[pick % keys.length] ?? 'type';
      const inner = copy[key];
      if (typeof inner === 'object' && inner !== null && pick % 2 === 0) {
        const innerKeys = Object.keys(inner);
        const innerKey = innerKeys[pick % Math.max(1, innerKeys.length)] ?? 'id';
        (inner as Record<string, unknown>)[innerKey] = value;
      } else if (value === undefined) {
        delete copy[key];
      } else {
        copy[key] = value;
      }
      return copy;
    });
}

describe('protocol endpoints under random input', () => {
  let both: Awaited<ReturnType<typeof handshaken>>;
  beforeEach(async () => {
    both = await handshaken();
  });

  const appliedBy =
    (schema: typeof canvasMessageSchema | typeof editorMessageSchema) => (input: unknown) => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return false;
      const data = parsed.data as { protocolVersion?: number };
      return data.protocolVersion === undefined || data.protocolVersion === PROTOCOL_VERSION;
    };

  /** Each side: its schema, valid messages, the calls it applied and its raw receiver. */
  const sides = [
    {
      side: 'canvas',
      schema: canvasMessageSchema,
      valid: validCanvasMessages,
      fake: () => both.canvasFake,
      raw: () => both.rawToCanvas,
    },
    {
      side: 'editor',
      schema: editorMessageSchema,
      valid: validEditorMessages,
      fake: () => both.editorFake,
      raw: () => both.rawToEditor,
    },
  ] as const;

  for (const { side, schema, valid, fake, raw } of sides) {
    it(`applies only valid calls on the ${side}, and nothing else changes its state`, async () => {
      const applied = appliedBy(schema);
      const { calls } = fake();
      const receiver = raw();
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.anything(), mutated(valid)), async (input) => {
          const before = structuredClone(calls);
          await receiver.receive(input).catch(() => undefined);
          if (applied(input)) {
            expect(calls).toHaveLength(before.length + 1);
          } else {
            expect(calls).toEqual(before);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
