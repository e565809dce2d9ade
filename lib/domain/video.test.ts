import { describe, expect, it } from 'vitest';
import { isVideoLink, parseVideoLink, VIDEO_FILE_EXTENSIONS } from './video';

const YT = 'dQw4w9WgXcQ'; // 11 characters

describe('video files', () => {
  it.each(VIDEO_FILE_EXTENSIONS.map((ext) => [ext]))('recognises .%s', (ext) => {
    expect(parseVideoLink(`https://cdn.example.be/tours/house.${ext}`)).toEqual({
      kind: 'file',
      embedUrl: null,
      url: `https://cdn.example.be/tours/house.${ext}`,
    });
  });

  it('ignores the case of the extension, a query string and a fragment', () => {
    expect(parseVideoLink('https://cdn.example.be/a/VISIT.MP4')?.kind).toBe('file');
    expect(parseVideoLink('https://cdn.example.be/a/visit.mp4?token=abc&t=1')?.kind).toBe('file');
    expect(parseVideoLink('http://cdn.example.be/a/visit.webm#t=10')?.kind).toBe('file');
  });

  it('does not take a .mp4 that is not at the end of the path for a file', () => {
    expect(parseVideoLink('https://example.be/videos.mp4/page')).toBeNull();
    expect(parseVideoLink('https://example.be/watch?file=visit.mp4')).toBeNull();
    expect(parseVideoLink('https://example.be/visit.mp4.html')).toBeNull();
    expect(parseVideoLink('https://example.be/visitmp4')).toBeNull();
    expect(parseVideoLink('https://example.be/photo.jpg')).toBeNull();
    expect(parseVideoLink('https://example.be/')).toBeNull();
  });
});

describe('YouTube', () => {
  const expected = { kind: 'youtube', id: YT, embedUrl: `https://www.youtube-nocookie.com/embed/${YT}` };

  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/embed/${YT}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
  ])('recognises %s', (url) => {
    expect(parseVideoLink(url)).toEqual({ ...expected, url: new URL(url).href });
  });

  it('accepts ids with - and _', () => {
    expect(parseVideoLink('https://youtu.be/a-b_c-d_e-f')?.id).toBe('a-b_c-d_e-f');
  });

  it('rejects ids that are not 11 characters and other YouTube pages', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull(); // 10
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeNull(); // 12
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
    expect(parseVideoLink('https://www.youtube.com/embed/dQw4w9WgX!Q')).toBeNull();
    expect(parseVideoLink('https://www.youtube.com/watch')).toBeNull();
    expect(parseVideoLink('https://www.youtube.com/@agency')).toBeNull();
    expect(parseVideoLink(`https://www.youtube.com/embed/${YT}/extra`)).toBeNull();
    expect(parseVideoLink(`https://www.youtube.com/videos/${YT}.mp4`)).toBeNull();
  });

  it('does not trust look-alike hosts', () => {
    expect(parseVideoLink(`https://notyoutube.com/watch?v=${YT}`)).toBeNull();
    expect(parseVideoLink(`https://youtube.com.evil.example/watch?v=${YT}`)).toBeNull();
    expect(parseVideoLink(`https://example.be/youtu.be/${YT}`)).toBeNull();
  });
});

describe('Vimeo', () => {
  it('recognises numeric ids', () => {
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      url: 'https://vimeo.com/76979871',
    });
    expect(parseVideoLink('https://www.vimeo.com/76979871/')?.id).toBe('76979871');
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871');
  });

  it('keeps the private hash of an unlisted video', () => {
    expect(parseVideoLink('https://vimeo.com/76979871/a1b2c3d4e5')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5');
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=a1b2c3')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3');
  });

  it('rejects non-numeric ids and other Vimeo pages', () => {
    expect(parseVideoLink('https://vimeo.com/agency')).toBeNull();
    expect(parseVideoLink('https://vimeo.com/7697a9871')).toBeNull();
    expect(parseVideoLink('https://vimeo.com/')).toBeNull();
    expect(parseVideoLink('https://player.vimeo.com/video/abc')).toBeNull();
    expect(parseVideoLink('https://notvimeo.com/76979871')).toBeNull();
  });
});

describe('Facebook', () => {
  it('recognises video pages and embeds them with the video plugin', () => {
    const url = 'https://www.facebook.com/agency/videos/1234567890/';
    expect(parseVideoLink(url)).toEqual({
      kind: 'facebook',
      id: '1234567890',
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`,
      url,
    });
    expect(parseVideoLink('https://www.facebook.com/agency/videos/visit-of-the-house/1234567890')?.id).toBe('1234567890');
    expect(parseVideoLink('https://m.facebook.com/agency/videos/visit-of-the-house')).toMatchObject({ kind: 'facebook' });
    expect(parseVideoLink('https://www.facebook.com/watch/?v=1234567890')).toMatchObject({ kind: 'facebook', id: '1234567890' });
  });

  it('recognises fb.watch short links, which cannot be embedded', () => {
    expect(parseVideoLink('https://fb.watch/aBc123_-/')).toEqual({ kind: 'facebook', id: 'aBc123_-', embedUrl: null, url: 'https://fb.watch/aBc123_-/' });
  });

  it('rejects other Facebook pages', () => {
    expect(parseVideoLink('https://www.facebook.com/agency')).toBeNull();
    expect(parseVideoLink('https://www.facebook.com/agency/photos/123')).toBeNull();
    expect(parseVideoLink('https://www.facebook.com/agency/videos/')).toBeNull();
    expect(parseVideoLink('https://www.facebook.com/watch/?v=abc')).toBeNull();
    expect(parseVideoLink('https://fb.watch/')).toBeNull();
    expect(parseVideoLink('https://facebook.com.evil.example/agency/videos/123')).toBeNull();
  });
});

describe('Matterport', () => {
  it('recognises a 3D tour and embeds its show URL', () => {
    expect(parseVideoLink('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1')).toEqual({
      kind: 'matterport',
      id: 'SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
    });
    expect(parseVideoLink('https://my.matterport.com/show?m=SxQL3iGyoDo')?.kind).toBe('matterport');
  });

  it('rejects a missing or malformed model id and other Matterport pages', () => {
    expect(parseVideoLink('https://my.matterport.com/show/')).toBeNull();
    expect(parseVideoLink('https://my.matterport.com/show/?m=SxQL3iGyoD')).toBeNull();
    expect(parseVideoLink('https://my.matterport.com/show/?m=SxQL3iGy-Do')).toBeNull();
    expect(parseVideoLink('https://matterport.com/discover')).toBeNull();
  });
});

describe('partner virtual tour hosts', () => {
  it('recognises Nodalview tours and embeds them over https', () => {
    expect(parseVideoLink('https://app.nodalview.com/tour/AbC123')).toEqual({
      kind: 'nodalview',
      id: 'AbC123',
      embedUrl: 'https://app.nodalview.com/tour/AbC123',
      url: 'https://app.nodalview.com/tour/AbC123',
    });
    expect(parseVideoLink('http://nodalview.com/xYz789?viewer=mls')?.embedUrl).toBe('https://nodalview.com/xYz789?viewer=mls');
    expect(parseVideoLink('https://www.nodalview.com/')).toBeNull();
    expect(parseVideoLink('https://nodalview.com.evil.example/tour/1')).toBeNull();
  });

  it('recognises Kuula shares and collections', () => {
    expect(parseVideoLink('https://kuula.co/share/7lNZq?fs=1')).toEqual({
      kind: 'kuula',
      id: '7lNZq',
      embedUrl: 'https://kuula.co/share/7lNZq',
      url: 'https://kuula.co/share/7lNZq?fs=1',
    });
    expect(parseVideoLink('https://kuula.co/share/collection/7lNZq')?.embedUrl).toBe('https://kuula.co/share/collection/7lNZq');
    expect(parseVideoLink('https://kuula.co/profile/agency')).toBeNull();
    expect(parseVideoLink('https://kuula.co/share/')).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    '',
    '   ',
    'not a url',
    `javascript:alert('https://youtu.be/${YT}')`,
    'JavaScript://youtu.be/%0Aalert(1)',
    'data:video/mp4;base64,AAAA',
    'ftp://cdn.example.be/visit.mp4',
    'file:///home/visit.mp4',
    `//youtu.be/${YT}`,
    `youtu.be/${YT}`,
    '/videos/visit.mp4',
    'https://',
  ])('rejects %j', (input) => {
    expect(parseVideoLink(input)).toBeNull();
    expect(isVideoLink(input)).toBe(false);
  });

  it('rejects values that are not text', () => {
    expect(parseVideoLink(null as unknown as string)).toBeNull();
    expect(parseVideoLink(42 as unknown as string)).toBeNull();
  });

  it('trims surrounding spaces', () => {
    expect(parseVideoLink(`  https://youtu.be/${YT}  `)?.id).toBe(YT);
    expect(isVideoLink(`https://youtu.be/${YT}`)).toBe(true);
  });
});
