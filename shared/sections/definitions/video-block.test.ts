import { describe, expect, it } from 'vitest';
import { videoBlockSection } from './video-block';

const parse = (props: Record<string, unknown>) => videoBlockSection.schema.safeParse(props).success;

describe('video block section', () => {
  it('parses {} to the documented defaults', () => {
    expect(videoBlockSection.schema.parse({})).toEqual({
      videoType: 'youtube',
      url: '',
      title: 'Video',
      posterImage: '',
      autoplay: false,
      muted: false,
      loop: false,
      controls: true,
      aspectRatio: '16:9',
      maxWidth: { value: 960, unit: 'px' },
      borderRadius: 8,
      backgroundColor: 'transparent',
      padding: { top: 24, right: 16, bottom: 24, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(videoBlockSection.schema.shape).sort();
    expect(videoBlockSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('offers the three video types of spec 3', () => {
    const select = videoBlockSection.settings.find((s) => s.key === 'videoType');
    expect(select?.options?.map((o) => o.value).sort()).toEqual(['html5', 'vimeo', 'youtube']);
    expect(parse({ videoType: 'html5' })).toBe(true);
    expect(parse({ videoType: 'dailymotion' })).toBe(false);
  });

  it('accepts a video URL, a site path or a bare id, and rejects other schemes', () => {
    expect(parse({ url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(true);
    expect(parse({ url: '/media/intro.mp4' })).toBe(true);
    expect(parse({ url: 'dQw4w9WgXcQ' })).toBe(true);
    expect(parse({ url: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ url: '//evil.example/v.mp4' })).toBe(false);
  });

  it('bounds the corner radius to 0-100', () => {
    expect(parse({ borderRadius: 0 })).toBe(true);
    expect(parse({ borderRadius: 100 })).toBe(true);
    expect(parse({ borderRadius: -1 })).toBe(false);
    expect(parse({ borderRadius: 101 })).toBe(false);
  });

  it('accepts only the listed aspect ratios', () => {
    expect(parse({ aspectRatio: '9:16' })).toBe(true);
    expect(parse({ aspectRatio: '2:1' })).toBe(false);
  });
});
