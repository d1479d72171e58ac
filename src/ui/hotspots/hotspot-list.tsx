import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readingOrder } from '../../domain/hotspots.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { ActionIcon } from './action-icon.tsx';
import type { HotspotAction } from './hotspot-layer.tsx';
import styles from './hotspot-list.module.css';
import { useHotspotKinds } from './use-hotspot-kinds.ts';
import { moveIntent } from '../move-intent.ts';

/**
 * The hotspots of the location as a list of large buttons, in the picture's reading order: every hotspot stays
 * reachable here, also one whose anchor the picture's crop hides (portrait panel, landscape popover).
 */
export function HotspotList({ act, onChosen }: { act: HotspotAction; onChosen?: () => void }) {
  const { t } = useTranslation();
  const locationId = usePresenter((state) => state.arrivedAt);
  const location = useContent((state) => (locationId ? state.index?.locations.get(locationId) : undefined));
  const hotspots = useMemo(() => readingOrder(location?.hotspots ?? []), [location]);
  const kinds = useHotspotKinds(location);
  if (hotspots.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hotspot-list-title">
      <h2 id="hotspot-list-title" className={styles.heading}>
        {t('nav__on_this_picture')}
      </h2>
      <ul className={styles.list} data-testid="hotspot-list">
        {hotspots.map((hotspot, index) => {
          const what = kinds.get(hotspot.key);
          if (!what) return null;
          return (
            <li key={hotspot.key}>
              <button
                type="button"
                className={`${styles.item} ${styles[hotspot.type] ?? ''}`}
                aria-label={what.name}
                data-testid={`hotspot-list.${hotspot.type}`}
                data-kind={what.kind}
                data-hotspot-id={hotspot.id}
                data-hotspot-key={hotspot.key}
                {...(hotspot.type === 'navigation' ? moveIntent(hotspot.target.payloadId) : {})}
                data-popover-focus={index === 0 || undefined}
                onClick={() => {
                  onChosen?.();
                  act(hotspot);
                }}
              >
                <span className={styles.marker} aria-hidden="true">
                  <ActionIcon kind={what.kind} className={styles.icon} />
                </span>
                <span className={styles.label}>{hotspot.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
