import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '../paths.ts';
import { LOCALES } from '../plan/types.ts';
import { type BuildContext, worldsIn } from './context.ts';
import { articlesJson, dashboardsJson, menusJson } from './documents.ts';
import { locationJson } from './locations.ts';
import { appSettingJson, iconsJson, screensaversJson, uiTranslationJson } from './singles.ts';
import { transitionsJson } from './transitions.ts';
import { worldsJson } from './worlds.ts';

async function json(rel: string, data: unknown): Promise<void> {
  const file = path.join(API, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Writes api/: localized collections per locale, non-localized ones once (docs/content-model.md). */
export async function writeApi(ctx: BuildContext): Promise<void> {
  await rm(API, { recursive: true, force: true });
  await json('app-setting.json', appSettingJson(ctx));
  await json('icons.json', iconsJson(ctx));
  await json('screensavers.json', screensaversJson(ctx));
  for (const locale of LOCALES) {
    const worlds = worldsIn(ctx, locale);
    await json(`worlds/${locale}.json`, worldsJson(ctx, locale, worlds));
    await json(
      `content-locations/${locale}.json`,
      ctx.plan.locations.filter((l) => worlds.has(l.world)).map((l) => locationJson(ctx, l, locale)),
    );
    await json(`content-transitions/${locale}.json`, transitionsJson(ctx, locale, worlds));
    await json(`articles/${locale}.json`, articlesJson(ctx, locale, worlds));
    await json(`dashboards/${locale}.json`, dashboardsJson(ctx, locale, worlds));
    await json(`menus/${locale}.json`, menusJson(ctx, locale, worlds));
    await json(`ui-translation/${locale}.json`, uiTranslationJson(locale));
  }
}
