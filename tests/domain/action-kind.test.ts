import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, ACTION_KIND_NAMES, actionKind, type PlaceOf } from '../../src/domain/action-kind.ts';
import { hotspotSteps } from '../../src/domain/action-stack.ts';
import { LOCALES, type ActionStep, type HotspotType, type MenuAction } from '../../src/domain/types.ts';
import { actionTarget, hotspot, media } from './fixtures.ts';

/** The factory's hall and another factory location, the service world's reception, a portal into the lab. */
const PLACES: Record<string, { world: string; portal: boolean }> = {
  hall: { world: 'factory', portal: false },
  'service-reception': { world: 'service', portal: false },
  'lab-gate': { world: 'factory', portal: true },
};
const placeOf: PlaceOf = (payloadId) => PLACES[payloadId] ?? null;

const step = (action: MenuAction, overrides: Partial<ActionStep['target']> = {}): ActionStep => ({
  action,
  target: actionTarget(null, overrides),
});
const kindOf = (action: MenuAction, files = [] as ReturnType<typeof media>[], target = {}) =>
  actionKind(step(action, target), files, 'factory', placeOf);

describe('actionKind', () => {
  it('tells a move to a location of this world from one into another world or to a portal', () => {
    expect(kindOf('navigate', [], { payloadId: 'hall' })).toBe('location');
    expect(kindOf('navigate', [], { payloadId: 'service-reception' })).toBe('world');
    expect(kindOf('navigate', [], { payloadId: 'lab-gate' })).toBe('world');
    // A target the content lacks (or hides from a guest) is still a move.
    expect(kindOf('navigate', [], { payloadId: 'hidden' })).toBe('location');
  });

  it('names what an open step opens', () => {
    expect(kindOf('open-article', [], { id: 3 })).toBe('article');
    expect(kindOf('open-dashboard', [], { id: 2 })).toBe('dashboard');
    expect(kindOf('open-link', [], { url: 'https://example.com' })).toBe('link');
    expect(kindOf('open-menu', [], { menuKey: 'areas' })).toBe('menu');
    expect(kindOf('open-contact-form')).toBe('contact-form');
    expect(kindOf('go-back')).toBe('back');
  });

  it('names media by what shows them: a PDF, a list of documents, a video, a picture, a gallery', () => {
    const pdf = media('sheet.pdf', 'application/pdf');
    const film = media('film.mp4', 'video/mp4');
    const photo = media('hall.jpg', 'image/jpeg');
    expect(kindOf('open-pdf', [pdf])).toBe('pdf');
    expect(kindOf('open-pdf', [pdf, media('manual.pdf', 'application/pdf')])).toBe('documents');
    // open-pdf opens the PDFs only, whatever else is there.
    expect(kindOf('open-pdf', [film, pdf])).toBe('pdf');
    expect(kindOf('open-media', [film])).toBe('video');
    expect(kindOf('open-video', [film])).toBe('video');
    expect(kindOf('open-media', [photo])).toBe('picture');
    expect(kindOf('open-media', [film, photo])).toBe('gallery');
    expect(kindOf('open-media', [film, media('clip.mp4', 'video/mp4')])).toBe('video');
  });

  it('names a step without media by its link: a platform clip plays, another link opens', () => {
    expect(kindOf('open-video', [], { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toBe('video');
    expect(kindOf('open-media', [], { url: 'https://example.com/page' })).toBe('link');
  });

  it("gives each hotspot type its kind through the hotspot's own step", () => {
    const types: Record<HotspotType, [Partial<ActionStep['target']>, ReturnType<typeof media>[], string]> = {
      navigation: [{ payloadId: 'hall' }, [], 'location'],
      'open-article': [{ id: 1 }, [], 'article'],
      'open-dashboard': [{ id: 1 }, [], 'dashboard'],
      'open-documents': [{}, [media('a.pdf', 'application/pdf')], 'pdf'],
      'open-link': [{ url: 'https://example.com' }, [], 'link'],
      'open-media': [{}, [media('a.jpg', 'image/jpeg'), media('b.jpg', 'image/jpeg')], 'gallery'],
      menu: [{ menuKey: 'm' }, [], 'menu'],
    };
    for (const [type, [target, files, kind]] of Object.entries(types)) {
      const spot = hotspot(1, { type: type as HotspotType, target: actionTarget(null, target), media: files });
      expect(actionKind(hotspotSteps(spot)[0]!, spot.media, 'factory', placeOf), type).toBe(kind);
    }
  });
});

describe('the names of the kinds', () => {
  const strings = (locale: string) =>
    JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;

  it.each(LOCALES)('%s: every kind is named, the visible label first (WCAG 2.5.3), then what it does', (locale) => {
    const own = strings(locale);
    for (const kind of ACTION_KINDS) {
      const text = own[ACTION_KIND_NAMES[kind]];
      expect(text, `${locale}: ${kind}`).toMatch(/^\{\{label\}\}\S?\s*\S/);
      expect(text!.replace('{{label}}', '').trim().length, `${locale}: ${kind}`).toBeGreaterThan(1);
    }
    // Each kind says something of its own.
    const said = ACTION_KINDS.map((kind) => own[ACTION_KIND_NAMES[kind]]);
    expect(new Set(said).size).toBe(ACTION_KINDS.length);
  });
});
