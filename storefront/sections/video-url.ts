/**
 * Turns what a merchant typed into a video block (a YouTube or Vimeo link or id, or a
 * file URL) into something playable: an embed URL or a video source. Pure; null when the
 * input cannot be parsed, and the block then shows 'No video URL provided'.
 */

export type VideoType = 'html5' | 'youtube' | 'vimeo';

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'html5'; src: string };

export interface VideoPlayback {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
}

const youTubeIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youTubeHosts = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'player.vimeo.com']);

function toUrl(input: string): URL | undefined {
  const withScheme = /^https?:\/\//i.test(input)
    ? input
    : /^[\w-]+(\.[\w-]+)+\//.test(input)
      ? `https://${input}`
      : '';
  if (!withScheme) return undefined;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** The 11-character YouTube id of a watch, shorts, live, embed or youtu.be URL, or of a bare id. */
export function getYouTubeId(input: string): string | undefined {
  const value = input.trim();
  if (youTubeIdPattern.test(value)) return value;
  const url = toUrl(value);
  if (!url) return undefined;
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = segments[0];
  else if (youTubeHosts.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && ['shorts', 'embed', 'live', 'v'].includes(segments[0]))
      candidate = segments[1];
  }
  return candidate && youTubeIdPattern.test(candidate) ? candidate : undefined;
}

/** The numeric Vimeo id (and the private-link hash, if any) of a Vimeo URL or a bare id. */
export function getVimeoId(input: string): { id: string; hash?: string } | undefined {
  const value = input.trim();
  if (/^\d{1,15}$/.test(value)) return { id: value };
  const url = toUrl(value);
  if (!url || !vimeoHosts.has(hostOf(url))) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((s) => /^\d{1,15}$/.test(s));
  const id = index >= 0 ? segments[index] : undefined;
  if (!id) return undefined;
  const next = segments[index + 1];
  const hash =
    url.searchParams.get('h') ?? (next && /^[0-9a-f]{6,20}$/i.test(next) ? next : undefined);
  return hash && /^[0-9a-f]{6,20}$/i.test(hash) ? { id, hash } : { id };
}

/** The video a block of `type` with `url` plays, or null when there is none. */
export function parseVideoUrl(type: VideoType, url: string): VideoSource | null {
  const value = url.trim();
  if (!value) return null;
  switch (type) {
    case 'youtube': {
      const id = getYouTubeId(value);
      return id ? { kind: 'youtube', id } : null;
    }
    case 'vimeo': {
      const vimeo = getVimeoId(value);
      return vimeo ? { kind: 'vimeo', ...vimeo } : null;
    }
    case 'html5':
      return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? { kind: 'html5', src: value } : null;
  }
}

/** The iframe URL of a YouTube or Vimeo source with playback options; autoplay implies muted. */
export function toEmbedUrl(
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>,
  playback: VideoPlayback,
): string {
  const muted = playback.muted || playback.autoplay;
  const flag = (on: boolean) => (on ? '1' : '0');
  if (source.kind === 'youtube') {
    const params = new URLSearchParams({ rel: '0', playsinline: '1' });
    if (playback.autoplay) params.set('autoplay', '1');
    if (muted) params.set('mute', '1');
    // YouTube loops a single video only when it is also its own playlist.
    if (playback.loop) {
      params.set('loop', '1');
      params.set('playlist', source.id);
    }
    if (!playback.controls) params.set('controls', '0');
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params.toString()}`;
  }
  const params = new URLSearchParams();
  if (source.hash) params.set('h', source.hash);
  params.set('autoplay', flag(playback.autoplay));
  params.set('muted', flag(muted));
  params.set('loop', flag(playback.loop));
  params.set('controls', flag(playback.controls));
  params.set('dnt', '1');
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}
