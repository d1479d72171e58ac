import styles from './missing-picture.module.css';

/**
 * Stands in for a picture that failed to load (RELIABILITY.md: a fallback, not the browser's broken-image icon):
 * a picture glyph and what the picture was, so the visitor still knows what is missing.
 */
export function MissingPicture({ label, labelClassName }: { label: string; labelClassName?: string }) {
  return (
    <span className={styles.missing} data-testid="media.missing">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="9.5" r="1.5" />
        <path d="M3 17l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
      </svg>
      <span className={labelClassName}>{label}</span>
    </span>
  );
}
