/**
 * The editor's side of the canvas connection: answers the canvas's calls (selection, drops,
 * shortcuts...) with store actions, and mirrors the store into the canvas: a full `render`
 * after each handshake, then `patch` ops from diffComponents, `select`, `screen`, `preview`,
 * and `hover` when the hovered section changed here (a layer row), never echoing the canvas's
 * own hover back.
 * Nothing is sent before the handshake completes.
 * Owns: the sync rules and what the canvas's messages do. Not: the iframe element's sizing
 * (CanvasFrame), the bootstrap (protocol's listenForCanvas).
 */
import {
  PROTOCOL_VERSION,
  type ProtocolError,
  type CanvasClient,
  type Component,
  type DragSource,
  type EditorApi,
  type PatchOp,
  type ScreenSize,
  type ShortcutAction,
  type StoreInfo,
} from '../../protocol';
import type { Theme } from '../../shared';
import { diffComponents, type BuilderState, type BuilderStoreApi } from '../state';
import { intersectRects, type FrameGeometry } from './frame-point';
import { selectExactly } from '../shortcuts/run-action';

export interface CanvasAlert {
  /** 'mismatch': the two sides speak different protocol versions (reload needed). */
  kind: 'mismatch' | 'error';
  message: string;
}

export interface CanvasBridgeOptions {
  store: BuilderStoreApi;
  storeInfo: StoreInfo;
  /** A shortcut pressed while the canvas had focus. */
  onShortcut(action: ShortcutAction): void;
  /** Something to tell the user: a protocol version mismatch, a canvas error. */
  onAlert(alert: CanvasAlert): void;
  /** Defaults to the state's diffComponents. */
  diff?: (prev: Component[], next: Component[]) => PatchOp[] | null;
  /** Told about every dropped or refused message. Defaults to console.warn. */
  log?: (error: ProtocolError) => void;
}

/** What the canvas was last told. */
interface Sent {
  components: Component[];
  theme: Theme;
  selectedId: string | null;
  selectedBlockId: string | null;
  screenSize: ScreenSize;
  preview: boolean;
  hoveredId: string | null;
}

const VERSION_TEXT = 'speak different protocol versions';

const isMismatch = (error: ProtocolError): boolean =>
  error.code === 'version-mismatch' || error.message.includes(VERSION_TEXT);

export class CanvasBridge {
  private readonly options: CanvasBridgeOptions;
  private readonly diff: (prev: Component[], next: Component[]) => PatchOp[] | null;
  /** The connected client, once its handshake succeeded. */
  private client: CanvasClient | null = null;
  /** The client whose handshake is under way. */
  private connecting: CanvasClient | null = null;
  private sent: Sent | null = null;
  /** A send failed: the canvas may differ from `sent`; the next sync renders everything. */
  private stale = false;
  private unsubscribe: (() => void) | null = null;
  /** The iframe and the element clipping it, set by CanvasFrame. */
  frame: HTMLIFrameElement | null = null;
  viewport: HTMLElement | null = null;
  /** The iframe's CSS scale, set by CanvasFrame. */
  scale = 1;

  constructor(options: CanvasBridgeOptions) {
    this.options = options;
    this.diff = options.diff ?? diffComponents;
  }

  /** What the canvas's calls do. */
  readonly editorApi: EditorApi = {
    // The protocol layer checks the version and answers; nothing else to do.
    ready: () => {},
    selected: ({ id, blockId }) => {
      const state = this.options.store.getState();
      if (id !== null && blockId !== null) state.selectBlock(id, blockId);
      else state.select(id);
    },
    dropped: ({ source, parentId, index, holderId = null }) => {
      const state = this.options.store.getState();
      if (source.kind === 'palette') {
        const id = state.add(source.type, { index, parentId }, source.preset);
        if (id) selectExactly(this.options.store, id);
      } else if (source.kind === 'sectionBlock') {
        // A block dragged within its section, to a gap of its list or of a block's (a slide,
        // columns): one history step, or refused with the reason.
        if (parentId !== source.sectionId) return;
        const edit = state.moveBlock(parentId, source.id, holderId, index);
        if (edit.refusal) this.options.onAlert({ kind: 'error', message: edit.refusal });
      } else if (source.kind === 'block') {
        // A block into a section (or its block's list): added and selected, or refused.
        if (parentId === null) return;
        const edit = state.addBlock(parentId, source.type, { index, parentId: holderId });
        if (edit.refusal) this.options.onAlert({ kind: 'error', message: edit.refusal });
      } else {
        state.move(source.id, parentId, index);
      }
    },
    draggedOut: ({ id }) => this.options.store.getState().remove(id),
    hover: ({ id }) => {
      // The canvas shows this hover already: not sent back.
      if (this.sent) this.sent.hoveredId = id;
      this.options.store.getState().setHovered(id);
    },
    error: ({ message }) => this.options.onAlert({ kind: 'error', message }),
    shortcut: ({ action }) => this.options.onShortcut(action),
  };

  /** Starts mirroring the store; returns the function that stops it. */
  start(): () => void {
    this.unsubscribe?.();
    const unsubscribe = this.options.store.subscribe((state) => this.sync(state));
    this.unsubscribe = unsubscribe;
    return () => {
      unsubscribe();
      if (this.unsubscribe === unsubscribe) this.unsubscribe = null;
      this.disconnect();
    };
  }

  /** Whether the canvas is connected and past its handshake. */
  get isReady(): boolean {
    return this.client !== null;
  }

  /** A (re)connected canvas: handshake, then a full render. */
  async connect(client: CanvasClient): Promise<void> {
    this.client = null;
    this.sent = null;
    this.connecting = client;
    try {
      await client.hello({ protocolVersion: PROTOCOL_VERSION });
    } catch (error) {
      if (this.connecting !== client) return;
      this.connecting = null;
      if (error instanceof Error && error.name === 'ProtocolError') {
        const protocolError = error as ProtocolError;
        this.options.onAlert({
          kind: isMismatch(protocolError) ? 'mismatch' : 'error',
          message: protocolError.message,
        });
      } else {
        this.options.onAlert({ kind: 'error', message: 'The page preview did not answer.' });
      }
      return;
    }
    if (this.connecting !== client) return;
    this.connecting = null;
    this.client = client;
    this.renderAll();
  }

  /** Forgets the canvas (the iframe is going away or reloading). */
  disconnect(): void {
    this.client = null;
    this.connecting = null;
    this.sent = null;
  }

  /** For listenForCanvas's `onReject`: a version mismatch is shown, the rest is logged. */
  readonly onReject = (error: ProtocolError): void => {
    if (error.code === 'version-mismatch') {
      this.options.onAlert({ kind: 'mismatch', message: error.message });
      return;
    }
    (this.options.log ?? ((e: ProtocolError) => console.warn(`[builder] ${e.code}: ${e.message}`)))(
      error,
    );
  };

  /** Pointer over the canvas during a drag from the editor (iframe coordinates). */
  dragOver(message: { x: number; y: number; source: DragSource }): void {
    this.send((client) => client.dragOver(message));
  }

  /** The drag from the editor ended: `drop` at the last indicated place, or cancel. */
  dragEnd(message: { drop: boolean }): void {
    this.send((client) => client.dragEnd(message));
  }

  /** The canvas's on-screen geometry now, or null when there is nothing to drop into. */
  getGeometry(): FrameGeometry | null {
    if (!this.client || !this.frame) return null;
    const frameRect = this.frame.getBoundingClientRect();
    const clip = this.viewport?.getBoundingClientRect() ?? frameRect;
    return { frameRect, visibleRect: intersectRects(frameRect, clip), scale: this.scale };
  }

  private renderAll(): void {
    const state = this.options.store.getState();
    this.sent = {
      components: state.components,
      theme: state.theme,
      selectedId: state.selectedId,
      selectedBlockId: state.selectedBlockId,
      screenSize: state.screenSize,
      preview: state.preview,
      hoveredId: null,
    };
    this.stale = false;
    // The theme first: the sections' first paint already has its colours.
    const { theme } = state;
    this.send((client) => client.theme({ theme }));
    this.send((client) =>
      client.render({
        components: state.components,
        store: this.options.storeInfo,
        screenSize: state.screenSize,
        preview: state.preview,
        selectedId: state.selectedId,
        selectedBlockId: state.selectedBlockId,
      }),
    );
    this.syncHover(state);
  }

  private sync(state: BuilderState): void {
    const sent = this.sent;
    if (!this.client || !sent) return;
    if (this.stale) {
      this.renderAll();
      return;
    }
    if (state.components !== sent.components) {
      const ops = this.diff(sent.components, state.components);
      if (ops === null) {
        this.renderAll();
        return;
      }
      sent.components = state.components;
      for (const patch of ops) this.send((client) => client.patch({ patch }));
    }
    if (state.theme !== sent.theme) {
      const theme = state.theme;
      sent.theme = theme;
      this.send((client) => client.theme({ theme }));
    }
    if (state.selectedId !== sent.selectedId || state.selectedBlockId !== sent.selectedBlockId) {
      const { selectedId: id, selectedBlockId: blockId } = state;
      sent.selectedId = id;
      sent.selectedBlockId = blockId;
      this.send((client) => client.select({ id, blockId }));
    }
    if (state.screenSize !== sent.screenSize) {
      const screenSize = state.screenSize;
      sent.screenSize = screenSize;
      this.send((client) => client.screen({ screenSize }));
    }
    if (state.preview !== sent.preview) {
      const preview = state.preview;
      sent.preview = preview;
      this.send((client) => client.preview({ preview }));
    }
    this.syncHover(state);
  }

  private syncHover(state: BuilderState): void {
    const sent = this.sent;
    if (!sent || state.hoveredId === sent.hoveredId) return;
    const id = state.hoveredId;
    sent.hoveredId = id;
    this.send((client) => client.hover({ id }));
  }

  private send(call: (client: CanvasClient) => Promise<unknown>): void {
    const client = this.client;
    if (!client) return;
    call(client).catch((error: unknown) => {
      if (this.client !== client) return;
      this.stale = true;
      const message = error instanceof Error ? error.message : String(error);
      this.options.onAlert({
        kind: 'error',
        message: `The page preview could not be updated: ${message}`,
      });
    });
  }
}
