/**
 * Builds the demo bundle content/demo/ from source: renders the procedural factory in headless
 * Chromium (SwiftShader), encodes stills and clips with ffmpeg, writes PDFs, SVGs and the API JSON.
 *
 *   npm run demo:generate                 everything, from scratch
 *   npm run demo:generate -- --cached     reuse renders whose inputs did not change
 *   npm run demo:generate -- --subset=first   the quick first pass (six factory locations)
 *   npm run demo:generate -- --skip=loops,clips   leave stages out (development only)
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openSceneBrowser } from './browser/launch.ts';
import { createContext } from './content/context.ts';
import { missing } from './content/i18n.ts';
import { registerMedia } from './content/register-media.ts';
import { writeSvgs } from './content/svg.ts';
import { writeApi } from './content/write-bundle.ts';
import { CACHE, OUT, UPLOADS } from './paths.ts';
import { writeDocument } from './pdf/product-sheet.ts';
import { loadPlan } from './plan/index.ts';
import { DOCUMENTS } from './plan/media-sets.ts';
import { projectHotspots } from './projections.ts';
import { writeReadme } from './readme.ts';
import { RenderCache } from './render/cache.ts';
import { renderClips } from './render/clips.ts';
import { renderLoops } from './render/loops.ts';
import { renderProducts } from './render/products.ts';
import { SceneRenderer } from './render/scene-renderer.ts';
import { renderStills } from './render/stills.ts';
import { addRenditions, PROCESSED_CLIPS } from './renditions.ts';
import { writeServerFiles } from './secrets.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ??
  (args.includes(`--${name}`) ? '' : undefined);
const subset = flag('subset') === 'first' ? 'first' : 'all';
const skip = new Set((flag('skip') ?? '').split(',').filter(Boolean));
const cached = flag('cached') !== undefined;
const cache = new RenderCache(cached);

async function stage(name: string, fn: () => Promise<void>): Promise<void> {
  if (skip.has(name)) return console.log(`- ${name}: skipped`);
  const t0 = Date.now();
  console.log(`- ${name}`);
  await fn();
  console.log(`  ${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** Deletes files in uploads that no media object references (renamed or dropped content). */
async function prune(keep: Set<string>): Promise<number> {
  let n = 0;
  for (const f of await readdir(UPLOADS)) {
    if (!keep.has(f)) {
      await rm(path.join(UPLOADS, f));
      n++;
    }
  }
  return n;
}

const t0 = Date.now();
const plan = loadPlan(subset);
console.log(`demo bundle: ${plan.locations.length} locations, ${plan.edges.length * 2} transitions (${subset})`);
await mkdir(UPLOADS, { recursive: true });
const browser = await openSceneBrowser();
const r = new SceneRenderer(browser.page);
let positions;
try {
  positions = await projectHotspots(r, plan);
  await stage('stills', () => renderStills(r, plan, cache));
  await stage('products', () => renderProducts(r, cache));
  await stage('clips', () => renderClips(r, plan, cache));
  await stage('loops', () => renderLoops(r, plan, cache));
} finally {
  await browser.close();
}
await stage('documents', async () => {
  for (const name of Object.keys(DOCUMENTS)) await writeDocument(name);
});
await writeSvgs();
const media = registerMedia(plan);
const ctx = createContext(plan, media, positions);
await writeApi(ctx);
await writeServerFiles();
const keep = new Set(
  media
    .all()
    .flatMap((m) => [m.url, ...Object.values(m.formats ?? {}).map((f) => f.url)])
    .filter((u) => u.startsWith('/uploads/'))
    .map((u) => u.slice('/uploads/'.length)),
);
const pruned = await prune(keep);
await stage('renditions', async () => {
  const written = await addRenditions(OUT, PROCESSED_CLIPS);
  console.log(`  ${written.length} renditions and pictures of the clips (media pipeline)`);
});
const du = (dir: string): string => execFileSync('du', ['-sh', dir]).toString().split(/\s/)[0] ?? '?';
const minutes = (Date.now() - t0) / 60000;
// The README quotes the time of the last run that rendered everything, not of a cached rerun.
const fullRunFile = path.join(CACHE, 'full-run-minutes.txt');
if (!cached && !skip.size && subset === 'all') await writeFile(fullRunFile, minutes.toFixed(1));
const fullMinutes = existsSync(fullRunFile) ? Number(await readFile(fullRunFile, 'utf8')) : minutes;
await writeReadme(plan, { media: media.all().length, uploads: du(UPLOADS), bundle: du(OUT), minutes: fullMinutes });
if (missing.size)
  console.log(`untranslated texts (English used): ${missing.size}\n  ${[...missing].slice(0, 20).join('\n  ')}`);
console.log(
  `${plan.worlds.length} worlds, ${plan.locations.length} locations, ${plan.edges.length * 2} clips, ${media.all().length} media; ` +
    `uploads ${du(UPLOADS)}, bundle ${du(OUT)}; pruned ${pruned} stale files; ${minutes.toFixed(1)} min`,
);
