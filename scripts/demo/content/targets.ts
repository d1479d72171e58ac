import type { ButtonPlan, TargetPlan } from '../plan/content-types.ts';
import { DOCUMENT_SETS, MEDIA_SETS } from '../plan/media-sets.ts';
import type { Locale } from '../plan/types.ts';
import type { BuildContext } from './context.ts';
import { tr } from './i18n.ts';
import type { MediaJson } from './media.ts';

export interface ActionTargetJson {
  id: number | null;
  payloadId: string | null;
  url: string | null;
  new_tab: boolean;
  new_window: boolean;
  menu_key: string | null;
}

export interface ButtonJson {
  id: number;
  label: string;
  action: string;
  action_target: ActionTargetJson;
  media: MediaJson | null;
  cover: MediaJson | null;
  action_stack?: { action: string; action_target: ActionTargetJson }[];
}

const empty = (): ActionTargetJson => ({
  id: null,
  payloadId: null,
  url: null,
  new_tab: false,
  new_window: false,
  menu_key: null,
});

/** Whether the target exists in this build (the first pass carries only part of the plan). */
export function resolvable(ctx: BuildContext, t: TargetPlan): boolean {
  if ('article' in t) return ctx.articles.some((a) => a.key === t.article);
  if ('dashboard' in t) return ctx.dashboards.some((d) => d.key === t.dashboard);
  if ('location' in t) return ctx.locationId.has(t.location);
  if ('menu' in t) return ctx.menus.some((m) => m.key === t.menu);
  return true;
}

export function actionTarget(ctx: BuildContext, t: TargetPlan): ActionTargetJson {
  const out = empty();
  if ('article' in t) out.id = ctx.articleId.get(t.article) ?? null;
  else if ('dashboard' in t) out.id = ctx.dashboardId.get(t.dashboard) ?? null;
  else if ('location' in t) out.payloadId = t.location;
  else if ('url' in t) {
    out.url = t.url;
    out.new_tab = t.newTab ?? false;
    out.new_window = t.newWindow ?? false;
  } else if ('menu' in t) out.menu_key = t.menu;
  else if ('video' in t && t.video === 'platform') out.url = ctx.media.get('platform').url;
  return out;
}

/** The media an action carries: the PDF of open-pdf, the clip of open-video, the first item of a gallery. */
export function targetMedia(ctx: BuildContext, t: TargetPlan): MediaJson | null {
  if ('document' in t) return ctx.media.get(t.document);
  if ('video' in t) return ctx.media.get(t.video);
  if ('mediaSet' in t) return ctx.media.get(MEDIA_SETS[t.mediaSet]?.[0] ?? '');
  return null;
}

export function mediaSet(ctx: BuildContext, name: string): MediaJson[] {
  const items = MEDIA_SETS[name] ?? DOCUMENT_SETS[name];
  if (!items) throw new Error(`unknown media set ${name}`);
  return items.map((n) => ctx.media.get(n));
}

/** Action buttons, links and menu items share one shape; ids are stable: owner base + index. */
export function buttons(ctx: BuildContext, list: ButtonPlan[], locale: Locale, base: number): ButtonJson[] {
  return list
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => [b.target, ...(b.stack ?? []).map((step) => step.target)].every((t) => resolvable(ctx, t)))
    .map(({ b, i }) => ({
      id: base + i + 1,
      label: tr(b.label, locale),
      action: b.action,
      action_target: actionTarget(ctx, b.target),
      media: targetMedia(ctx, b.target),
      cover: b.cover ? ctx.media.get(b.cover) : null,
      ...(b.stack && {
        action_stack: b.stack.map((step) => ({ action: step.action, action_target: actionTarget(ctx, step.target) })),
      }),
    }));
}
