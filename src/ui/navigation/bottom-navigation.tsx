import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutsOf, stationGroups } from '../../domain/stations.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { moveIntent } from '../move-intent.ts';
import styles from './bottom-navigation.module.css';

/** Whether a scroller has more to show before and after what is visible. */
function useOverflow(scroller: RefObject<HTMLElement | null>, enabled: boolean, content: unknown) {
  const [overflow, setOverflow] = useState({ back: false, forward: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element || !enabled) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const back = element.scrollLeft > 1;
      const forward = element.scrollLeft < max - 1;
      setOverflow((previous) =>
        previous.back === back && previous.forward === forward ? previous : { back, forward },
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [scroller, enabled, content]);
  return overflow;
}

/**
 * SPEC §2 bottom navigation: shortcuts to the other worlds, then the world's stations by category priority. In a
 * row (landscape) it scrolls sideways, with buttons and faded edges that show there is more; wrapped (portrait)
 * every station is in view.
 */
export function BottomNavigation({ goTo, layout }: { goTo: (payloadId: string) => void; layout: 'row' | 'wrap' }) {
  const { t } = useTranslation();
  const target = usePresenter((state) => state.target);
  const index = useContent((state) => state.index);
  const worldSlug = useContent((state) => (target ? state.index?.locations.get(target)?.worldSlug : undefined));
  const groups = useMemo(
    () => (index && worldSlug ? stationGroups(index.bundle.locations, worldSlug) : []),
    [index, worldSlug],
  );
  const shortcuts = useMemo(() => (index && worldSlug ? shortcutsOf(index, worldSlug) : []), [index, worldSlug]);
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(scroller, layout === 'row', groups);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });

  if (groups.length === 0 && shortcuts.length === 0) return null;
  return (
    <div className={`${styles.bottom} ${styles[layout]}`}>
      {layout === 'row' && overflow.back && (
        <button
          type="button"
          className={`round-button ${styles.scroll} ${styles.scrollBack}`}
          aria-label={t('nav__scroll_back')}
          data-testid="stations.scroll-back"
          onClick={() => scrollBy(-1)}
        >
          ‹
        </button>
      )}
      <div
        ref={scroller}
        className={styles.scroller}
        data-overflow-back={overflow.back || undefined}
        data-overflow-forward={overflow.forward || undefined}
        data-testid="stations"
      >
        {shortcuts.length > 0 && (
          <section className={styles.group} aria-labelledby="shortcuts-title">
            <h2 id="shortcuts-title" className={styles.title}>
              {t('nav__shortcuts')}
            </h2>
            <ul>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.worldSlug}>
                  <button
                    type="button"
                    className={`${styles.station} ${styles.shortcut}`}
                    data-testid={`shortcut.${shortcut.worldSlug}`}
                    {...moveIntent(shortcut.target)}
                    onClick={() => goTo(shortcut.target)}
                  >
                    <span aria-hidden="true">⇢ </span>
                    {shortcut.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {groups.map((group) => (
          <section
            key={group.title}
            className={styles.group}
            aria-label={t('nav__station_group', { group: group.title })}
          >
            <h2 className={styles.title}>{group.title}</h2>
            <ul>
              {group.stations.map((station) => (
                <li key={station.payloadId}>
                  <button
                    type="button"
                    className={styles.station}
                    style={station.group ? { borderColor: station.group.navigationColor } : undefined}
                    aria-current={station.payloadId === target ? 'location' : undefined}
                    data-testid={`station.${station.slug}`}
                    {...moveIntent(station.payloadId)}
                    onClick={() => goTo(station.payloadId)}
                  >
                    {station.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {layout === 'row' && overflow.forward && (
        <button
          type="button"
          className={`round-button ${styles.scroll} ${styles.scrollForward}`}
          aria-label={t('nav__scroll_forward')}
          data-testid="stations.scroll-forward"
          onClick={() => scrollBy(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
