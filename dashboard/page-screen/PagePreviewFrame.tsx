/**
 * The real storefront's render of a page (its draft, or a kept version) in a sandboxed iframe
 * without `allow-same-origin`: an opaque origin, so nothing in it reaches the dashboard's. Its
 * own scripts cannot run either: the answer's CSP is `script-src 'none'` (and `sandbox` too,
 * for the URL opened on its own). `allow-scripts` only lets tools (axe in the browser tests)
 * look inside the frame. `scale` shrinks a desktop-width
 * render into a thumbnail; the frame is then out of the tab order and hidden from assistive
 * technology, the caller labelling the thumbnail.
 */
import { useState } from 'react';
import { storefrontFrameProps } from '../kit';

export interface PagePreviewFrameProps {
  src: string;
  /** A change reloads the frame (the draft's version, say). */
  reloadKey?: string | number;
  /** The frame's accessible title ("Preview of About, published 3 May"). */
  title: string;
  /** Thumbnail: the render is `1 / scale` wide, shown at `scale`. */
  scale?: number;
  'data-testid'?: string;
}

export function PagePreviewFrame({
  src,
  reloadKey = '',
  title,
  scale,
  'data-testid': testId,
}: PagePreviewFrameProps) {
  const key = `${src}|${reloadKey}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const loaded = loadedKey === key;
  const thumbnail = scale !== undefined;
  return (
    <div
      className={thumbnail ? 'page-preview page-preview-thumbnail' : 'page-preview'}
      style={thumbnail ? { ['--page-preview-scale' as string]: String(scale) } : undefined}
    >
      {loaded ? null : (
        <div className="page-preview-loading skeleton" role="status" aria-live="polite">
          <span className="visually-hidden">Loading the preview…</span>
        </div>
      )}
      <iframe
        key={key}
        src={src}
        title={title}
        {...storefrontFrameProps(thumbnail)}
        data-testid={testId}
        onLoad={() => setLoadedKey(key)}
      />
    </div>
  );
}
