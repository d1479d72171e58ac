/**
 * Issue 32, point 4: the tour check's rules over every locale of the demo (clean), and
 * over the demo with one planted fault of each kind (each found by its kind, at what it marks).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTour, TOUR_PROBLEM_KINDS, type TourCheckInput, type TourProblem } from '../../src/domain/tour-check.ts';
import { LOCALES } from '../../src/domain/types.ts';
import { bundleSource, loadTour } from '../../server/tour-source.ts';
import {
  clashFrameLinks,
  DEMO,
  demoCopy,
  loadBundle,
  plantFaults,
  SETTINGS,
  type Planted,
} from '../fixtures/tour-bundles.ts';

const brief = (problems: readonly TourProblem[]) =>
  problems.map(({ kind, locales, entity }) => ({ kind, locales: locales.length, type: entity.type, id: entity.id }));

describe('the tour check on the demo', () => {
  it('finds nothing', async () => {
    expect(brief(checkTour(await loadBundle(DEMO)))).toEqual([]);
  });

  it('finds a frame link that ?iframe= cannot open, as another one has its id', async () => {
    const copy = demoCopy();
    try {
      clashFrameLinks(copy.dir);
      const problems = checkTour(await loadBundle(copy.dir));
      expect(brief(problems)).toEqual([
        { kind: 'missing-target', locales: LOCALES.length, type: 'dashboard', id: '2' },
      ]);
      expect(problems[0]!.message).toContain('?iframe=201');
    } finally {
      copy.remove();
    }
  });
});

describe('the tour check on a locale without documents of its own', () => {
  const copy = demoCopy();
  let input: TourCheckInput;
  beforeAll(async () => {
    // pl keeps its interface strings only: its visitors get de's content whole.
    for (const folder of readdirSync(path.join(copy.dir, 'api'), { withFileTypes: true }))
      if (folder.isDirectory() && folder.name !== 'ui-translation')
        rmSync(path.join(copy.dir, 'api', folder.name, 'pl.json'), { force: true });
    // en has content of its own, and a transition that plays no clip there only.
    const enFile = path.join(copy.dir, 'api', 'content-transitions', 'en.json');
    const en = JSON.parse(readFileSync(enFile, 'utf8'));
    en[0].background.video = null;
    writeFileSync(enFile, JSON.stringify(en));
    input = await loadBundle(copy.dir);
  });
  afterAll(() => copy.remove());

  it("is given de's content as it is, parsed once", () => {
    const de = input.locales.find((l) => l.content.locale === 'de')!;
    const pl = input.locales.find((l) => l.content.locale === 'pl')!;
    expect(input.locales.map((l) => l.content.locale)).toEqual([...LOCALES]);
    expect(pl.content.locations).toBe(de.content.locations);
    expect(pl.content.transitions).toBe(de.content.transitions);
    expect(pl.translated.locations).toEqual([]);
    expect(pl.ui).not.toEqual({});
  });

  it('is given what loading that locale alone gives', async () => {
    const alone = await loadTour(bundleSource(copy.dir), SETTINGS, ['pl']);
    expect(alone.locales).toEqual([input.locales.find((l) => l.content.locale === 'pl')]);
  });

  it('finds what it finds when each locale has its own copy of the content', () => {
    const apart = { ...input, locales: input.locales.map((l) => structuredClone(l)) };
    const problems = checkTour(input);
    expect(problems).toEqual(checkTour(apart));
    expect(problems.filter((p) => p.kind === 'text-missing' && p.locales.includes('pl')).length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.kind === 'transition-without-clip').map((p) => p.locales)).toEqual([['en']]);
  });
});

describe('the tour check on one planted fault of each kind', () => {
  const copy = demoCopy();
  let planted: Planted[] = [];
  let problems: TourProblem[] = [];
  beforeAll(async () => {
    planted = plantFaults(copy.dir);
    problems = checkTour(await loadBundle(copy.dir));
  });
  afterAll(() => copy.remove());

  it('plants every kind', () => {
    expect(new Set(planted.map((fault) => fault.kind))).toEqual(new Set(TOUR_PROBLEM_KINDS));
  });

  it.each(TOUR_PROBLEM_KINDS)('finds the planted %s at what it marks', (kind) => {
    const fault = planted.find((p) => p.kind === kind)!;
    const found = problems.filter((p) => p.kind === kind && p.entity.type === fault.type && p.entity.id === fault.id);
    expect(found, JSON.stringify(brief(problems))).toHaveLength(1);
    expect(found[0]!.message).not.toBe('');
  });

  it('finds nothing else but the switched-off directions the island and the dead end need', () => {
    const expected = [
      ...planted.map(({ kind, type, id }) => ({ kind, type, id })),
      { kind: 'transition-without-clip', type: 'transition', id: 'factory-dead-end--factory-entrance' },
      { kind: 'transition-without-clip', type: 'transition', id: 'factory-entrance--factory-island' },
    ];
    const key = (p: { kind: string; type: string; id: string }) => `${p.kind} ${p.type} ${p.id}`;
    expect(brief(problems).map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('names the locales a problem shows in: the missing interface string in fr only, the rest in all', () => {
    for (const problem of problems)
      expect(problem.locales, problem.kind).toEqual(problem.kind === 'text-missing' ? ['fr'] : [...LOCALES]);
  });

  it('marks hotspots with their location and world, transitions with their ends', () => {
    const hotspot = problems.find((p) => p.kind === 'hotspot-cut-off')!;
    expect(hotspot.entity).toMatchObject({ location: 'factory-cnc', world: 'factory' });
    expect(hotspot.message).toContain('table (1366x1024)');
    const clip = problems.find((p) => p.kind === 'transition-without-clip')!;
    expect(clip.entity).toMatchObject({ from: 'factory-dead-end', to: 'factory-entrance', world: 'factory' });
  });
});

describe('texts missing per locale', () => {
  it('finds an article the default world leads to without its en document, but not the de-only worlds elsewhere', async () => {
    const copy = demoCopy();
    try {
      const { readFileSync, writeFileSync } = await import('node:fs');
      const file = `${copy.dir}/api/articles/en.json`;
      const articles = JSON.parse(readFileSync(file, 'utf8')) as { id: number }[];
      writeFileSync(file, JSON.stringify(articles.filter((article) => article.id !== 1)));
      const problems = checkTour(await loadBundle(copy.dir));
      expect(brief(problems)).toEqual([{ kind: 'text-missing', locales: 1, type: 'article', id: '1' }]);
      expect(problems[0]!.locales).toEqual(['en']);
    } finally {
      copy.remove();
    }
  });

  it("finds a hotspot whose English title is still de's, as a hotspot added in German arrives in English", async () => {
    const copy = demoCopy();
    try {
      const { readFileSync, writeFileSync } = await import('node:fs');
      type Room = { payloadId: string; hotspots: { id: number; __component: string; title: string }[] };
      const read = (locale: string) =>
        JSON.parse(readFileSync(`${copy.dir}/api/content-locations/${locale}.json`, 'utf8')) as Room[];
      const cnc = (rooms: Room[]) => rooms.find((room) => room.payloadId === 'factory-cnc')!;
      const en = read('en');
      const german = cnc(read('de')).hotspots[1]!;
      const hotspot = cnc(en).hotspots[1]!;
      hotspot.title = german.title;
      writeFileSync(`${copy.dir}/api/content-locations/en.json`, JSON.stringify(en));
      const problems = checkTour(await loadBundle(copy.dir));
      const type = hotspot.__component.replace(/^hotspots\./, '');
      expect(brief(problems)).toEqual([
        { kind: 'text-missing', locales: 1, type: 'hotspot', id: `${type}:${hotspot.id}` },
      ]);
      expect(problems[0]).toMatchObject({ locales: ['en'], entity: { location: 'factory-cnc' } });
    } finally {
      copy.remove();
    }
  });
});

describe('a location fr lacks, taken from de', () => {
  it('opens the fr article its de hotspot names by the de id (Strapi ids differ per locale)', async () => {
    const copy = demoCopy();
    try {
      const { readFileSync, writeFileSync } = await import('node:fs');
      const file = (endpoint: string) => `${copy.dir}/api/${endpoint}/fr.json`;
      const read = (endpoint: string) => JSON.parse(readFileSync(file(endpoint), 'utf8')) as { id: number }[];
      const rooms = read('content-locations') as unknown as { payloadId: string }[];
      writeFileSync(file('content-locations'), JSON.stringify(rooms.filter((r) => r.payloadId !== 'factory-cnc')));
      // The cnc hotspot opens article 3 in de; its fr document gets a row id of its own.
      const articles = read('articles');
      articles.find((article) => article.id === 3)!.id = 103;
      writeFileSync(file('articles'), JSON.stringify(articles));
      const problems = checkTour(await loadBundle(copy.dir));
      expect(problems.filter((problem) => problem.kind === 'missing-target')).toEqual([]);
      expect(brief(problems)).toContainEqual({ kind: 'text-missing', locales: 1, type: 'location', id: 'factory-cnc' });
    } finally {
      copy.remove();
    }
  });
});
