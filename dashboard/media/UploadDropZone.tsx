/**
 * Where files come in: a drop area for dragged files over a multi-file input, with its own
 * "Choose images" button (the picker dialog) or without one where the screen's primary
 * "Upload images" opens the same input through `openRef` (the library: one button for one
 * action). Every file goes to the server, which decides by its bytes what is an image.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /**
   * Set to a function that opens the file chooser: the screen's own button does, and the
   * zone then shows none.
   */
  openRef?: RefObject<(() => void) | null>;
  compact?: boolean;
  disabled?: boolean;
}

/** What the file chooser offers; the server still checks every file's bytes. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml';

function hasFiles(event: React.DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export function UploadDropZone({
  onFiles,
  openRef,
  compact = false,
  disabled = false,
}: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // dragenter/dragleave fire for every child crossed: count them.
  const depth = useRef(0);
  const [over, setOver] = useState(false);

  // A file dropped beside the zone would make the browser open it, leaving the dashboard.
  useEffect(() => {
    const keepPage = (event: DragEvent) => {
      if (event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files')) {
        event.preventDefault();
      }
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  useEffect(() => {
    if (!openRef) return;
    openRef.current = () => input.current?.click();
    return () => {
      openRef.current = null;
    };
  }, [openRef]);

  return (
    <div
      className={[
        'media-drop',
        compact ? 'media-drop-compact' : '',
        over ? 'media-drop-over' : '',
      ].join(' ')}
      data-testid="media-drop-zone"
      onDragEnter={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <span className="media-drop-icon" aria-hidden="true">
        ⬆
      </span>
      <p className="media-drop-text">
        <strong>{over ? 'Drop to upload' : 'Drag images here'}</strong>
        {openRef ? (
          <span className="muted"> to upload them</span>
        ) : (
          <span className="muted"> or </span>
        )}
      </p>
      {openRef ? null : (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          disabled={disabled}
        >
          Choose images
        </button>
      )}
      <p id={hintId} className="media-drop-hint muted">
        JPEG, PNG, WebP, AVIF, GIF or SVG. Several at once are fine.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="media-file-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          // Choosing the same file again must fire change again.
          e.target.value = '';
          if (chosen.length) onFiles(chosen);
        }}
      />
    </div>
  );
}
