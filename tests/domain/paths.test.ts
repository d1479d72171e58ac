import { describe, expect, it } from 'vitest';
import { isAddressableSlug, paths, switchLocaleHref } from '../../src/domain/paths';

describe('addresses', () => {
  it('switch the language and keep the route parameters, query and hash', () => {
    expect(switchLocaleHref('/de/factory/hall-a', '', '', 'en')).toBe('/en/factory/hall-a');
    expect(switchLocaleHref('/es-MX/factory/hall-a', '?article=3', '#top', 'zh')).toBe(
      '/zh/factory/hall-a?article=3#top',
    );
    expect(switchLocaleHref('/de', '', '', 'en-US')).toBe('/en-US');
    expect(switchLocaleHref('/de/login', '?redirect=x', '', 'fr')).toBe('/fr/login?redirect=x');
  });

  it('put a locale in front of an address without one', () => {
    expect(switchLocaleHref('/factory/hall-a', '', '', 'pl')).toBe('/pl/factory/hall-a');
    expect(switchLocaleHref('/', '', '', 'cs')).toBe('/cs');
  });

  it('tell the slugs an address can carry from those that lead elsewhere', () => {
    for (const slug of ['factory', 'hall a', 'a/b', '%2e%2e', 'login-area', '...']) {
      expect(isAddressableSlug(slug, 'world'), slug).toBe(true);
    }
    for (const slug of ['.', '..', 'login', 'LOGIN', 'power-save-mode']) {
      expect(isAddressableSlug(slug, 'world'), slug).toBe(false);
    }
    expect(isAddressableSlug('login', 'location')).toBe(true);
    expect(isAddressableSlug('a/b', 'location')).toBe(false);
    expect(isAddressableSlug('..', 'location')).toBe(false);
    expect(paths.world.href('de', 'a/b?c')).toBe('/de/a%2Fb%3Fc');
  });

  it('build login links that carry the wanted location', () => {
    expect(paths.login.href('de', 'factory-hall-a')).toBe('/de/login?redirect=factory-hall-a');
    expect(paths.location.href('it', 'factory', 'hall a')).toBe('/it/factory/hall%20a');
  });
});
