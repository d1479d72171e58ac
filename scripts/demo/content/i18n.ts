import { PHRASEBOOKS } from '../plan/i18n/index.ts';
import type { Locale, Text } from '../plan/types.ts';

const FALLBACK: Partial<Record<Locale, Locale>> = { 'en-US': 'en', 'es-MX': 'es' };

/** Texts that had to fall back to English; the generator reports them (factory texts must be complete). */
export const missing = new Set<string>();

/**
 * Text in `locale`: the inline value, else the locale's phrasebook entry for the English text, else
 * the regional parent (en-US → en, es-MX → es), else English (recorded in `missing`).
 */
export function tr(text: Text, locale: Locale): string {
  for (let l: Locale | undefined = locale; l; l = FALLBACK[l]) {
    const inline = text[l];
    if (inline !== undefined) return inline;
    const phrase = PHRASEBOOKS[l]?.[text.en];
    if (phrase !== undefined) return phrase;
  }
  if (locale !== 'de' && locale !== 'en') missing.add(`${locale}: ${text.en}`);
  return text.en;
}
