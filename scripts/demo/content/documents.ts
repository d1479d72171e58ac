import type { Locale } from '../plan/types.ts';
import type { BuildContext } from './context.ts';
import { tr } from './i18n.ts';
import { documentId } from './media.ts';
import { buttons } from './targets.ts';

/** Articles, dashboards and menus of the worlds present in `locale`. */
export function articlesJson(ctx: BuildContext, locale: Locale, worlds: Set<string>) {
  return ctx.articles
    .filter((a) => worlds.has(a.world))
    .map((a) => {
      const id = ctx.articleId.get(a.key) ?? 0;
      return {
        id,
        documentId: documentId('article', a.key),
        locale,
        title: tr(a.title, locale),
        sections: a.sections.map((s, i) => ({
          id: id * 100 + i + 1,
          title: tr(s.title, locale),
          text: tr(s.html, locale),
          media: s.media ? ctx.media.get(s.media) : null,
          icon: s.icon ? { id: iconId(ctx, s.icon), name: s.icon, svg: ctx.media.get(`icon-${s.icon}`) } : null,
          images: (s.images ?? []).map((n) => ctx.media.get(n)),
          slides: (s.slides ?? []).map((n) => ctx.media.get(n)),
          poster: s.poster ? ctx.media.get(s.poster) : null,
        })),
        tags: a.tags.map((t, i) => ({ id: id * 100 + i + 1, name: tr(t, locale) })),
        action_buttons: buttons(ctx, a.buttons, locale, id * 100 + 50),
      };
    });
}

export function iconId(ctx: BuildContext, name: string): number {
  return ctx.media.get(`icon-${name}`).id;
}

export function dashboardsJson(ctx: BuildContext, locale: Locale, worlds: Set<string>) {
  return ctx.dashboards
    .filter((d) => worlds.has(d.world))
    .map((d) => {
      const id = ctx.dashboardId.get(d.key) ?? 0;
      return {
        id,
        documentId: documentId('dashboard', d.key),
        locale,
        title: tr(d.title, locale),
        logo: d.logo ? ctx.media.get(d.logo) : null,
        links: buttons(ctx, d.links, locale, id * 100 + 20).map(({ cover: _cover, ...link }) => link),
        contacts: d.contacts.map((c, i) => ({
          id: id * 100 + 30 + i + 1,
          name: c.name,
          role: tr(c.role, locale),
          email: c.email,
          phone: c.phone,
          image: c.avatar ? ctx.media.get(c.avatar) : null,
        })),
        action_buttons: buttons(ctx, d.buttons, locale, id * 100 + 50),
        media_library: d.library.map((l, i) => ({
          id: id * 100 + 80 + i + 1,
          title: tr(l.title, locale),
          cover: ctx.media.get(l.cover),
          media: ctx.media.get(l.media),
        })),
      };
    });
}

export function menusJson(ctx: BuildContext, locale: Locale, worlds: Set<string>) {
  return ctx.menus
    .filter((m) => m.world === '*' || worlds.has(m.world))
    .map((m, _i) => {
      const id = ctx.menus.indexOf(m) + 1;
      return {
        id,
        documentId: documentId('menu', m.key),
        locale,
        key: m.key,
        title: tr(m.title, locale),
        items: buttons(ctx, m.items, locale, id * 100),
      };
    });
}
