/**
 * The canvas document's entry (canvas/index.html): creates the state store, mounts the page,
 * installs the DOM behaviour and connects to the editor in the parent window.
 */
import { StrictMode } from 'react';
import { disableZodEval } from '../shared';
import { createRoot } from 'react-dom/client';
import { connectToEditor } from '../protocol';
import { CanvasApp } from './CanvasApp';
import { createCanvasApi } from './canvas-api';
import { createEditorLink } from './editor-link';
import { installInteractions } from './interactions';
import { createCanvasStore, type CanvasState } from './state/canvas-store';
import { CanvasRuntimeContext, type CanvasRuntime } from './state/use-canvas';
import './canvas.css';

disableZodEval();

const store = createCanvasStore();
const link = createEditorLink(store);
const interactions = installInteractions(store, link.send);
const api = createCanvasApi(store, interactions, link.send);
const runtime: CanvasRuntime = { store, reportError: link.send.error };

/** <html data-preview="true"> in preview: the stylesheet hides every piece of builder chrome. */
function syncDocument(state: CanvasState) {
  const { dataset } = document.documentElement;
  if (state.preview) dataset.preview = 'true';
  else delete dataset.preview;
  dataset.screen = state.screenSize;
}
syncDocument(store.getState());
store.subscribe(() => syncDocument(store.getState()));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CanvasRuntimeContext.Provider value={runtime}>
        <CanvasApp />
      </CanvasRuntimeContext.Provider>
    </StrictMode>,
  );
}

if (window.parent === window) {
  store.dispatch({
    type: 'alert',
    message: 'This page is the store builder’s preview: open it from the builder.',
    fatal: true,
  });
} else {
  connectToEditor(api, { onConnect: link.connect, onReject: link.onReject });
}
