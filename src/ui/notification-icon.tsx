import type { NotificationStatus } from '../domain/notifications.ts';

// One shape per variant, so that a variant is told by more than its colour (WCAG 1.4.1).
const PATHS: Record<NotificationStatus, string> = {
  // A speech bubble.
  default: 'M4 5h16v11H9l-5 4z',
  // An i in a circle.
  primary: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 10.5v6M12 7v.5',
  // A tick in a circle.
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM7.5 12.5l3 3l6-6.5',
  // An exclamation mark in a triangle.
  warning: 'M12 3.5l9.5 17h-19zM12 10v5M12 17.5v.5',
  // An exclamation mark in an octagon.
  danger: 'M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3zM12 7.5v6M12 16.5v.5',
};

export function StatusIcon({ status, className }: { status: NotificationStatus; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" data-icon={status}>
      <path d={PATHS[status]} />
    </svg>
  );
}
