import { IMAGE_FORMATS_BY_SIZE, pickImageUrl } from '../../domain/media.ts';
import type { Media } from '../../domain/types.ts';
import { useOverlay, type OverlayContent } from '../../stores/overlay-store.ts';
import { Modal } from '../dialogs/modal.tsx';
import styles from './fullscreen-media.module.css';
import { usePlayOnMount } from '../use-play-on-mount.ts';
import { PdfViewer } from './pdf-viewer.tsx';

/** A video fullscreen (SPEC §2): controls, inline, starting muted where the browser lets it; its poster until it plays. */
function VideoView({ media, poster }: { media: Media; poster: Media | null }) {
  // Where autoplay is refused, the controls stay for the visitor.
  const video = usePlayOnMount();
  return (
    <video
      ref={video}
      className={styles.fill}
      src={media.url}
      poster={poster ? pickImageUrl(poster, 'xlarge') : undefined}
      aria-label={media.alt || media.name}
      controls
      autoPlay
      muted
      playsInline
      preload="auto"
      data-testid="fullscreen.video"
    />
  );
}

/** An image fullscreen, in the rendition that fits the screen. */
function ImageView({ media }: { media: Media }) {
  const srcSet = IMAGE_FORMATS_BY_SIZE.flatMap((key) => {
    const format = media.formats[key];
    return format && format.width > 0 ? [`${format.url} ${format.width}w`] : [];
  });
  if (media.width) srcSet.push(`${media.url} ${media.width}w`);
  return (
    <img
      className={styles.fill}
      src={pickImageUrl(media, 'xlarge')}
      srcSet={srcSet.join(', ') || undefined}
      sizes="100vw"
      alt={media.alt}
      data-testid="fullscreen.image"
    />
  );
}

function PdfIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 30" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M3 1h12l6 6v22H3z M15 1v6h6" strokeWidth="1.5" strokeLinejoin="round" />
      <text x="12" y="22" textAnchor="middle" fontSize="6" fill="currentColor" stroke="none">
        PDF
      </text>
    </svg>
  );
}

/** Several PDFs (an open-documents hotspot): their titles to choose from; a tap opens the viewer over the list. */
export function DocumentList({ media }: { media: readonly Media[] }) {
  const open = useOverlay((state) => state.open);
  return (
    <ul className={styles.documents} data-testid="documents.list">
      {media.map((document) => (
        <li key={document.id}>
          <button
            type="button"
            className={styles.document}
            onClick={() => open({ kind: 'pdf', title: document.alt || document.name, media: document })}
          >
            <PdfIcon />
            <span>{document.alt || document.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The fullscreen viewers of SPEC §2: PDF, video, image. */
export function FullscreenMedia({
  content,
}: {
  content: Extract<OverlayContent, { kind: 'pdf' | 'video' | 'image' }>;
}) {
  const close = useOverlay((state) => state.close);
  if (content.kind === 'pdf') return <PdfViewer title={content.title} media={content.media} onClose={close} />;
  return (
    <Modal title={content.title} onClose={close} size="fullscreen" testId={`modal.${content.kind}`}>
      {content.kind === 'video' ? (
        <VideoView media={content.media} poster={content.poster} />
      ) : (
        <ImageView media={content.media} />
      )}
    </Modal>
  );
}
