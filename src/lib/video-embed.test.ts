import { describe, expect, it } from 'vitest';
import { toVideoEmbedUrl, videoLanguage } from './video-embed';

describe('video banner links (SPEC 2.7)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1'],
  ])('converts the YouTube link %s to an embed link with autoplay off', (link) => {
    expect(toVideoEmbedUrl(link, 'EN')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0&hl=en&cc_lang_pref=en',
    );
  });

  it('converts Vimeo links', () => {
    expect(toVideoEmbedUrl('https://vimeo.com/76979871', 'TH')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=0&texttrack=th',
    );
    expect(toVideoEmbedUrl('https://player.vimeo.com/video/76979871?autoplay=1', 'VI')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=0&texttrack=vi',
    );
  });

  it.each([
    [null],
    [''],
    ['not a link'],
    ['javascript:alert(1)'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=<script>'],
    ['https://evil.youtube.com.example.org/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/abc'],
    ['https://vimeo.com/about'],
  ])('refuses %s', (link) => {
    expect(toVideoEmbedUrl(link, 'EN')).toBeNull();
  });

  it('maps the site languages EN, TY, CN, VI, TH and defaults to en', () => {
    expect(['EN', 'TY', 'CN', 'VI', 'TH', 'BN', 'xx', 'en'].map(videoLanguage)).toEqual([
      'en',
      'zh-TW',
      'zh-CN',
      'vi',
      'th',
      'en',
      'en',
      'en',
    ]);
    expect(toVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', 'CN')).toContain('hl=zh-CN');
    expect(toVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', 'BN')).toContain('hl=en');
  });
});
