import { describe, expect, it } from 'vitest';
import { paths, switchLocaleHref } from '../../src/domain/paths';

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

  it('build login links that carry the wanted location', () => {
    expect(paths.login.href('de', 'factory-hall-a')).toBe('/de/login?redirect=factory-hall-a');
    expect(paths.location.href('it', 'factory', 'hall a')).toBe('/it/factory/hall%20a');
  });
});
