import { useEffect, useState } from 'react';
import { sanitizeSvg } from './sanitize.ts';

// One request per icon for the whole visit: articles share a handful of icons.
const icons = new Map<string, Promise<string>>();

function loadIcon(url: string): Promise<string> {
  let icon = icons.get(url);
  if (!icon) {
    icon = fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then(sanitizeSvg)
      .catch((error: unknown) => {
        // SPEC §8: missing media are only logged; the section shows without its icon.
        console.warn(`Icon ${url} could not be loaded`, error);
        icons.delete(url);
        return '';
      });
    icons.set(url, icon);
  }
  return icon;
}

/**
 * A CMS icon drawn inline (so that it takes the text colour), fetched from its URL and sanitised; nothing while
 * it loads or when it cannot be had. Decorative: the section's title says what it is about.
 */
export function SvgIcon({ url, className }: { url: string; className?: string }) {
  const [markup, setMarkup] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadIcon(url).then((svg) => {
      if (current) setMarkup({ url, svg });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!markup || markup.url !== url || !markup.svg) return null;
  return (
    <span
      className={className}
      aria-hidden="true"
      data-testid="icon"
      dangerouslySetInnerHTML={{ __html: markup.svg }}
    />
  );
}
