import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/types';

function strings(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
}

const english = strings('en');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('built-in interface strings', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every key of en.json, translated', (locale) => {
    const own = strings(locale);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(own)) {
      expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      expect(placeholders(text), `${locale}: ${key} keeps its placeholders`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  // WCAG 2.5.3 label in name: a control named apart from its text is named starting with what it shows, so that
  // a speech-control user can say what they see (issue 31).
  it.each(LOCALES)('%s names a control starting with the text it shows', (locale) => {
    const own = strings(locale);
    expect(own.nav__history_back?.startsWith(own.nav__back ?? '?'), 'the back button').toBe(true);
    expect(own.language__picker?.startsWith('{{code}} {{language}}'), 'the language picker').toBe(true);
    expect(own.media__enlarge?.startsWith('{{name}}'), 'a media tile').toBe(true);
    expect(own.dashboard__mail_to?.startsWith('{{address}}'), "a contact's address").toBe(true);
    expect(own.dashboard__call?.startsWith('{{number}}'), "a contact's number").toBe(true);
  });

  it('keeps the English texts the specification quotes', () => {
    expect(english.error__page_not_found).toBe('This page could not be found');
    expect(english.error__too_many_requests).toBe(
      'You are making too many requests to the server. Access remains blocked for a short time.',
    );
    expect(english.error__invalid_input).toBe('Invalid Input. Please check your entry.');
    expect(english.error__something_wrong).toBe('Something went wrong. Please try again later.');
  });
});
