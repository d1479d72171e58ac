import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickImageUrl } from '../../domain/media.ts';
import type { Media } from '../../domain/types.ts';
import { MissingPicture } from '../missing-picture.tsx';
import styles from './media-tile.module.css';

/**
 * One of a list of media, as a visitor meets it in an article: a video plays in place (with `poster` before it
 * starts); anything else is a button showing the picture (or `cover`) that opens `media` large at `index`. A
 * picture that does not load is logged (SPEC §8) and the tile shows `MissingPicture`, a glyph and its name,
 * instead of a broken image.
 */
export function MediaTile({
  media,
  index,
  onOpenMedia,
  poster = null,
  cover = null,
}: {
  media: readonly Media[];
  index: number;
  onOpenMedia: (media: readonly Media[], index: number) => void;
  poster?: Media | null;
  cover?: Media | null;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const item = media[index];
  if (!item) return null;
  if (item.mime.startsWith('video/') && item.mime !== 'video/x-platform')
    return (
      <video
        className={styles.tile}
        src={item.url}
        poster={poster ? pickImageUrl(poster, 'large') : undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={item.alt || item.name}
      />
    );
  const picture = item.mime.startsWith('image/') ? item : cover;
  const src = picture ? pickImageUrl(picture, 'large') : null;
  const label = item.alt || item.name;
  return (
    <button
      type="button"
      className={`${styles.tile} ${styles.button}`}
      onClick={() => onOpenMedia(media, index)}
      aria-label={t('media__enlarge', { name: label })}
      data-testid="media.open"
    >
      {!src ? (
        <span>{label}</span>
      ) : src === broken ? (
        <MissingPicture label={label} />
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => {
            console.warn('Picture could not be loaded', src);
            setBroken(src);
          }}
        />
      )}
    </button>
  );
}
