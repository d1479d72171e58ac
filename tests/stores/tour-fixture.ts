import { indexContent } from '../../src/domain/content-index';
import type { ContentBundle } from '../../src/domain/types';
import { useApp } from '../../src/stores/app-store';
import { useContent } from '../../src/stores/content-store';
import { usePresenter } from '../../src/stores/presenter-store';
import { contentIndex } from '../app/content-fixture';
import { location, transition } from '../domain/fixtures';

/** A chain entrance -> a -> b -> c -> d in the factory, plus arrows a <-> b, and d -> the service world's start. */
export function tour() {
  const base = contentIndex().bundle;
  const ids = ['factory-start', 'a', 'b', 'c', 'd'];
  const bundle: ContentBundle = {
    ...base,
    locations: [
      location('factory-start', { slug: 'entrance' }),
      location('a', { arrowNext: 'b' }),
      location('b', { arrowPrev: 'a', arrowNext: 'missing' }),
      location('c'),
      location('d'),
      location('service-start', { worldSlug: 'service' }),
    ],
    transitions: [
      ...ids.slice(1).flatMap((to, i) => [transition(ids[i]!, to), transition(to, ids[i]!)]),
      transition('d', 'service-start', { worldSlug: 'service' }),
    ],
  };
  return indexContent(bundle);
}

/** A fresh presenter on freshly loaded content, entered at the start. */
export function startTour() {
  useApp.setState(useApp.getInitialState(), true);
  usePresenter.setState(usePresenter.getInitialState(), true);
  useContent.setState({ status: 'ready', index: tour() });
  usePresenter.getState().enter('factory-start');
}
