import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../domain/paths.ts';
import { DEFAULT_LOCALE, isLocale } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { useTextPlates } from '../../stores/text-plate-store.ts';
import styles from './breadcrumb.module.css';
import { moveIntent } from '../move-intent.ts';

/** World > group > location; the world and group entries are links to their first location. */
export function Breadcrumb({ goTo, className }: { goTo: (payloadId: string) => void; className?: string }) {
  const { t } = useTranslation();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const breadcrumb = usePresenter((state) => state.breadcrumb);
  const locations = useContent((state) => state.index?.locations);
  // Over the picture the text gets a plate as opaque as the pixels under it ask for (scene/text-plates.tsx).
  const element = useRef<HTMLElement>(null);
  const register = useTextPlates((state) => state.register);
  const shown = breadcrumb.length > 0;
  useLayoutEffect(() => (shown && element.current ? register(element.current) : undefined), [register, shown]);
  if (!shown) return null;
  return (
    <nav
      ref={element}
      className={`${styles.breadcrumb} ${className ?? ''}`}
      aria-label={t('nav__breadcrumb')}
      data-testid="breadcrumb"
    >
      <ol>
        {breadcrumb.map((crumb) => {
          const target = crumb.target ? locations?.get(crumb.target) : undefined;
          return (
            <li key={`${crumb.kind}:${crumb.id}`}>
              {target ? (
                <a
                  href={paths.location.href(locale, target.worldSlug, target.slug)}
                  data-testid={`breadcrumb.${crumb.kind}`}
                  {...moveIntent(target.payloadId)}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(target.payloadId);
                  }}
                >
                  {crumb.title}
                </a>
              ) : (
                <span aria-current={crumb.kind === 'location' ? 'location' : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
