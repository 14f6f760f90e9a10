import { describe, expect, it } from 'vitest';
import { getVimeoId, getYouTubeId, parseVideoUrl, toEmbedUrl } from './video-url';

const id = 'dQw4w9WgXcQ';
const playback = { autoplay: false, muted: false, loop: false, controls: true };

describe('getYouTubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?feature=share&v=${id}&t=42s`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube-nocookie.com/embed/${id}?rel=0`],
    [`https://www.youtube.com/live/${id}`],
    [`youtube.com/watch?v=${id}`],
    [id],
    [`  ${id}  `],
  ])('reads the id from %s', (input) => {
    expect(getYouTubeId(input)).toBe(id);
  });

  it.each([
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['dQw4w9WgX!Q'],
    ['https://www.youtube.com/watch?v=short'],
    [`https://example.com/watch?v=${id}`],
    [`https://www.youtube.com/channel/${id}`],
    [''],
    ['not a url'],
  ])('rejects %s', (input) => {
    expect(getYouTubeId(input)).toBeUndefined();
  });
});

describe('getVimeoId', () => {
  it('reads the numeric id of a vimeo.com, player or channel URL, or a bare id', () => {
    expect(getVimeoId('https://vimeo.com/76979871')).toEqual({ id: '76979871' });
    expect(getVimeoId('https://player.vimeo.com/video/76979871')).toEqual({ id: '76979871' });
    expect(getVimeoId('https://vimeo.com/channels/staffpicks/76979871')).toEqual({
      id: '76979871',
    });
    expect(getVimeoId('76979871')).toEqual({ id: '76979871' });
  });

  it('keeps the hash of a private link', () => {
    expect(getVimeoId('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
    expect(getVimeoId('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toEqual({
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
  });

  it('rejects other hosts and URLs without a numeric id', () => {
    expect(getVimeoId('https://example.com/76979871')).toBeUndefined();
    expect(getVimeoId('https://vimeo.com/staffpicks')).toBeUndefined();
    expect(getVimeoId('abc')).toBeUndefined();
  });
});

describe('parseVideoUrl', () => {
  it('returns null when there is no URL, so the block shows its empty message', () => {
    expect(parseVideoUrl('youtube', '')).toBeNull();
    expect(parseVideoUrl('vimeo', '   ')).toBeNull();
    expect(parseVideoUrl('html5', '')).toBeNull();
  });

  it('returns null for a URL that does not match the video type', () => {
    expect(parseVideoUrl('youtube', 'https://vimeo.com/76979871')).toBeNull();
    expect(parseVideoUrl('vimeo', `https://youtu.be/${id}`)).toBeNull();
    expect(parseVideoUrl('html5', 'javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('html5', '//evil.example/video.mp4')).toBeNull();
  });

  it('parses each type', () => {
    expect(parseVideoUrl('youtube', `https://youtu.be/${id}`)).toEqual({ kind: 'youtube', id });
    expect(parseVideoUrl('vimeo', 'https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoUrl('html5', '/media/intro.mp4')).toEqual({
      kind: 'html5',
      src: '/media/intro.mp4',
    });
    expect(parseVideoUrl('html5', 'https://cdn.example.com/a.webm')).toEqual({
      kind: 'html5',
      src: 'https://cdn.example.com/a.webm',
    });
  });
});

describe('toEmbedUrl', () => {
  it('embeds YouTube through youtube-nocookie.com', () => {
    expect(toEmbedUrl({ kind: 'youtube', id }, playback)).toBe(
      `https://www.youtube-nocookie.com/embed/${id}?rel=0&playsinline=1`,
    );
  });

  it('mutes autoplaying YouTube videos and loops them as their own playlist', () => {
    const url = new URL(
      toEmbedUrl(
        { kind: 'youtube', id },
        { autoplay: true, muted: false, loop: true, controls: false },
      ),
    );
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('loop')).toBe('1');
    expect(url.searchParams.get('playlist')).toBe(id);
    expect(url.searchParams.get('controls')).toBe('0');
  });

  it('embeds Vimeo through player.vimeo.com with its options and private hash', () => {
    const url = new URL(
      toEmbedUrl({ kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }, playback),
    );
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(url.searchParams.get('h')).toBe('a1b2c3d4e5');
    expect(url.searchParams.get('autoplay')).toBe('0');
    expect(url.searchParams.get('controls')).toBe('1');
  });
});
