/** Video platforms whose clips the showroom embeds (SPEC §2: video-platform clips). */
export type VideoPlatform = 'youtube' | 'vimeo';

/** A clip hosted on a video platform, recognised from its link. */
export interface PlatformVideo {
  provider: VideoPlatform;
  /** The platform's id of the clip: 11 characters on YouTube, digits on Vimeo. */
  videoId: string;
  /** The clip's canonical link on the platform, built from the id (what a QR code carries). */
  url: string;
}

/** A clip as media carries it: the recognised link and the cover shown before it plays (absolute URL or null). */
export interface PlatformClip extends PlatformVideo {
  cover: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Longer than any real clip link: anything beyond is not parsed at all. */
const MAX_LINK_LENGTH = 2048;

function youtube(url: URL): PlatformVideo | null {
  let id: string | null = null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') id = segments.length === 1 ? segments[0]! : null;
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(segments[0]!)) id = segments[1]!;
  }
  if (id === null || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', videoId: id, url: `https://www.youtube.com/watch?v=${id}` };
}

function vimeo(url: URL): PlatformVideo | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/ID, vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID,
  // vimeo.com/groups/x/videos/ID.
  const at =
    url.hostname === 'player.vimeo.com'
      ? segments[0] === 'video' && segments.length === 2
        ? 1
        : -1
      : segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = at >= 0 ? segments[at]! : null;
  if (id === null || !VIMEO_ID.test(id)) return null;
  const rest = segments.slice(at + 1);
  const hash = rest.length === 1 && VIMEO_HASH.test(rest[0]!) ? rest[0]! : url.searchParams.get('h');
  if (rest.length > 1 || (rest.length === 1 && hash !== rest[0])) return null;
  const unlisted = hash !== null && VIMEO_HASH.test(hash) ? `/${hash}` : '';
  return { provider: 'vimeo', videoId: id, url: `https://vimeo.com/${id}${unlisted}` };
}

/**
 * The clip a link points to: YouTube (watch, youtu.be, shorts, embed, live) or Vimeo (the clip page, channels,
 * groups, the player), over http or https, without credentials. Anything else, including look-alike hosts and
 * ids of the wrong shape, gives null: the id is the only part of the link that is used again.
 */
export function recognizeVideoLink(link: string): PlatformVideo | null {
  if (typeof link !== 'string' || link.length > MAX_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  return youtube(url) ?? vimeo(url);
}

/**
 * The platform's privacy-friendly player for a clip, starting at once (the visitor tapped play): YouTube's
 * no-cookie host, Vimeo's player with do-not-track.
 */
export function embedUrl(clip: PlatformVideo): string {
  if (clip.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${clip.videoId}?autoplay=1&rel=0`;
  const hash = /^https:\/\/vimeo\.com\/\d+\/([0-9a-f]+)$/.exec(clip.url)?.[1];
  return `https://player.vimeo.com/video/${clip.videoId}?dnt=1&autoplay=1${hash ? `&h=${hash}` : ''}`;
}
