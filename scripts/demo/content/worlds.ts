import type { Locale } from '../plan/types.ts';
import type { BuildContext } from './context.ts';
import { tr } from './i18n.ts';
import { documentId } from './media.ts';

/** Worlds; passwords never leave the server (password: null), the login flag in both spellings. */
export function worldsJson(ctx: BuildContext, locale: Locale, worlds: Set<string>) {
  return ctx.plan.worlds
    .filter((w) => worlds.has(w.slug))
    .map((w, _i) => {
      const id = ctx.plan.worlds.indexOf(w) + 1;
      const dark = w.logo === 'logo-dark';
      return {
        id,
        documentId: documentId('world', w.slug),
        locale,
        slug: w.slug,
        name: tr(w.name, locale),
        URL_ALIAS: w.urlAlias,
        start_location_id: w.start,
        protect_with_password: w.protectWithPassword,
        password: null,
        ...(w.legacyLoginFlag ? { only_logged_in_user: w.onlyLoggedIn } : { only_logged_in_users: w.onlyLoggedIn }),
        default: w.isDefault,
        menus: [{ key: `world-${w.slug}` }],
        logo: ctx.media.get(w.logo),
        logo_settings: {
          logo_main_has_background: !dark,
          logo_main_stick_to_top: w.isDefault,
          logo_main_background_color: dark ? w.accent : '#ffffff',
          logo_main_has_shadow: w.isDefault,
          logo_main_color: dark ? '#ffffff' : '#0f2a3d',
          logo_main_heightInEm: w.isDefault ? 4 : 3.5,
          logo_sidebar_color: dark ? '#ffffff' : '#0f2a3d',
          logo_sidebar_heightInEm: 3.5,
        },
        header_components: ['logo', 'language-switch'],
        sidebars_transition_time: 0.3,
        screensaver: w.slug === 'innovation-lab' ? null : { id: w.isDefault ? 1 : 2 },
        screensaver_timeout: w.isDefault ? 90 : null,
        // The home world opens on its start location (the first impression); the service world shows the
        // start page when a host alias picks it.
        start_page: w.slug === 'service',
      };
    });
}
