/**
 * The demo bundle (content/demo) is what the offline app and every e2e test run on: a broken relation,
 * a missing file, an undecodable clip or a leaked password there is a broken sales demo.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESSED_CLIPS } from '../../scripts/demo/renditions.ts';
import {
  API,
  BUNDLE,
  LOCALES,
  UPLOADS,
  collectMedia,
  framePsnr,
  jpegSize,
  listFiles,
  localized,
  probe,
  readJson,
  type Json,
} from './bundle-files.ts';

const de = {
  worlds: localized('worlds', 'de'),
  locations: localized('content-locations', 'de'),
  transitions: localized('content-transitions', 'de'),
  articles: localized('articles', 'de'),
  dashboards: localized('dashboards', 'de'),
  menus: localized('menus', 'de'),
};
const settings = readJson('app-setting.json');
const icons = readJson('icons.json') as Json[];
const screensavers = readJson('screensavers.json') as Json[];
const locationIds = new Set(de.locations.map((l: Json) => l.payloadId));
const articleIds = new Set(de.articles.map((a: Json) => a.id));
const dashboardIds = new Set(de.dashboards.map((d: Json) => d.id));
const menuKeys = new Set(de.menus.map((m: Json) => m.key));

/** Every action target (hotspots, buttons, links, menu items) with where it was found. */
function targets(): { where: string; t: Json; action: string }[] {
  const out: { where: string; t: Json; action: string }[] = [];
  for (const l of de.locations)
    for (const h of l.hotspots)
      out.push({ where: `${l.payloadId}/${h.id}`, t: h.action_target, action: h.__component });
  for (const a of de.articles)
    for (const b of a.action_buttons) out.push({ where: `article ${a.id}`, t: b.action_target, action: b.action });
  for (const d of de.dashboards) {
    for (const b of [...d.links, ...d.action_buttons])
      out.push({ where: `dashboard ${d.id}`, t: b.action_target, action: b.action });
  }
  for (const m of de.menus)
    for (const b of m.items) out.push({ where: `menu ${m.key}`, t: b.action_target, action: b.action });
  return out;
}

describe('demo bundle relations', () => {
  it('has every endpoint file, for every locale where localized', () => {
    for (const f of ['app-setting.json', 'icons.json', 'screensavers.json'])
      expect(existsSync(path.join(API, f)), f).toBe(true);
    for (const e of [
      'worlds',
      'content-locations',
      'content-transitions',
      'articles',
      'dashboards',
      'menus',
      'ui-translation',
    ]) {
      for (const l of LOCALES) expect(existsSync(path.join(API, e, `${l}.json`)), `${e}/${l}`).toBe(true);
    }
  });

  it('resolves every target: locations by payloadId, articles and dashboards by id, menus by key', () => {
    for (const { where, t, action } of targets()) {
      if (t.payloadId !== null) expect(locationIds.has(t.payloadId), `${where} -> ${t.payloadId}`).toBe(true);
      if (t.menu_key !== null) expect(menuKeys.has(t.menu_key), `${where} -> menu ${t.menu_key}`).toBe(true);
      if (t.id !== null) {
        const pool = /dashboard/.test(action) ? dashboardIds : articleIds;
        expect(pool.has(t.id), `${where} ${action} -> ${t.id}`).toBe(true);
      }
    }
  });

  it('names existing locations in transitions, arrows, worlds, screensavers and groups menus', () => {
    for (const t of de.transitions) {
      expect(locationIds.has(t.from.payloadId), t.payloadId).toBe(true);
      expect(locationIds.has(t.to.payloadId), t.payloadId).toBe(true);
    }
    for (const l of de.locations) {
      for (const a of [l.arrow_navigation_prew, l.arrow_navigation_next])
        if (a) expect(locationIds.has(a.payloadId)).toBe(true);
      for (const m of [...l.menus, ...(l.group?.menus ?? [])])
        expect(menuKeys.has(m.key), `${l.payloadId} menu ${m.key}`).toBe(true);
    }
    for (const w of de.worlds) {
      expect(locationIds.has(w.start_location_id), `${w.slug} start`).toBe(true);
      for (const m of w.menus) expect(menuKeys.has(m.key), `${w.slug} menu ${m.key}`).toBe(true);
      if (w.screensaver) expect(screensavers.some((s) => s.id === w.screensaver.id)).toBe(true);
    }
    for (const s of screensavers) {
      for (const item of s.media)
        if (item.__component === 'screensaver.location') expect(locationIds.has(item.location.payloadId)).toBe(true);
    }
    expect(screensavers.some((s) => s.id === settings.screensaver.default_screensaver.id)).toBe(true);
    expect(de.worlds.some((w: Json) => w.slug === settings.default_world.slug && w.default)).toBe(true);
    for (const k of ['application-main', 'application-footer', 'application-contacts'])
      expect(menuKeys.has(k), k).toBe(true);
  });

  it('gives article sections icons that are in /api/icons', () => {
    const names = new Set(icons.map((i) => i.name));
    for (const a of de.articles)
      for (const s of a.sections) if (s.icon) expect(names.has(s.icon.name), s.icon.name).toBe(true);
  });

  it('has both directions of every transition', () => {
    const pairs = new Set(de.transitions.map((t: Json) => `${t.from.payloadId}>${t.to.payloadId}`));
    for (const t of de.transitions) expect(pairs.has(`${t.to.payloadId}>${t.from.payloadId}`), t.payloadId).toBe(true);
    expect(
      de.transitions.some((t: Json) => !t.background.video),
      'a transition without clip',
    ).toBe(false);
  });

  it('reaches every location of a world from its start location through that world’s transitions', () => {
    for (const w of de.worlds) {
      const inWorld = new Set(de.locations.filter((l: Json) => l.world.slug === w.slug).map((l: Json) => l.payloadId));
      const seen = new Set([w.start_location_id]);
      const queue = [w.start_location_id];
      while (queue.length) {
        const cur = queue.shift();
        for (const t of de.transitions) {
          if (t.from.payloadId === cur && inWorld.has(t.to.payloadId) && !seen.has(t.to.payloadId)) {
            seen.add(t.to.payloadId);
            queue.push(t.to.payloadId);
          }
        }
      }
      expect(
        [...inWorld].filter((id) => !seen.has(id)),
        w.slug,
      ).toEqual([]);
    }
  });

  it('places hotspots on the picture and covers every hotspot type and custom variant', () => {
    const components = new Set<string>();
    for (const l of de.locations) {
      for (const h of l.hotspots) {
        components.add(h.__component);
        expect(h.position.x).toBeGreaterThanOrEqual(0);
        expect(h.position.x).toBeLessThanOrEqual(1);
        expect(h.position.y).toBeGreaterThanOrEqual(0);
        expect(h.position.y).toBeLessThanOrEqual(1);
      }
    }
    const types = ['open-article', 'navigation', 'open-dashboard', 'open-documents', 'open-link', 'open-media', 'menu'];
    const expected = [
      ...types.map((t) => `hotspots.${t}`),
      ...types.filter((t) => t !== 'menu').map((t) => `hotspots.custom-${t}`),
    ];
    expect([...components].sort()).toEqual(expected.sort());
  });
});

describe('demo bundle locales', () => {
  it('keeps ids and documentIds identical across locales and sets locale on each item', () => {
    for (const e of ['worlds', 'content-locations', 'content-transitions', 'articles', 'dashboards', 'menus']) {
      const ref = new Map(localized(e, 'de').map((x: Json) => [x.documentId, x.id]));
      for (const locale of LOCALES) {
        for (const item of localized(e, locale)) {
          expect(item.locale, `${e}/${locale}`).toBe(locale);
          expect(ref.get(item.documentId), `${e}/${locale} ${item.documentId}`).toBe(item.id);
        }
      }
    }
  });

  it('translates what a visitor reads in the factory world', () => {
    const en = localized('content-locations', 'en').filter((l: Json) => l.world.slug === 'factory');
    for (const locale of ['fr', 'it', 'es', 'pl', 'cs', 'zh'] as const) {
      const items = localized('content-locations', locale);
      expect(items.length, locale).toBe(en.length);
      const same = items.filter((l: Json) => en.find((e: Json) => e.payloadId === l.payloadId)?.title === l.title);
      expect(same.length, `${locale}: untranslated titles ${same.map((l: Json) => l.payloadId)}`).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('never sends a world password', () => {
    for (const locale of LOCALES) for (const w of localized('worlds', locale)) expect(w.password).toBeNull();
  });
});

describe('demo bundle media', () => {
  const all = [
    ...LOCALES.flatMap((l) =>
      ['worlds', 'content-locations', 'content-transitions', 'articles', 'dashboards', 'menus'].flatMap((e) =>
        collectMedia(localized(e, l)),
      ),
    ),
    ...collectMedia([settings, icons, screensavers]),
  ];
  const local = [...new Map(all.filter((m) => m.url.startsWith('/uploads/')).map((m) => [m.url, m])).values()];

  it('has a file for every referenced media and format', () => {
    for (const m of local) {
      for (const url of [m.url, ...Object.values(m.formats ?? {}).map((f: Json) => f.url)]) {
        expect(existsSync(path.join(UPLOADS, url.slice('/uploads/'.length))), url).toBe(true);
      }
    }
  });

  it('serves images whose bytes and dimensions match their metadata', () => {
    const magic: Record<string, (b: Buffer) => boolean> = {
      'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
      'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      'image/svg+xml': (b) => b.toString('utf8', 0, 200).includes('<svg'),
      'application/pdf': (b) => b.toString('latin1', 0, 5) === '%PDF-',
      'video/mp4': (b) => b.toString('latin1', 4, 8) === 'ftyp',
    };
    const checked = new Set<string>();
    for (const m of local) {
      const files = [{ url: m.url, width: m.width, height: m.height }, ...Object.values(m.formats ?? {})] as Json[];
      for (const f of files) {
        if (checked.has(f.url)) continue;
        checked.add(f.url);
        const file = path.join(UPLOADS, f.url.slice('/uploads/'.length));
        // A format has its own type where it says so: a video's renditions and its JPEG pictures (media pipeline).
        const mime: string = f.mime ?? m.mime;
        const check = magic[mime];
        expect(check, `mime ${mime}`).toBeDefined();
        const bytes = readFileSync(file);
        expect(check?.(bytes), f.url).toBe(true);
        if (mime === 'image/jpeg') {
          const size = jpegSize(bytes);
          expect([size?.width, size?.height], f.url).toEqual([f.width, f.height]);
          // ffmpeg must agree (and decode the header) on a sample of the files.
          if (checked.size % 25 === 1) {
            const { width, height } = probe(file);
            expect([width, height], f.url).toEqual([f.width, f.height]);
          }
        }
      }
    }
    expect(checked.size).toBeGreaterThan(50);
  });

  it('encodes every video as H.264 yuv420p with +faststart, and the clips decode', () => {
    const videos = local.filter((m) => m.mime === 'video/mp4');
    expect(videos.length).toBeGreaterThan(10);
    for (const m of videos) {
      const file = path.join(UPLOADS, m.url.slice('/uploads/'.length));
      // Decodes the first frames too: a clip that does not decode throws here.
      const p = probe(file, 3);
      expect(p.codec, m.url).toBe('h264');
      expect(p.pixFmt, m.url).toBe('yuv420p');
      expect([p.width, p.height], m.url).toEqual([m.width, m.height]);
      // faststart: the moov box comes before mdat.
      const head = readFileSync(file)
        .subarray(0, 64 * 1024)
        .toString('latin1');
      expect(head.indexOf('moov'), m.url).toBeGreaterThan(0);
      expect(head.indexOf('moov') < head.indexOf('mdat') || head.indexOf('mdat') < 0, m.url).toBe(true);
    }
    // One ffprobe decode per clip (dozens): on a busy 2-core machine that alone can take longer than 20 s.
  }, 90_000);

  it('starts and ends each transition clip on its locations’ stills (invisible hand-over)', () => {
    const sample = de.transitions.filter((_t: Json, i: number) => i % 7 === 0).slice(0, 3);
    for (const t of sample) {
      const video = path.join(UPLOADS, t.background.video.url.slice('/uploads/'.length));
      const stillOf = (id: string) => {
        const loc = de.locations.find((l: Json) => l.payloadId === id);
        const img = loc.background.find((b: Json) => b.key === 'default_background_16x9').image;
        return path.join(UPLOADS, img.formats.xlarge.url.slice('/uploads/'.length));
      };
      expect(framePsnr(video, stillOf(t.from.payloadId), 'first'), `${t.payloadId} first`).toBeGreaterThan(30);
      expect(framePsnr(video, stillOf(t.to.payloadId), 'last'), `${t.payloadId} last`).toBeGreaterThan(30);
    }
  });

  it('fits each logo wordmark inside its box whatever font draws it (textLength), so no letter is cut', () => {
    const logos = listFiles(UPLOADS).filter((file) => path.basename(file).startsWith('logo'));
    expect(logos.length).toBeGreaterThan(0);
    for (const file of logos) {
      const svg = readFileSync(file, 'utf8');
      const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
      const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)</g)];
      const wordmark = texts.find(([, , content]) => content === 'VIRTUAL FACTORY');
      expect(wordmark, `${file} has the wordmark`).toBeDefined();
      const attribute = (name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(wordmark![1]!)?.[1]);
      expect(attribute('textLength'), `${file}: the wordmark is fitted`).toBeGreaterThan(0);
      expect(attribute('x') + attribute('textLength'), `${file}: the wordmark ends inside`).toBeLessThanOrEqual(width);
    }
  });

  it("puts the start's move to the lobby and back through the media pipeline: 1080p and 720p renditions", () => {
    const processed = de.transitions.filter((t: Json) => t.background.video.formats !== null);
    expect(processed.map((t: Json) => t.payloadId).sort()).toEqual([...PROCESSED_CLIPS].sort());
    for (const t of processed) {
      const { formats } = t.background.video;
      expect(Object.keys(formats).sort(), t.payloadId).toEqual(
        ['first_frame', 'last_frame', 'poster', 'video_1080', 'video_720'].sort(),
      );
      expect([formats.video_1080.width, formats.video_1080.height]).toEqual([1920, 1080]);
      expect([formats.video_720.width, formats.video_720.height]).toEqual([1280, 720]);
    }
  });

  it('stays within the 60 MB media budget', () => {
    const bytes = listFiles(UPLOADS).reduce((s, f) => s + statSync(f).size, 0);
    expect(bytes / 1e6).toBeLessThan(60);
  });
});

describe('demo bundle secrets', () => {
  const passwords = ['showroom-demo', 'factory-2026'];

  it('keeps the clear passwords out of every served file', () => {
    const files = [...listFiles(API), ...listFiles(UPLOADS)];
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const bytes = readFileSync(f);
      for (const p of passwords) expect(bytes.includes(Buffer.from(p)), `${p} in ${f}`).toBe(false);
    }
  });

  it('stores the demo account and the world password as scrypt salt + hash', async () => {
    const { scryptSync } = await import('node:crypto');
    const users = JSON.parse(readFileSync(path.join(BUNDLE, 'server/users.json'), 'utf8')) as Json[];
    const demo = users.find((u) => u.username === 'demo');
    expect(demo.email).toBe('demo@virtual-factory.example');
    expect(demo.password).toBeUndefined();
    const hash = (pw: string, salt: string) => scryptSync(pw, salt, 64, { N: 16384, r: 8, p: 1 }).toString('hex');
    expect(hash('showroom-demo', demo.salt)).toBe(demo.hash);
    const secrets = JSON.parse(readFileSync(path.join(BUNDLE, 'server/world-secrets.json'), 'utf8')) as Json;
    const lab = localized('worlds', 'de').find((w: Json) => w.protect_with_password);
    expect(hash('factory-2026', secrets[lab.slug].salt)).toBe(secrets[lab.slug].hash);
    expect(localized('worlds', 'de').some((w: Json) => w.only_logged_in_users === true)).toBe(true);
  });
});
