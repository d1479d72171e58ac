import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { goBack } from '../../domain/history.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { useTap } from '../../stores/tap-store.ts';
import { useChromeHeight } from '../use-chrome-height.ts';
import { stationGroups } from './stations.ts';

/** Bottom navigation: back through the history, where the visitor is, and the world's stations. */
export function NavigationBar({ goTo }: { goTo: (payloadId: string) => void }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useChromeHeight(bar, 'footerHeight');
  const tapToward = useTap((state) => state.tapToward);
  const current = usePresenter((state) => state.current);
  const target = usePresenter((state) => state.target);
  const canGoBack = usePresenter((state) => state.history.length > 1);
  const back = usePresenter((state) => state.back);
  const breadcrumb = usePresenter((state) => state.breadcrumb);
  const index = useContent((state) => state.index);
  const worldSlug = current ? index?.locations.get(current)?.worldSlug : undefined;
  const groups = useMemo(
    () => (index && worldSlug ? stationGroups(index.bundle.locations, worldSlug) : []),
    [index, worldSlug],
  );
  return (
    <nav ref={bar} className="navigation-bar" aria-label={t('nav__stations')}>
      <div className="navigation-bar__row">
        <button
          type="button"
          className="button navigation-bar__back"
          onPointerDown={() => tapToward(goBack(usePresenter.getState().history)?.target ?? null)}
          onClick={back}
          disabled={!canGoBack}
          aria-label={t('nav__history_back')}
          data-testid="nav.back"
        >
          ← {t('nav__back')}
        </button>
        <ol className="breadcrumb" aria-label={t('nav__breadcrumb')} data-testid="breadcrumb">
          {breadcrumb.map((crumb) => (
            <li key={`${crumb.kind}:${crumb.id}`} aria-current={crumb.kind === 'location' ? 'location' : undefined}>
              {crumb.title}
            </li>
          ))}
        </ol>
      </div>
      <div className="stations" data-testid="stations">
        {groups.map((group) => (
          <section
            key={group.title}
            className="stations__group"
            aria-label={t('nav__station_group', { group: group.title })}
          >
            <h2 className="stations__title">{group.title}</h2>
            <ul>
              {group.stations.map((station) => (
                <li key={station.payloadId}>
                  <button
                    type="button"
                    className="station"
                    style={station.group ? { borderColor: station.group.navigationColor } : undefined}
                    aria-current={station.payloadId === target ? 'location' : undefined}
                    data-testid={`station.${station.slug}`}
                    onPointerDown={() => tapToward(station.payloadId)}
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
    </nav>
  );
}
