/**
 * The canvas iframe: sandboxed (`allow-scripts` only), as wide as the chosen screen size and
 * scaled down to fit the space it has, re-measured when that space changes. Connects the
 * bridge before the iframe loads (listenForCanvas first, then src).
 * Owns: the iframe element, its sizing and its connection lifetime. Not: what is sent.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { listenForCanvas } from '../../protocol';
import { useBuilder } from '../state';
import { useEditorServices } from '../shell/editor-services';
import { computeFrameLayout } from './frame-layout';

export interface CanvasFrameProps {
  /** Where the canvas document is served. */
  canvasUrl: string;
}

export function CanvasFrame({ canvasUrl }: CanvasFrameProps) {
  const { bridge, drags } = useEditorServices();
  const screenSize = useBuilder((s) => s.screenSize);
  const viewportRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
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
        className="be-frame-stage"
        style={{ width: layout.stageWidth, height: layout.stageHeight }}
        data-screen-size={screenSize}
      >
        <iframe
          ref={iframeRef}
          className="be-frame"
          data-testid="canvas-frame"
          title="Page preview"
          sandbox="allow-scripts"
          style={{
            width: layout.width,
            height: layout.height,
            transform: `scale(${layout.scale})`,
          }}
        />
      </div>
    </div>
  );
}
