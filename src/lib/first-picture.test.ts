import { describe, expect, it } from 'vitest';
import { homeFirstPicture } from './first-picture';

const banner = (fields: Record<string, unknown>) => ({
  groupName: 'w_home',
  url: 'https://img/1.jpg',
  ...fields,
});
const answer = (value: Record<string, unknown>) => ({ success: true, value });

describe('the home page’s first picture, read from the early announcements answer', () => {
  it('is the first banner of the home group, with its title as the text alternative', () => {
    const picture = homeFirstPicture(
      '/',
      answer({
        banners: [
          banner({ groupName: 'w_promotion', url: 'https://img/promo.jpg' }),
          banner({ url: 'https://img/home-1.jpg', title: 'Welcome offer' }),
          banner({ url: 'https://img/home-2.jpg' }),
        ],
      }),
    );
    expect(picture).toEqual({
      path: '/',
      src: 'https://img/home-1.jpg',
      alt: 'Welcome offer',
      marquee: false,
    });
  });

  it('keeps the marquee’s row when there are notices, under `player` or `notices`', () => {
    const notices = [{ id: 1, title: 'News' }];
    expect(homeFirstPicture('/', answer({ banners: [banner({})], player: notices }))?.marquee).toBe(true);
    expect(homeFirstPicture('/', answer({ banners: [banner({})], notices }))?.marquee).toBe(true);
    expect(homeFirstPicture('/', answer({ banners: [banner({})], player: [] }))?.marquee).toBe(false);
  });

  it('is none when the first home banner is a video, or there is no usable banner', () => {
    expect(homeFirstPicture('/', answer({ banners: [banner({ video: true })] }))).toBeNull();
    expect(homeFirstPicture('/', answer({ banners: [banner({ url: '' })] }))).toBeNull();
    expect(homeFirstPicture('/', answer({ banners: [] }))).toBeNull();
    expect(homeFirstPicture('/', answer({}))).toBeNull();
    expect(homeFirstPicture('/', { success: false, message: 'function.not.available' })).toBeNull();
    expect(homeFirstPicture('/', null)).toBeNull();
    expect(homeFirstPicture('/', 'not json')).toBeNull();
  });
});
