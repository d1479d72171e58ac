import type { ActionKind } from '../../domain/action-kind.ts';

// One shape per kind of hotspot, so that the kinds are told apart by more than their marker's colour (WCAG 1.4.1):
// drawn with the marker's ink (currentColor), in lines, the video's triangle filled.
const PATHS: Readonly<Record<ActionKind, string>> = {
  // An arrow onward.
  location: 'M4 12h14M12 6l6 6-6 6',
  // A globe.
  world: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3.5 9h17M3.5 15h17M12 3c-3.5 4-3.5 14 0 18M12 3c3.5 4 3.5 14 0 18',
  // A page of text.
  article: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  // Bars of a chart.
  dashboard: 'M4 21h16M6 17v-5M11 17V6M16 17v-8',
  // A page with a folded corner.
  pdf: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  // Two pages, one on the other.
  documents: 'M9 3h10v14H9zM5 7v14h10M12 8h4M12 12h4',
  // A framed picture: a mountain and the sun.
  picture: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 9.5v.5',
  // Pictures stacked.
  gallery: 'M7 3h14v12H7zM3 7v14h14M7 12l4-4 3 3 2-2 5 5',
  // A play triangle.
  video: 'M8 5v14l11-7z',
  // Two links of a chain.
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  // Three lines of a menu.
  menu: 'M4 6h16M4 12h16M4 18h16',
  // An envelope.
  'contact-form': 'M3 6h18v12H3zM3 6l9 7 9-7',
  // An arrow back.
  back: 'M20 12H6M12 6l-6 6 6 6',
};

/** The shape of a hotspot's kind, hidden from screen readers: the hotspot's name says its kind. */
export function ActionIcon({ kind, className }: { kind: ActionKind; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={kind}
      fill={kind === 'video' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
