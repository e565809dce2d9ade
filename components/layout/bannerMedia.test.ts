/** The home banner's keys (pages.json params.banner): type, images, video, color, title and subtitle, each set two ways. */
import { describe, expect, it } from 'vitest';
import { bannerSettings } from '@/config/schema';
import { bannerMedia, bannerText } from './bannerMedia';

const banner = (b: object) => bannerSettings.parse(b);
const photos = ['/uploads/a.jpg', '/uploads/b.jpg'];

describe('the home banner', () => {
  it('type video plays the video with the first image as poster; type image shows the first image instead', () => {
    expect(bannerMedia(banner({ type: 'video', video: '/uploads/tour.mp4', images: photos })).media).toEqual({
      kind: 'video',
      src: '/uploads/tour.mp4',
      poster: '/uploads/a.jpg',
    });
    expect(bannerMedia(banner({ type: 'image', video: '/uploads/tour.mp4', images: photos })).media).toEqual({ kind: 'image', src: '/uploads/a.jpg' });
  });
  it('a video type without a video shows the poster image', () => {
    expect(bannerMedia(banner({ type: 'video', video: null, images: photos })).media).toEqual({ kind: 'image', src: '/uploads/a.jpg' });
  });
  it('type gallery cross-fades the images; with no images there is no picture at all', () => {
    expect(bannerMedia(banner({ type: 'gallery', images: photos })).media).toEqual({ kind: 'gallery', images: photos });
    expect(bannerMedia(banner({ type: 'gallery', images: [] })).media).toEqual({ kind: 'none' });
  });
  it('type color paints the banner in its color; another type ignores the color', () => {
    expect(bannerMedia(banner({ type: 'color', color: '#0a3d62' })).background).toBe('#0a3d62');
    expect(bannerMedia(banner({ type: 'image', color: '#0a3d62', images: photos })).background).toBeUndefined();
  });
  it("title and subtitle are the headline and the line under it, in the visitor's language", () => {
    const title = { en: 'Your home', nl: 'Uw woning', fr: 'Votre maison', de: 'Ihr Zuhause' };
    const subtitle = { en: 'Since 1990', nl: 'Sinds 1990', fr: 'Depuis 1990', de: 'Seit 1990' };
    expect(bannerText(banner({ title, subtitle }), 'nl')).toEqual({ title: 'Uw woning', subtitle: 'Sinds 1990' });
    expect(bannerText(banner({}), 'nl')).toEqual({ title: null, subtitle: null });
  });
});
