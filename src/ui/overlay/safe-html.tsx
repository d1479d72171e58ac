import type { MouseEvent } from 'react';
import { sanitizeHtml } from './sanitize.ts';

/**
 * CMS rich text, sanitised (ui/overlay/sanitize.ts). A tap on one of its links goes through the app's link rules
 * (`onLink`: a kiosk may keep the visitor inside), never straight to the browser.
 */
export function SafeHtml({
  html,
  className,
  onLink,
}: {
  html: string;
  className?: string;
  onLink: (url: string) => void;
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    // The resolved href: a relative link in the text is relative to the app.
    onLink(link.href);
  };
  return (
    // Enter on a focused link clicks it too: the keyboard goes the same way.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
  );
}
