/**
 * The video block: a YouTube (privacy-enhanced) or Vimeo iframe, or an HTML5 video, in a
 * box of the chosen aspect ratio; 'No video URL provided' when there is nothing to play.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import type { SectionComponentProps } from './section-types';
import {
  toAspectRatioCss,
  toSpacingCss,
  toUnitCss,
  toSectionPaddingCss,
} from './helpers/css-values';
import { parseVideoUrl, toEmbedUrl } from './video-url';

const iframeAllow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

/** An HTML5 video; React does not render `muted` on the server, so it is set (and autoplay retried) here. */
function Html5Video({
  src,
  poster,
  title,
  playback,
}: {
  src: string;
  poster: string;
  title: string;
  playback: { autoplay: boolean; muted: boolean; loop: boolean; controls: boolean };
}) {
  const ref = useRef<HTMLVideoElement>(null);
  // Browsers only autoplay muted videos.
  const muted = playback.muted || playback.autoplay;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (playback.autoplay) video.play().catch(() => undefined);
  }, [muted, playback.autoplay, src]);
  return (
    <video
      ref={ref}
      className="sf-video-block__media"
      src={src}
      poster={poster || undefined}
      title={title}
      aria-label={title}
      controls={playback.controls}
      autoPlay={playback.autoplay}
      muted={muted}
      loop={playback.loop}
      playsInline
      preload="metadata"
    />
  );
}

export function VideoBlockSection({ props }: SectionComponentProps<'videoBlock'>) {
  const source = parseVideoUrl(props.videoType, props.url);
  const playback = {
    autoplay: props.autoplay,
    muted: props.muted,
    loop: props.loop,
    controls: props.controls,
  };
  const title = props.title || 'Video';
  const frameStyle: CSSProperties = {
    aspectRatio: toAspectRatioCss(props.aspectRatio),
    borderRadius: `${props.borderRadius}px`,
  };
  return (
    <div
      className="sf-video-block"
      style={{
        margin: toSpacingCss(props.margin),
        padding: toSectionPaddingCss(props.padding),
        backgroundColor: props.backgroundColor,
      }}
    >
      <div className="sf-video-block__inner" style={{ maxWidth: toUnitCss(props.maxWidth) }}>
        <div className="sf-video-block__frame" style={frameStyle}>
          {source === null ? (
            <p className="sf-video-block__empty" data-testid="video-empty">
              No video URL provided
            </p>
          ) : source.kind === 'html5' ? (
            <Html5Video
              src={source.src}
              poster={props.posterImage}
              title={title}
              playback={playback}
            />
          ) : (
            <iframe
              className="sf-video-block__media"
              src={toEmbedUrl(source, playback)}
              title={title}
              loading="lazy"
              allow={iframeAllow}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </div>
    </div>
  );
}
