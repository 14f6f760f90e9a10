/**
 * The canvas's side of the connection: announces itself with `editor/ready`, sends
 * canvas -> editor calls once the handshake is done (fire and forget), reports errors to the
 * editor (`editor/error`, deduplicated) and shows protocol rejects in the iframe's alert.
 * Owns: what the canvas does when the protocol refuses something. Not: the transport.
 */
import {
  PROTOCOL_VERSION,
  type DragSource,
  type EditorClient,
  type ProtocolError,
  type ShortcutAction,
} from '../protocol';
import type { CanvasStore } from './state/canvas-store';

/** Canvas -> editor calls; each one is dropped silently before the handshake is done. */
export interface EditorSender {
  /** A click on section `id` (null: outside every section), on its block `blockId` if any. */
  selected(id: string | null, blockId: string | null): void;
  hover(id: string | null): void;
  /** `holderId`: a block of section `parentId` whose own list a block goes into. */
  dropped(
    source: DragSource,
    parentId: string | null,
    index: number,
    holderId?: string | null,
  ): void;
  draggedOut(id: string): void;
  shortcut(action: ShortcutAction): void;
  /** Tells the editor about a canvas error (a section that failed, a patch out of step). */
  error(message: string): void;
}

export interface EditorLink {
  send: EditorSender;
  /** Hand to `connectToEditor` as `onConnect`. */
  connect(client: EditorClient): void;
  /** Hand to `connectToEditor` as `onReject`. */
  onReject(reason: ProtocolError): void;
}

const MAX_MESSAGE = 2000;
/** At most this many distinct errors are sent, so a broken section cannot flood the editor. */
const MAX_ERRORS = 50;
const ignore = () => undefined;

export function createEditorLink(store: CanvasStore): EditorLink {
  let client: EditorClient | null = null;
  const sentErrors = new Set<string>();
  const queuedErrors: string[] = [];

  const deliver = (message: string) => {
    if (!client) {
      if (queuedErrors.length < 10) queuedErrors.push(message);
      return;
    }
    client.error({ message }).catch(ignore);
  };

  const send: EditorSender = {
    selected: (id, blockId) => void client?.selected({ id, blockId }).catch(ignore),
    hover: (id) => void client?.hover({ id }).catch(ignore),
    dropped: (source, parentId, index, holderId) =>
      void client
        ?.dropped({ source, parentId, index, ...(holderId ? { holderId } : {}) })
        .catch(ignore),
    draggedOut: (id) => void client?.draggedOut({ id }).catch(ignore),
    shortcut: (action) => void client?.shortcut({ action }).catch(ignore),
    error(message) {
      const text = message.slice(0, MAX_MESSAGE);
      if (sentErrors.has(text) || sentErrors.size >= MAX_ERRORS) return;
      sentErrors.add(text);
      deliver(text);
    },
  };

  const fatal = (message: string) => store.dispatch({ type: 'alert', message, fatal: true });

  return {
    send,
    connect(editor) {
      editor
        .ready({ protocolVersion: PROTOCOL_VERSION })
        .then(() => {
          client = editor;
          for (const message of queuedErrors.splice(0)) deliver(message);
        })
        // No handshake, no canvas: the editor refused us (a version mismatch, said by onReject).
        .catch((error: unknown) => fatal(error instanceof Error ? error.message : String(error)));
    },
    onReject(reason) {
      // A failed `editor/error` must not be reported through `editor/error` again.
      if (reason.message.includes('editor/error')) return;
      if (reason.code === 'version-mismatch') return fatal(reason.message);
      store.dispatch({ type: 'alert', message: reason.message });
      send.error(reason.message);
    },
  };
}
