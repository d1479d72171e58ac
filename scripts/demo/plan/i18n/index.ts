import type { Locale } from '../types.ts';
import { CS } from './cs.ts';
import { ES_MX } from './es-mx.ts';
import { ES } from './es.ts';
import { EN_US } from './en-us.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import { PL } from './pl.ts';
import { ZH } from './zh.ts';

/**
 * Phrasebooks for the locales beyond de/en: English text → translation, for the factory world's
 * articles, dashboards and menus (titles of worlds, locations and hotspots are inline in the plan).
 * Regional variants list only what differs from their parent (en-US → en, es-MX → es).
 */
export const PHRASEBOOKS: Partial<Record<Locale, Record<string, string>>> = {
  fr: FR,
  it: IT,
  es: ES,
  pl: PL,
  cs: CS,
  zh: ZH,
  'en-US': EN_US,
  'es-MX': ES_MX,
};
