import { afterEach, describe, expect, it } from 'vitest';
import {
  connectCanvas,
  connectEditor,
  exposeCanvas,
  exposeEditor,
  PROTOCOL_VERSION,
  type CanvasApi,
} from '../../protocol';
import { createBuilderStore } from '../state';
import { CanvasBridge, type CanvasAlert } from './canvas-bridge';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The bridge and a recording canvas wired through the real protocol over MessageChannels. */
function wire(canvasVersion = PROTOCOL_VERSION) {
  const store = createBuilderStore();
  store.getState().load({
    components: [{ id: 'banner-1', type: 'banner', contentType: 'normal', props: { title: 'Hi' } }],
    pageType: 'home',
  });
  const alerts: CanvasAlert[] = [];
  const bridge = new CanvasBridge({
    store,
    storeInfo: {
      storeId: '11111111-1111-4111-8111-111111111111',
      name: 'Demo',
      currency: 'USD',
      storeDomain: 'demo.localhost',
    },
    onShortcut: () => {},
    onAlert: (alert) => alerts.push(alert),
    log: () => {},
  });
  const received: string[] = [];
  const canvasApi = new Proxy({} as CanvasApi, {
    get: (_, verb: string) => (payload: unknown) => {
      received.push(verb);
      void payload;
    },
  });
  const toCanvas = new MessageChannel();
  const toEditor = new MessageChannel();
  ports.push(toCanvas.port1, toCanvas.port2, toEditor.port1, toEditor.port2);
  const options = { onReject: bridge.onReject };
  exposeCanvas(canvasApi, toCanvas.port2, { protocolVersion: canvasVersion });
  toCanvas.port2.start();
  exposeEditor(bridge.editorApi, toEditor.port1, options);
  toEditor.port1.start();
  const client = connectCanvas(toCanvas.port1, options);
  toCanvas.port1.start();
  const editor = connectEditor(toEditor.port2, { protocolVersion: canvasVersion });
  toEditor.port2.start();
  bridge.start();
  return { store, bridge, alerts, received, client, editor };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('CanvasBridge over the real protocol', () => {
  it('passes the handshake, and every message it sends passes the canvas’s schemas', async () => {
    const { store, bridge, received, client, alerts } = wire();
    await bridge.connect(client);
    store.getState().updateProps('banner-1', { title: 'Hello' });
    store.getState().select('banner-1');
    store.getState().setScreenSize('tablet');
    store.getState().togglePreview();
    bridge.dragOver({ x: 10, y: 20, source: { kind: 'palette', type: 'faq' } });
    bridge.dragEnd({ drop: false });
    await until(() => received.length >= 9);
    expect(received).toEqual([
      'hello',
      'theme',
      'render',
      'patch',
      'select',
      'screen',
      'preview',
      'dragOver',
      'dragEnd',
    ]);
    expect(alerts).toEqual([]);
  });

  it('applies a palette drop from the canvas after its ready handshake', async () => {
    const { store, bridge, client, editor } = wire();
    await bridge.connect(client);
    await editor.ready({ protocolVersion: PROTOCOL_VERSION });
    await editor.dropped({ source: { kind: 'palette', type: 'faq' }, parentId: null, index: 0 });
    const [first] = store.getState().components;
    expect(first?.type).toBe('faq');
    expect(store.getState().selectedId).toBe(first?.id);
  });

  it('shows the mismatch text when the canvas speaks another protocol version', async () => {
    const { bridge, client, alerts, received } = wire(PROTOCOL_VERSION + 1);
    await bridge.connect(client);
    expect(alerts).toEqual([
      {
        kind: 'mismatch',
        message: `Editor and canvas speak different protocol versions (editor ${PROTOCOL_VERSION}, canvas ${PROTOCOL_VERSION + 1}): reload the page`,
      },
    ]);
    expect(received).toEqual([]);
    expect(bridge.isReady).toBe(false);
  });
});
