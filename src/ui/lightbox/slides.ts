import type { Slide } from 'yet-another-react-lightbox';
import { IMAGE_FORMATS_BY_SIZE, pickImageUrl } from '../../domain/media.ts';
import type { Media } from '../../domain/types.ts';
import type { PlatformClip } from '../../domain/video-platform.ts';

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    /** A video-platform clip: its cover first, the platform's player after a tap (clip-slide.tsx). */
    clip: SlideClip;
  }
  interface SlideClip extends GenericSlide {
    type: 'clip';
    clip: PlatformClip;
    title: string;
  }
}

/** Every rendition of an image, for the browser to pick the one the screen needs. */
function srcSet(media: Media) {
  const set = IMAGE_FORMATS_BY_SIZE.flatMap((key) => {
    const format = media.formats[key];
    return format && format.width > 0 && format.height > 0
      ? [{ src: format.url, width: format.width, height: format.height }]
      : [];
  });
  if (media.width && media.height && !set.some((entry) => entry.src === media.url))
    set.push({ src: media.url, width: media.width, height: media.height });
  return set;
}

/** A medium as a lightbox slide: an image with its renditions, a video file, or a platform clip. */
export function toSlide(media: Media): Slide {
  const size = { width: media.width ?? undefined, height: media.height ?? undefined };
  if (media.platform)
    return {
      type: 'clip',
      clip: media.platform,
      title: media.alt || media.name,
      thumbnail: media.platform.cover ?? undefined,
    };
  if (media.mime.startsWith('video/'))
    return { type: 'video', sources: [{ src: media.url, type: media.mime }], ...size };
  return {
    src: pickImageUrl(media, 'xlarge'),
    alt: media.alt,
    srcSet: srcSet(media),
    thumbnail: pickImageUrl(media, 'thumbnail'),
    ...size,
  };
}
