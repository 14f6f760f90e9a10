/**
 * A template page's preview at a device's width: the iframe is laid out 1280 px (desktop) or
 * 390 px (mobile) wide, as the storefront would be, and scaled down to fit its box. Sandboxed
 * without `allow-same-origin` (an opaque origin), and the answer's CSP runs no script; as a
 * card's thumbnail it is out of the tab order and hidden from assistive technology.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { storefrontFrameProps } from '../kit';

export const deviceWidths = { desktop: 1280, mobile: 390 } as const;
export type PreviewDevice = keyof typeof deviceWidths;

export interface DevicePreviewFrameProps {
  src: string;
  /** The frame's accessible title ("Preview of Fashion, home page, desktop"). */
  title: string;
  device: PreviewDevice;
  /** The box's height in px. Defaults to `640`. */
  height?: number;
  /** A card's thumbnail: not focusable, hidden from assistive technology. */
  thumbnail?: boolean;
  'data-testid'?: string;
}

export function DevicePreviewFrame({
  src,
  title,
  device,
  height = 640,
  thumbnail = false,
  'data-testid': testId,
}: DevicePreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setBoxWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = deviceWidths[device];
  const scale = boxWidth ? Math.min(1, boxWidth / width) : 1;
  return (
    <div
      ref={box}
      className={`device-preview device-preview-${device}${thumbnail ? ' device-preview-thumbnail' : ''}`}
      style={{ height }}
    >
      {loadedSrc === src ? null : (
        <div className="device-preview-loading skeleton" role="status">
          <span className="visually-hidden">Loading the preview…</span>
        </div>
      )}
      <iframe
        key={src}
        src={src}
        title={title}
        {...storefrontFrameProps(thumbnail)}
        width={width}
        height={Math.round(height / scale)}
        style={{ transform: `scale(${scale})` }}
        data-testid={testId}
        data-device={device}
        onLoad={() => setLoadedSrc(src)}
      />
    </div>
  );
}
