import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { usePopover } from '../use-popover.ts';
import type { HotspotAction } from './hotspot-layer.tsx';
import { HotspotList } from './hotspot-list.tsx';
import styles from './hotspot-menu.module.css';

/**
 * Landscape: the location's hotspots as a list behind one button, for the keyboard and for hotspots the picture's
 * crop hides (a 16:9 picture on a 4:3 table cuts its sides).
 */
export function HotspotMenu({ act }: { act: HotspotAction }) {
  const { t } = useTranslation();
  const { open, setOpen, root, button } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const id = useId();
  const locationId = usePresenter((state) => state.arrivedAt);
  const count = useContent((state) =>
    locationId ? (state.index?.locations.get(locationId)?.hotspots.length ?? 0) : 0,
  );
  if (count === 0) return null;
  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={`button ${styles.button}`}
        aria-expanded={open}
        aria-controls={id}
        data-testid="hotspots.open"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">◉</span> {t('nav__on_this_picture')} <span className={styles.count}>{count}</span>
      </button>
      <div id={id} className={styles.popover} hidden={!open}>
        {open && <HotspotList act={act} onChosen={() => setOpen(false)} />}
      </div>
    </div>
  );
}
