/**
 * Video and virtual tour links: recognised by file extension (mp4, mov, wmv,
 * avi, flv, webm) or by provider pattern:
 * - a video site with an 11-character id: YouTube (`youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/embed/ID`,
 *   also `youtube-nocookie.com/embed/ID`);
 * - a video host with a numeric id: Vimeo (`vimeo.com/123456`, with an optional private hash
 *   `vimeo.com/123456/abcdef`, and `player.vimeo.com/video/123456`);
 * - a social video site: Facebook (`facebook.com/…/videos/…`, `facebook.com/watch/?v=…`, `fb.watch/…`);
 * - a 3D-tour host: Matterport (`my.matterport.com/show/?m=ID`, an 11-character alphanumeric model id);
 * - the two other partner hosts are taken to be the virtual tour services Belgian agencies use most:
 *   Nodalview (any page under `nodalview.com` or one of its sub-domains, e.g. `app.nodalview.com/tour/…`)
 *   and Kuula (`kuula.co/share/ID` or `kuula.co/share/collection/ID`).
 *
 * Only absolute http(s) URLs are accepted: `javascript:`, `data:`, `ftp:`, relative and scheme-less links
 * give null. A link on a provider's host that does not follow its pattern is not a video (null), even if its
 * path happens to end in `.mp4`.
 */

export type VideoKind = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'nodalview' | 'kuula';

/**
 * A recognised link. `url` is the link normalised by the URL parser; `embedUrl` the address to put in an
 * iframe, or null where there is none (a video file is played with a `<video>` element from `url`; an
 * `fb.watch` short link cannot be embedded and is only linked to).
 */
export type VideoLink = { kind: VideoKind; id?: string; embedUrl: string | null; url: string };

/** File extensions of videos played directly. */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;
const FILE_EXTENSION = new RegExp(`\\.(${VIDEO_FILE_EXTENSIONS.join('|')})$`, 'i');

/** `host` is `domain` itself or one of its sub-domains (`www.youtube.com` is on `youtube.com`; `notyoutube.com` is not). */
function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function youtube(u: URL): VideoLink | null | undefined {
  const host = u.hostname;
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = /^\/([^/]+)\/?$/.exec(u.pathname)?.[1] ?? null;
  } else if (onDomain(host, 'youtube.com') || onDomain(host, 'youtube-nocookie.com')) {
    if (u.pathname === '/watch' || u.pathname === '/watch/') id = u.searchParams.get('v');
    else id = /^\/embed\/([^/]+)\/?$/.exec(u.pathname)?.[1] ?? null;
  } else return undefined;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, url: u.href };
}

function vimeo(u: URL): VideoLink | null | undefined {
  let m: RegExpExecArray | null = null;
  if (u.hostname === 'player.vimeo.com') m = /^\/video\/(\d+)\/?$/.exec(u.pathname);
  else if (onDomain(u.hostname, 'vimeo.com')) m = /^\/(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(u.pathname);
  else return undefined;
  if (!m) return null;
  const id = m[1];
  const hash = m[2] ?? (u.hostname === 'player.vimeo.com' ? u.searchParams.get('h') : null);
  const embedUrl = `https://player.vimeo.com/video/${id}${hash && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : ''}`;
  return { kind: 'vimeo', id, embedUrl, url: u.href };
}

function facebook(u: URL): VideoLink | null | undefined {
  if (u.hostname === 'fb.watch') {
    const id = /^\/([A-Za-z0-9_-]+)\/?$/.exec(u.pathname)?.[1];
    return id ? { kind: 'facebook', id, embedUrl: null, url: u.href } : null;
  }
  if (!onDomain(u.hostname, 'facebook.com')) return undefined;
  const plugin = (href: string) => `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;
  const videoPath = /^\/(?:[^/]+\/)*videos\/([^/].*)$/.exec(u.pathname)?.[1];
  if (videoPath !== undefined) {
    const id = videoPath
      .split('/')
      .reverse()
      .find((s) => /^\d+$/.test(s));
    return { kind: 'facebook', ...(id ? { id } : {}), embedUrl: plugin(u.href), url: u.href };
  }
  if (u.pathname === '/watch' || u.pathname === '/watch/') {
    const id = u.searchParams.get('v');
    if (id && /^\d+$/.test(id)) return { kind: 'facebook', id, embedUrl: plugin(u.href), url: u.href };
  }
  return null;
}

function matterport(u: URL): VideoLink | null | undefined {
  if (!onDomain(u.hostname, 'matterport.com')) return undefined;
  if (u.hostname !== 'my.matterport.com' || (u.pathname !== '/show/' && u.pathname !== '/show')) return null;
  const id = u.searchParams.get('m');
  if (!id || !MATTERPORT_ID.test(id)) return null;
  return { kind: 'matterport', id, embedUrl: `https://my.matterport.com/show/?m=${id}`, url: u.href };
}

function nodalview(u: URL): VideoLink | null | undefined {
  if (!onDomain(u.hostname, 'nodalview.com')) return undefined;
  const segments = u.pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const embed = new URL(u.href);
  embed.protocol = 'https:';
  return { kind: 'nodalview', id: segments[segments.length - 1], embedUrl: embed.href, url: u.href };
}

function kuula(u: URL): VideoLink | null | undefined {
  if (!onDomain(u.hostname, 'kuula.co')) return undefined;
  const m = /^\/share\/(collection\/)?([A-Za-z0-9]+)\/?$/.exec(u.pathname);
  if (!m) return null;
  const id = m[2];
  return { kind: 'kuula', id, embedUrl: `https://kuula.co/share/${m[1] ?? ''}${id}`, url: u.href };
}

const PROVIDERS = [youtube, vimeo, facebook, matterport, nodalview, kuula];

/** A video or virtual tour link, or null when the text is not one (see the patterns above). */
export function parseVideoLink(url: string): VideoLink | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname) return null;
  for (const provider of PROVIDERS) {
    const found = provider(u);
    if (found !== undefined) return found;
  }
  if (FILE_EXTENSION.test(u.pathname)) return { kind: 'file', embedUrl: null, url: u.href };
  return null;
}

/** Whether a link is a video or virtual tour the site can show. */
export function isVideoLink(url: string): boolean {
  return parseVideoLink(url) !== null;
}
