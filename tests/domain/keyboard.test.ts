import { describe, expect, it } from 'vitest';
import {
  keyboardLayoutFor,
  keyNames,
  layoutNameOf,
  modeAfter,
  typeKey,
  type TextField,
} from '../../src/domain/keyboard';
import { LOCALES } from '../../src/domain/types';

const keysOf = (rows: string[]) => rows.flatMap((row) => row.split(' '));

describe('keyboardLayoutFor', () => {
  it('gives German visitors QWERTZ with umlauts and everyone else QWERTY', () => {
    const de = keyboardLayoutFor('de');
    expect(de.default[1]?.startsWith('q w e r t z')).toBe(true);
    expect(keysOf(de.default)).toEqual(expect.arrayContaining(['ä', 'ö', 'ü', 'ß']));
    expect(keysOf(de.shift)).toEqual(expect.arrayContaining(['Ä', 'Ö', 'Ü']));
    for (const locale of LOCALES.filter((entry) => entry !== 'de'))
      expect(keyboardLayoutFor(locale).default[1]?.startsWith('q w e r t y'), locale).toBe(true);
  });

  it('has every letter in both cases, the function keys in both sets, and rows of the same shape', () => {
    for (const locale of LOCALES) {
      const layout = keyboardLayoutFor(locale);
      const lower = keysOf(layout.default).filter((key) => /^\p{Ll}$/u.test(key) && key !== 'ß');
      expect(
        lower.map((key) => key.toUpperCase()).every((key) => keysOf(layout.shift).includes(key)),
        locale,
      ).toBe(true);
      expect(lower).toHaveLength(locale === 'de' ? 29 : 26);
      for (const fn of ['{bksp}', '{shift}', '{lock}', '{space}', '{enter}'])
        expect(keysOf(layout.default).includes(fn) && keysOf(layout.shift).includes(fn), fn).toBe(true);
      expect(layout.shift.map((row) => row.split(' ').length)).toEqual(
        layout.default.map((row) => row.split(' ').length),
      );
    }
  });
});

describe('modeAfter', () => {
  it('shifts one character, locks caps until unlocked', () => {
    expect(modeAfter('default', '{shift}')).toBe('shift');
    expect(modeAfter('shift', 'A')).toBe('default');
    expect(modeAfter('shift', '{shift}')).toBe('default');
    expect(modeAfter('shift', '{bksp}')).toBe('shift');
    expect(modeAfter('default', '{lock}')).toBe('caps');
    expect(modeAfter('caps', 'A')).toBe('caps');
    expect(modeAfter('caps', '{lock}')).toBe('default');
    expect(modeAfter('caps', '{shift}')).toBe('default');
    expect(layoutNameOf('default')).toBe('default');
    expect(layoutNameOf('shift')).toBe('shift');
    expect(layoutNameOf('caps')).toBe('shift');
  });
});

describe('typeKey', () => {
  const field = (value: string, start = value.length, end = start): TextField => ({ value, start, end });

  it('types at the caret and moves it on', () => {
    expect(typeKey(field('ab'), 'c')).toEqual(field('abc'));
    expect(typeKey(field('ac', 1), 'b')).toEqual(field('abc', 2));
    expect(typeKey(field('a'), '{space}')).toEqual(field('a '));
    expect(typeKey(field(''), 'ä')).toEqual(field('ä'));
  });

  it('replaces the selection', () => {
    expect(typeKey(field('abcd', 1, 3), 'x')).toEqual(field('axd', 2));
    expect(typeKey(field('abcd', 3, 1), 'x')).toEqual(field('axd', 2));
  });

  it('deletes back one character, or the selection', () => {
    expect(typeKey(field('abc'), '{bksp}')).toEqual(field('ab'));
    expect(typeKey(field('abc', 1), '{bksp}')).toEqual(field('bc', 0));
    expect(typeKey(field('abc', 0), '{bksp}')).toEqual(field('abc', 0));
    expect(typeKey(field('abcd', 1, 3), '{bksp}')).toEqual(field('ad', 1));
    expect(typeKey(field('a😀'), '{bksp}')).toEqual(field('a'));
  });

  it('keeps a caret beyond the value inside it', () => {
    expect(typeKey(field('ab', 9), 'c')).toEqual(field('abc'));
  });

  it('does not edit on shift, caps lock or enter', () => {
    for (const key of ['{shift}', '{lock}', '{enter}']) expect(typeKey(field('a'), key)).toBeNull();
  });
});

describe('keyNames', () => {
  it('lists every key of both cases once, function keys too: each becomes a button for a screen reader', () => {
    for (const locale of LOCALES) {
      const layout = keyboardLayoutFor(locale);
      const keys = keyNames(layout);
      const all = [...layout.default, ...layout.shift].flatMap((row) => row.split(' '));
      expect(new Set(keys)).toEqual(new Set(all));
      expect(keys).toHaveLength(new Set(all).size);
    }
    const de = keyNames(keyboardLayoutFor('de'));
    for (const key of ['{bksp}', '{shift}', '{lock}', '{space}', '{enter}', 'ß', 'Ä', '"', '@'])
      expect(de).toContain(key);
    // Shift is on both sides of a row but named once.
    expect(de.filter((key) => key === '{shift}')).toHaveLength(1);
  });
});
