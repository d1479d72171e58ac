import type { Locale } from '../plan/types.ts';
import type { BuildContext } from './context.ts';
import { documentId } from './media.ts';
import { locationMediaName, loopMediaName } from './register-media.ts';
import { ICONS } from './svg.ts';

export function iconsJson(ctx: BuildContext) {
  return Object.keys(ICONS).map((name) => {
    const svg = ctx.media.get(`icon-${name}`);
    return { id: svg.id, documentId: documentId('icon', name), name, svg };
  });
}

/** A playlist (image, video, location items) and the auto-generated tour along the next arrows. */
export function screensaversJson(ctx: BuildContext) {
  const has = (id: string) => ctx.locationId.has(id);
  const still = (id: string) => ctx.media.get(locationMediaName(id, 'default_background_16x9'));
  const loopOrTurntable = (id: string) =>
    ctx.media.has(loopMediaName(id)) ? ctx.media.get(loopMediaName(id)) : ctx.media.get('turntable-cnc');
  const items = [
    { __component: 'screensaver.image', id: 1, media: still('factory-entrance'), displayed_time: 8 },
    ...(has('factory-hall')
      ? [{ __component: 'screensaver.location', id: 2, location: { payloadId: 'factory-hall' }, wait: 10 }]
      : []),
    { __component: 'screensaver.video', id: 3, media: loopOrTurntable('factory-robotics') },
    { __component: 'screensaver.image', id: 4, media: ctx.media.get('detail-racks'), displayed_time: 6 },
    ...(has('factory-warehouse')
      ? [{ __component: 'screensaver.location', id: 5, location: { payloadId: 'factory-warehouse' }, wait: 8 }]
      : []),
    { __component: 'screensaver.video', id: 6, media: ctx.media.get('turntable-robot') },
    ...(has('factory-control-room')
      ? [{ __component: 'screensaver.location', id: 7, location: { payloadId: 'factory-control-room' }, wait: 5 }]
      : []),
  ];
  return [
    {
      id: 1,
      documentId: documentId('screensaver', 'showroom'),
      name: 'Showroom playlist',
      auto_generated: false,
      media: items,
    },
    { id: 2, documentId: documentId('screensaver', 'auto'), name: 'Automatic tour', auto_generated: true, media: [] },
  ];
}

export function appSettingJson(ctx: BuildContext) {
  return {
    id: 1,
    documentId: documentId('app-setting', 'single'),
    pathfinding: {
      fly_mode: true,
      max_items: 6,
      skip_location: true,
      playback_rate: 2,
      blending_time: 0.6,
      reduced_motion: false,
    },
    screensaver: { enabled: true, timeout: 60, interval: 10, only_offline: false, default_screensaver: { id: 1 } },
    content_slider: { autoplay: true, delay: 3000, pause_on_focus: true, pause_on_hover: false },
    hotspots: { stagger: false, stagger_interval: 7, expand_all: true, default_animation: 'fade_in' },
    default_world: { slug: 'factory' },
    app_logo: ctx.media.get('app-logo'),
    start_page_background: ctx.media.get(locationMediaName('factory-entrance', 'default_background_16x9')),
    login_page_background: ctx.media.get(
      locationMediaName(
        ctx.locationId.has('service-reception') ? 'service-reception' : 'factory-lobby',
        'default_background_16x9',
      ),
    ),
    power_save_mode_page_background: ctx.media.get('detail-control'),
    // Switched on in the CMS when the showroom rests; a daily schedule can switch it on at set hours.
    power_save_mode: false,
    power_save_schedule: [],
    box_hooks: [
      {
        id: 1,
        name: 'document-title',
        type: 'onCurrentLocationChange',
        params: { template: '{location} – Virtual Factory' },
      },
      {
        id: 2,
        name: 'track-event',
        type: 'onTargetLocationChange',
        params: { event: 'navigation started', zone: 'showroom' },
      },
      { id: 3, name: 'post-message', type: 'onCurrentLocationChange', params: { type: 'location' } },
    ],
  };
}

/** A few CMS-side overrides of UI texts (keys of locales/en.json), per locale. */
const UI: Record<Locale, [string, string][]> = {
  de: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Showroom betreten'],
    ['loading__content', 'Der Showroom wird geladen …'],
  ],
  en: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Enter the showroom'],
    ['loading__content', 'Loading the showroom…'],
  ],
  fr: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Entrer dans le showroom'],
    ['loading__content', 'Chargement du showroom…'],
  ],
  it: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Entra nello showroom'],
    ['loading__content', 'Caricamento dello showroom…'],
  ],
  es: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Entrar en el showroom'],
    ['loading__content', 'Cargando el showroom…'],
  ],
  pl: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Wejdź do showroomu'],
    ['loading__content', 'Ładowanie showroomu…'],
  ],
  cs: [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Vstoupit do showroomu'],
    ['loading__content', 'Načítání showroomu…'],
  ],
  zh: [
    ['app__title', 'Virtual Factory 虚拟展厅'],
    ['start__enter', '进入展厅'],
    ['loading__content', '正在加载展厅…'],
  ],
  'en-US': [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Enter the Showroom'],
    ['loading__content', 'Loading the showroom…'],
  ],
  'es-MX': [
    ['app__title', 'Virtual Factory – Showroom'],
    ['start__enter', 'Entrar al showroom'],
    ['loading__content', 'Cargando el showroom…'],
  ],
};

export function uiTranslationJson(locale: Locale) {
  return {
    id: 1,
    documentId: documentId('ui-translation', 'single'),
    locale,
    items: UI[locale].map(([key, value], i) => ({ id: i + 1, key, value })),
  };
}
