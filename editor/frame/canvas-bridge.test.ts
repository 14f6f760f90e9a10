import { describe, expect, it, vi } from 'vitest';
import {
  PROTOCOL_VERSION,
  ProtocolError,
  toVersionMismatchMessage,
  type CanvasClient,
  type Component,
  type StoreInfo,
} from '../../protocol';
import { createBuilderStore } from '../state';
import { CanvasBridge, type CanvasAlert } from './canvas-bridge';

type Call = [verb: string, payload: unknown];

/** A CanvasClient that records calls; `hello` waits until `answerHello` is called. */
function fakeClient(options: { failWith?: Error } = {}) {
  const calls: Call[] = [];
  let answerHello: () => void = () => {};
  let failHello: (error: Error) => void = () => {};
  const record =
    (verb: string) =>
    async (payload: unknown): Promise<undefined> => {
      calls.push([verb, payload]);
      if (options.failWith) throw options.failWith;
      return undefined;
    };
  const client = {
    hello: (payload: unknown) => {
      calls.push(['hello', payload]);
      return new Promise<{ protocolVersion: number }>((resolve, reject) => {
        answerHello = () => resolve({ protocolVersion: PROTOCOL_VERSION });
        failHello = reject;
      });
    },
    render: record('render'),
    patch: record('patch'),
    select: record('select'),
    screen: record('screen'),
    preview: record('preview'),
    theme: record('theme'),
    hover: record('hover'),
    dragOver: record('dragOver'),
    dragEnd: record('dragEnd'),
  } as unknown as CanvasClient;
  return { client, calls, answer: () => answerHello(), fail: (e: Error) => failHello(e) };
}

const storeInfo: StoreInfo = {
  storeId: '11111111-1111-4111-8111-111111111111',
  name: 'Demo',
  currency: 'USD',
  storeDomain: 'demo.localhost',
};
const banner: Component = {
  id: 'banner-1',
  type: 'banner',
  contentType: 'normal',
  props: { title: 'Hi' },
};
const faq: Component = { id: 'faq-1', type: 'faq', contentType: 'normal', props: {} };

function setup() {
  const store = createBuilderStore();
  store.getState().load({ components: [banner, faq], pageType: 'home' });
  const alerts: CanvasAlert[] = [];
  const onShortcut = vi.fn();
  const bridge = new CanvasBridge({
    store,
    storeInfo,
    onShortcut,
    onAlert: (alert) => alerts.push(alert),
    log: () => {},
  });
  const stop = bridge.start();
  return { store, bridge, alerts, onShortcut, stop };
}

/** `setup()` with a canvas that has answered the handshake, its calls so far cleared. */
async function connected() {
  const parts = setup();
  const canvas = fakeClient();
  const connecting = parts.bridge.connect(canvas.client);
  canvas.answer();
  await connecting;
  canvas.calls.length = 0;
  return { ...parts, canvas };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CanvasBridge', () => {
  it('sends nothing before the handshake, then hello and one full render of the current state', async () => {
    const { store, bridge } = setup();
    const canvas = fakeClient();
    const connecting = bridge.connect(canvas.client);
    store.getState().select('faq-1');
    store.getState().updateProps('banner-1', { title: 'Hello' });
    expect(canvas.calls).toEqual([['hello', { protocolVersion: PROTOCOL_VERSION }]]);
    canvas.answer();
    await connecting;
    expect(canvas.calls.slice(1)).toEqual([
      ['theme', { theme: store.getState().theme }],
      [
        'render',
        {
          components: store.getState().components,
          store: storeInfo,
          screenSize: 'desktop',
          preview: false,
          selectedId: 'faq-1',
          selectedBlockId: null,
        },
      ],
    ]);
  });

  it('sends a props patch for an edit, then select, screen and preview changes', async () => {
    const { store, canvas } = await connected();
    store.getState().updateProps('banner-1', { title: 'Hello' });
    store.getState().select('banner-1');
    store.getState().setScreenSize('mobile');
    store.getState().setPreview(true);
    expect(canvas.calls).toEqual([
      ['patch', { patch: { op: 'props', id: 'banner-1', props: { title: 'Hello' } } }],
      ['select', { id: 'banner-1', blockId: null }],
      ['screen', { screenSize: 'mobile' }],
      ['preview', { preview: true }],
    ]);
  });

  it('sends a theme change as one theme message, no render or patch, and undo sends it back', async () => {
    const { store, canvas } = await connected();
    const before = store.getState().theme;
    const accent = {
      ...before,
      colorSchemes: before.colorSchemes.map((s, i) => (i === 0 ? { ...s, accent: '#dc2626' } : s)),
    };
    store.getState().setTheme(accent, 'colorSchemes.0.accent');
    store.getState().undo();
    expect(canvas.calls).toEqual([
      ['theme', { theme: accent }],
      ['theme', { theme: before }],
    ]);
  });

  it('sends a hover set in the editor (a layer row), but never echoes the canvas’s own hover', async () => {
    const { store, bridge, canvas } = await connected();
    store.getState().setHovered('faq-1');
    store.getState().setHovered(null);
    await bridge.editorApi.hover({ id: 'banner-1' });
    expect(store.getState().hoveredId).toBe('banner-1');
    await bridge.editorApi.hover({ id: null });
    store.getState().setHovered('banner-1');
    expect(canvas.calls).toEqual([
      ['hover', { id: 'faq-1' }],
      ['hover', { id: null }],
      ['hover', { id: 'banner-1' }],
    ]);
  });

  it('sends an insert patch before selecting a section dropped from the palette', async () => {
    const { store, bridge, canvas } = await connected();
    await bridge.editorApi.dropped({
      source: { kind: 'palette', type: 'textBlock' },
      parentId: null,
      index: 1,
    });
    const added = store.getState().components[1]!;
    expect(added.type).toBe('textBlock');
    expect(store.getState().selectedId).toBe(added.id);
    expect(canvas.calls.map(([verb]) => verb)).toEqual(['patch', 'select']);
    expect(canvas.calls[0]![1]).toMatchObject({
      patch: { op: 'insert', parentId: null, index: 1 },
    });
  });

  it('renders everything again after a reconnect, and ignores the old client', async () => {
    const { store, bridge } = setup();
    const first = fakeClient();
    const connectingFirst = bridge.connect(first.client);
    first.answer();
    await connectingFirst;
    const second = fakeClient();
    const connectingSecond = bridge.connect(second.client);
    store.getState().select('banner-1');
    second.answer();
    await connectingSecond;
    expect(second.calls.map(([verb]) => verb)).toEqual(['hello', 'theme', 'render']);
    expect(first.calls.map(([verb]) => verb)).toEqual(['hello', 'theme', 'render']);
  });

  it('applies the canvas’s selection with the toggle rule, drops, moves, drag-outs and hover', async () => {
    const { store, bridge } = setup();
    const api = bridge.editorApi;
    await api.selected({ id: 'faq-1', blockId: null });
    expect(store.getState().selectedId).toBe('faq-1');
    await api.selected({ id: 'faq-1', blockId: null });
    expect(store.getState().selectedId).toBeNull();
    await api.dropped({ source: { kind: 'component', id: 'faq-1' }, parentId: null, index: 0 });
    expect(store.getState().components.map((c) => c.id)).toEqual(['faq-1', 'banner-1']);
    await api.hover({ id: 'banner-1' });
    expect(store.getState().hoveredId).toBe('banner-1');
    await api.draggedOut({ id: 'banner-1' });
    expect(store.getState().components.map((c) => c.id)).toEqual(['faq-1']);
  });

  it('passes shortcuts on and shows canvas errors', async () => {
    const { bridge, alerts, onShortcut } = setup();
    await bridge.editorApi.shortcut({ action: 'undo' });
    expect(onShortcut).toHaveBeenCalledWith('undo');
    await bridge.editorApi.error({ message: 'Image failed' });
    expect(alerts).toEqual([{ kind: 'error', message: 'Image failed' }]);
  });

  it('shows the protocol’s mismatch text when the canvas refuses the handshake', async () => {
    const { bridge, alerts } = setup();
    const canvas = fakeClient();
    const connecting = bridge.connect(canvas.client);
    const text = toVersionMismatchMessage(PROTOCOL_VERSION, PROTOCOL_VERSION + 1);
    canvas.fail(new ProtocolError('refused', text));
    await connecting;
    expect(alerts).toEqual([{ kind: 'mismatch', message: text }]);
    expect(bridge.isReady).toBe(false);
  });

  it('shows a version mismatch reported while parsing the canvas’s ready', () => {
    const { bridge, alerts } = setup();
    const text = toVersionMismatchMessage(PROTOCOL_VERSION, 99);
    bridge.onReject(new ProtocolError('version-mismatch', text));
    bridge.onReject(new ProtocolError('invalid-message', 'Dropped editor/hover: bad id'));
    expect(alerts).toEqual([{ kind: 'mismatch', message: text }]);
  });

  it('after a failed send, renders everything on the next change', async () => {
    const { store, bridge, alerts } = setup();
    const canvas = fakeClient({ failWith: new ProtocolError('refused', 'nope') });
    const connecting = bridge.connect(canvas.client);
    canvas.answer();
    await connecting;
    await flush();
    expect(alerts[0]?.message).toContain('nope');
    canvas.calls.length = 0;
    store.getState().select('faq-1');
    expect(canvas.calls.map(([verb]) => verb)).toEqual(['theme', 'render']);
  });

  it('stops mirroring once stopped', async () => {
    const { store, bridge, stop } = setup();
    const canvas = fakeClient();
    const connecting = bridge.connect(canvas.client);
    canvas.answer();
    await connecting;
    stop();
    canvas.calls.length = 0;
    store.getState().select('faq-1');
    expect(canvas.calls).toEqual([]);
  });
});
