/**
 * Connects the editor (parent page) and the canvas (sandboxed iframe). The iframe announces
 * itself to its parent; the parent checks the announcement came from its own iframe's window,
 * then hands over two private MessageChannels, one per direction (comlink's expose and wrap
 * must not share a port). After that no other window can reach either side. The iframe may
 * load before the parent listens (the builder page creates it in its HTML): the parent asks
 * it to announce again when it starts listening.
 * Owns: the bootstrap and the sender checks on it. Not: what either side does with the calls.
 */
import {
  connectCanvas,
  connectEditor,
  exposeCanvas,
  exposeEditor,
  ProtocolError,
} from './endpoints';
import type {
  CanvasApi,
  CanvasClient,
  EditorApi,
  EditorClient,
  ProtocolOptions,
} from './endpoints';

const BOOT = 'store-builder/canvas-boot';
const PORTS = 'store-builder/canvas-ports';
/** Parent -> iframe: "announce yourself now" (an iframe that loaded before the parent listened). */
const ANNOUNCE = 'store-builder/canvas-announce';
/** How often, and how many times, the canvas repeats its announcement until answered. */
const ANNOUNCE_EVERY_MS = 100;
const ANNOUNCE_TIMES = 100;

const kindOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { kind?: unknown }).kind : undefined;

export interface ListenForCanvasOptions extends ProtocolOptions {
  /** Called for each (re)connection: a fresh client; call `hello` on it, then `render`. */
  onConnect(canvas: CanvasClient): void;
}

/**
 * In the parent: waits for `iframe`'s canvas to announce itself (again after each reload)
 * and connects to it. Announcements from any other window are dropped and reported.
 * Returns a function that stops listening and closes the channels.
 */
export function listenForCanvas(
  iframe: HTMLIFrameElement,
  editorApi: EditorApi,
  options: ListenForCanvasOptions,
): () => void {
  let open: MessagePort[] = [];
  // The canvas repeats its announcement until answered, so a slow parent may see several
  // from one document: answer each document (its boot id) once. Answering twice would close
  // the ports the canvas already took and leave both sides waiting on a dead channel.
  let answered: unknown;
  const closeAll = () => {
    for (const port of open) port.close();
    open = [];
  };
  const onMessage = (event: MessageEvent) => {
    if (kindOf(event.data) !== BOOT) return;
    const target = iframe.contentWindow;
    if (!target || event.source !== target) {
      options.onReject?.(
        new ProtocolError('foreign-sender', 'Dropped a canvas announcement from another window'),
      );
      return;
    }
    const bootId = (event.data as { id?: unknown }).id;
    if (bootId !== undefined && bootId === answered) return;
    answered = bootId;
    closeAll();
    const toCanvas = new MessageChannel();
    const toEditor = new MessageChannel();
    open = [toCanvas.port1, toEditor.port1];
    exposeEditor(editorApi, toEditor.port1, options);
    toEditor.port1.start();
    const canvas = connectCanvas(toCanvas.port1, options);
    toCanvas.port1.start();
    // The sandboxed iframe's origin is opaque: '*' is the only target origin that reaches it.
    target.postMessage({ kind: PORTS }, '*', [toCanvas.port2, toEditor.port2]);
    options.onConnect(canvas);
  };
  window.addEventListener('message', onMessage);
  // An iframe that loaded before this listener (created early, in the page's HTML) announced
  // to nobody: ask it to announce again now rather than wait for its next repeat.
  iframe.contentWindow?.postMessage({ kind: ANNOUNCE }, '*');
  return () => {
    window.removeEventListener('message', onMessage);
    closeAll();
  };
}

export interface ConnectToEditorOptions extends ProtocolOptions {
  /** Called once connected: call `ready` on the client first. */
  onConnect(editor: EditorClient): void;
}

/** The parent page's origin, as far as a sandboxed document can know it. */
function parentOrigin(): string {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] && ancestors[0] !== 'null') {
    return ancestors[0];
  }
  try {
    return document.referrer ? new URL(document.referrer).origin : '*';
  } catch {
    return '*';
  }
}

/**
 * In the iframe: announces the canvas to `window.parent` until the parent answers with the two
 * ports, then exposes `canvasApi` and connects to the editor. Port hand-overs from any window
 * other than the parent are dropped and reported. Returns a function that stops it all.
 */
export function connectToEditor(canvasApi: CanvasApi, options: ConnectToEditorOptions): () => void {
  let connected = false;
  let ports: readonly MessagePort[] = [];
  const origin = parentOrigin();
  // One id per document: the parent answers each document once, however often it announces.
  const bootId = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const announce = () => window.parent.postMessage({ kind: BOOT, id: bootId }, origin);
  const onMessage = (event: MessageEvent) => {
    const kind = kindOf(event.data);
    // The parent started listening: announce at once (also after the repeats gave up).
    if (kind === ANNOUNCE) {
      if (!connected && event.source === window.parent) announce();
      return;
    }
    if (kind !== PORTS) return;
    if (event.source !== window.parent || (origin !== '*' && event.origin !== origin)) {
      options.onReject?.(
        new ProtocolError('foreign-sender', 'Dropped a connection offer from another window'),
      );
      return;
    }
    const [toCanvas, toEditor] = event.ports;
    if (connected || !toCanvas || !toEditor) return;
    connected = true;
    clearInterval(timer);
    ports = event.ports;
    exposeCanvas(canvasApi, toCanvas, options);
    toCanvas.start();
    const editor = connectEditor(toEditor, options);
    toEditor.start();
    options.onConnect(editor);
  };
  window.addEventListener('message', onMessage);
  announce();
  let times = 1;
  const timer = setInterval(() => {
    if (connected || times >= ANNOUNCE_TIMES) return clearInterval(timer);
    times += 1;
    announce();
  }, ANNOUNCE_EVERY_MS);
  return () => {
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
    for (const port of ports) port.close();
  };
}
