/**
 * The canvas iframe: sandboxed (`allow-scripts` only), as wide as the chosen screen size and
 * scaled down to fit the space it has, re-measured when that space changes. Connects the
 * bridge before the iframe loads (listenForCanvas first, then src), or adopts an iframe the
 * host page started loading early (`preloaded`): moved into place with `moveBefore`, which
 * keeps its document, then asked to announce itself.
 * Owns: the iframe element, its sizing and its connection lifetime. Not: what is sent.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { listenForCanvas } from '../../protocol';
import { useBuilder } from '../state';
import type { CanvasBridge } from './canvas-bridge';
import { computeFrameLayout } from './frame-layout';

export interface CanvasFrameProps {
  /** Where the canvas document is served. */
  canvasUrl: string;
  /** An iframe already loading `canvasUrl` elsewhere in the page (see `canAdoptCanvas`). */
  preloaded?: HTMLIFrameElement | null | undefined;
  /** The Builder's connection to the canvas. */
  bridge: CanvasBridge;
  /** The editor's drag in progress (dnd's DragRegistry): a release then is that drag's. */
  drags: { readonly dragging: boolean };
}

/** The attributes of the canvas iframe (also those a preloaded one must have). */
export const CANVAS_FRAME_ATTRIBUTES = {
  className: 'be-frame',
  'data-testid': 'canvas-frame',
  title: 'Page preview',
  sandbox: 'allow-scripts',
} as const;

/**
 * Whether an iframe loaded elsewhere in the page can be moved into the editor without
 * reloading it: `Element.moveBefore` (a state-preserving move); an ordinary move reloads.
 */
export const canAdoptCanvas = (): boolean =>
  typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;

type MovableElement = Element & { moveBefore(node: Node, child: Node | null): void };

export function CanvasFrame({ canvasUrl, preloaded, bridge, drags }: CanvasFrameProps) {
  const screenSize = useBuilder((s) => s.screenSize);
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  // Adopted once per mount; without moveBefore the editor makes its own iframe.
  const [adopted] = useState(() => (preloaded && canAdoptCanvas() ? preloaded : null));
  const [available, setAvailable] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const width = viewport.clientWidth;
      const height = viewport.clientHeight;
      setAvailable((prev) =>
        prev.width === width && prev.height === height ? prev : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const layout = computeFrameLayout(screenSize, available);
  const frameStyle: CSSProperties = {
    width: layout.width,
    height: layout.height,
    transform: `scale(${layout.scale})`,
  };

  // A preloaded iframe: moved into the stage keeping its document (before the effects below
  // read iframeRef), then sized like the editor's own.
  useLayoutEffect(() => {
    const stage = stageRef.current as MovableElement | null;
    if (!adopted || !stage) return;
    if (adopted.parentElement !== stage) stage.moveBefore(adopted, null);
    iframeRef.current = adopted;
  }, [adopted]);
  useLayoutEffect(() => {
    if (!adopted) return;
    adopted.style.width = `${layout.width}px`;
    adopted.style.height = `${layout.height}px`;
    adopted.style.transform = `scale(${layout.scale})`;
  }, [adopted, layout.width, layout.height, layout.scale]);

  useLayoutEffect(() => {
    bridge.scale = layout.scale;
  }, [bridge, layout.scale]);

  useEffect(() => {
    const iframe = iframeRef.current;
    const viewport = viewportRef.current;
    if (!iframe || !viewport) return;
    bridge.frame = iframe;
    bridge.viewport = viewport;
    // Listen before the canvas can announce itself.
    const stop = listenForCanvas(iframe, bridge.editorApi, {
      onConnect: (client) => void bridge.connect(client),
      onReject: bridge.onReject,
    });
    if (iframe.getAttribute('src') !== canvasUrl) iframe.src = canvasUrl;
    return () => {
      stop();
      bridge.disconnect();
      if (bridge.frame === iframe) bridge.frame = null;
      if (bridge.viewport === viewport) bridge.viewport = null;
    };
  }, [bridge, canvasUrl]);

  // A section dragged inside the canvas and released outside the iframe: the release reaches
  // this window, not the iframe (Chromium puts sandboxed frames in their own process, so even
  // pointer capture does not follow). Tell the canvas; it deletes the dragged section (spec:
  // dragging outside every drop target deletes). Outside its own drags the canvas ignores it.
  useEffect(() => {
    const onRelease = () => {
      if (!drags.dragging) bridge.dragEnd({ drop: false });
    };
    window.addEventListener('pointerup', onRelease);
    return () => window.removeEventListener('pointerup', onRelease);
  }, [bridge, drags]);

  return (
    <div className="be-frame-viewport" ref={viewportRef}>
      <div
        ref={stageRef}
        className="be-frame-stage"
        style={{ width: layout.stageWidth, height: layout.stageHeight }}
        data-screen-size={screenSize}
      >
        {adopted ? null : (
          <iframe ref={iframeRef} {...CANVAS_FRAME_ATTRIBUTES} style={frameStyle} />
        )}
      </div>
    </div>
  );
}
