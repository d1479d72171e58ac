import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '../../src/domain/types';
import { i18next } from '../../src/i18n/i18n';

describe('translation keys', () => {
  it('are typed from locales/en.json: an unknown key fails the type check', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t('error__page_not_found')).toBe('This page could not be found');
    // tsc fails if either line below stops being a type error (the keys are no longer checked).
    // @ts-expect-error no such key in locales/en.json
    expect(i18next.t('error__page_not_fuond')).toBe('error__page_not_fuond');
    // @ts-expect-error no such key in locales/en.json
    const unknown: TranslationKey = 'no__such_key';
    expect(unknown).toBe('no__such_key');
  });
});
