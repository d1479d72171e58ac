import { PinMap, Play } from '@strapi/icons';
import { HotspotsPanel } from './hotspots-panel.jsx';
import { VideoPanel } from './media/video-panel.jsx';
import { PLUGIN_ID } from './messages.js';
import { registerTargetFields } from './targets/register.js';

/**
 * The editors' studio in the admin panel (issue 32): a side panel in a location's edit view whose dialog places
 * the location's hotspots on its picture; action targets picked by name (targets/); the "Tour map" page (map/), a
 * world's map with the tour check's problems; the "Videos" page and a side panel in locations' and transitions' edit
 * views with the media pipeline's state of each uploaded video (media/, issue 33).
 */
export default {
  register(app) {
    app.registerPlugin({ id: PLUGIN_ID, name: PLUGIN_ID });
    registerTargetFields(app);
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/tour-map`,
      icon: PinMap,
      intlLabel: { id: `${PLUGIN_ID}.map.title`, defaultMessage: 'Tour map' },
      Component: () => import('./map/TourMapPage.jsx'),
    });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/media`,
      icon: Play,
      intlLabel: { id: `${PLUGIN_ID}.media.title`, defaultMessage: 'Videos' },
      Component: () => import('./media/MediaJobsPage.jsx'),
    });
  },

  bootstrap(app) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([HotspotsPanel, VideoPanel]);
  },

  /** The labels per admin locale (en and de; others fall back to the English defaults in the code). */
  async registerTrads({ locales }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = await import(`./translations/${locale}.json`);
          const prefixed = Object.fromEntries(Object.entries(data).map(([key, text]) => [`${PLUGIN_ID}.${key}`, text]));
          return { data: prefixed, locale };
        } catch {
          return { data: {}, locale };
        }
      }),
    );
  },
};
