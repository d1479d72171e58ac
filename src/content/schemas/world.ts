import { z } from 'zod/mini';
import { parseHeaderComponents } from '../../domain/header.ts';
import { SIDEBARS_TRANSITION_TIME } from '../../domain/sidebar-rules.ts';
import type { LogoSettings, World } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import {
  entityId,
  flag,
  key,
  keyList,
  lenient,
  lenientList,
  MAX_KEY_LENGTH,
  nonNegative,
  nullableNonNegative,
  nullableText,
  slugOf,
  text,
} from './primitives.ts';

/** Logo defaults (SPEC §9): main logo 4 em, black on white; sidebar logo 3.5 em. */
export const DEFAULT_LOGO_SETTINGS: Readonly<LogoSettings> = {
  mainHasBackground: false,
  mainStickToTop: false,
  mainBackgroundColor: '#ffffff',
  mainHasShadow: false,
  mainColor: '#000000',
  mainHeightInEm: 4,
  sidebarColor: '#000000',
  sidebarHeightInEm: 3.5,
};

const d = DEFAULT_LOGO_SETTINGS;
const logoSettings = z.pipe(
  z.object({
    logo_main_has_background: flag(d.mainHasBackground),
    logo_main_stick_to_top: flag(d.mainStickToTop),
    logo_main_background_color: text(d.mainBackgroundColor, 64),
    logo_main_has_shadow: flag(d.mainHasShadow),
    logo_main_color: text(d.mainColor, 64),
    logo_main_heightInEm: nonNegative(d.mainHeightInEm),
    logo_sidebar_color: text(d.sidebarColor, 64),
    logo_sidebar_heightInEm: nonNegative(d.sidebarHeightInEm),
  }),
  z.transform((l): LogoSettings => ({
    mainHasBackground: l.logo_main_has_background,
    mainStickToTop: l.logo_main_stick_to_top,
    mainBackgroundColor: l.logo_main_background_color,
    mainHasShadow: l.logo_main_has_shadow,
    mainColor: l.logo_main_color,
    mainHeightInEm: l.logo_main_heightInEm,
    sidebarColor: l.logo_sidebar_color,
    sidebarHeightInEm: l.logo_sidebar_heightInEm,
  })),
);

/**
 * `/api/worlds` item. `password` is never read: the check is the server's, and a world is protected
 * exactly when `protect_with_password` is true. Login-only when either spelling
 * (`only_logged_in_users`, older `only_logged_in_user`) is true.
 */
export function createWorldSchema(ctx: ParseContext, { optionalMedia }: MediaSchemas) {
  return z.pipe(
    z.object({
      slug: slugOf('world'),
      name: text(),
      URL_ALIAS: nullableText(253),
      start_location_id: z.nullish(key),
      protect_with_password: flag(false),
      only_logged_in_users: flag(false),
      only_logged_in_user: flag(false),
      default: flag(false),
      menus: keyList(ctx, 'menus'),
      logo: optionalMedia('logo'),
      logo_settings: lenient(ctx, 'logo_settings', logoSettings, () => ({ ...DEFAULT_LOGO_SETTINGS })),
      header_components: lenientList(ctx, 'header_components', z.string().check(z.maxLength(MAX_KEY_LENGTH))),
      sidebars_transition_time: nonNegative(SIDEBARS_TRANSITION_TIME),
      screensaver: lenient(ctx, 'screensaver', z.object({ id: entityId }), () => null),
      screensaver_timeout: nullableNonNegative,
      start_page: flag(false),
    }),
    z.transform((w): World => {
      const header = parseHeaderComponents(w.header_components);
      if (header.unknown.length > 0) ctx.warn(`header_components: unknown ${header.unknown.join(', ')} ignored`);
      return {
        slug: w.slug,
        name: w.name,
        urlAlias: w.URL_ALIAS?.trim().toLowerCase() ?? null,
        startLocationId: w.start_location_id ?? null,
        protectWithPassword: w.protect_with_password,
        onlyLoggedInUsers: w.only_logged_in_users || w.only_logged_in_user,
        isDefault: w.default,
        menus: w.menus,
        logo: w.logo,
        logoSettings: w.logo_settings,
        sidebarsTransitionTime: w.sidebars_transition_time,
        screensaverId: w.screensaver?.id ?? null,
        screensaverTimeout: w.screensaver_timeout,
        startPage: w.start_page,
        headerComponents: header.components,
      };
    }),
  );
}
