import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_COMPONENTS, parseHeaderComponents } from '../../src/domain/header.ts';

describe('parseHeaderComponents (SPEC §2: header from configured components)', () => {
  it('keeps the configured order, each component once, whatever the case and spaces', () => {
    expect(parseHeaderComponents(['Menu', ' breadcrumb', 'menu', 'logo']).components).toEqual([
      'menu',
      'breadcrumb',
      'logo',
    ]);
  });

  it('returns unknown names apart and leaves them out', () => {
    expect(parseHeaderComponents(['clock', 'language-switch', 'weather'])).toEqual({
      components: ['language-switch'],
      unknown: ['clock', 'weather'],
    });
  });

  it('gives the default header (logo, language switch) to a world that configures none', () => {
    expect(parseHeaderComponents([])).toEqual({ components: ['logo', 'language-switch'], unknown: [] });
    expect(DEFAULT_HEADER_COMPONENTS).toContain('language-switch');
  });

  it('shows nothing but the title when only unknown names are configured', () => {
    expect(parseHeaderComponents(['clock']).components).toEqual([]);
  });
});
