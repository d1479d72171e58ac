/**
 * The on-screen keyboard's layouts and what its keys do to a text field (SPEC §2 keyboard modal). Pure: the field
 * is a value and a selection, the keyboard a mode. Layouts are simple-keyboard's format: rows of space-separated
 * buttons, `{name}` for the function keys.
 */
import type { Locale } from './types.ts';

export interface KeyboardLayout {
  default: string[];
  shift: string[];
}

/** QWERTY, for every locale without a layout of its own. */
const QWERTY: KeyboardLayout = {
  default: [
    '1 2 3 4 5 6 7 8 9 0 - {bksp}',
    'q w e r t y u i o p',
    '{lock} a s d f g h j k l',
    '{shift} z x c v b n m , . {shift}',
    '@ {space} {enter}',
  ],
  shift: [
    '! # $ % & * ( ) _ + = {bksp}',
    'Q W E R T Y U I O P',
    '{lock} A S D F G H J K L',
    '{shift} Z X C V B N M ; : {shift}',
    '@ {space} {enter}',
  ],
};

/** German QWERTZ with umlauts and ß. */
const QWERTZ_DE: KeyboardLayout = {
  default: [
    '1 2 3 4 5 6 7 8 9 0 ß {bksp}',
    'q w e r t z u i o p ü',
    '{lock} a s d f g h j k l ö ä',
    '{shift} y x c v b n m , . - {shift}',
    '@ {space} {enter}',
  ],
  shift: [
    '! " § $ % & / ( ) = ? {bksp}',
    'Q W E R T Z U I O P Ü',
    '{lock} A S D F G H J K L Ö Ä',
    '{shift} Y X C V B N M ; : _ {shift}',
    '@ {space} {enter}',
  ],
};

/** The layout a locale's visitors expect: QWERTZ with umlauts for German, QWERTY otherwise. */
export function keyboardLayoutFor(locale: Locale): KeyboardLayout {
  return locale === 'de' ? QWERTZ_DE : QWERTY;
}

/** `default`: lower case; `shift`: upper case for one character; `caps`: upper case until unlocked. */
export type KeyboardMode = 'default' | 'shift' | 'caps';

/** The mode after a key: shift and caps lock toggle, a character typed under shift drops back to lower case. */
export function modeAfter(mode: KeyboardMode, button: string): KeyboardMode {
  if (button === '{shift}') return mode === 'default' ? 'shift' : 'default';
  if (button === '{lock}') return mode === 'caps' ? 'default' : 'caps';
  if (mode === 'shift' && !button.startsWith('{')) return 'default';
  return mode;
}

/** Which of the layout's sets of rows a mode shows. */
export const layoutNameOf = (mode: KeyboardMode): keyof KeyboardLayout => (mode === 'default' ? 'default' : 'shift');

/** A text field: its value and its selection (start = end is the caret). */
export interface TextField {
  value: string;
  start: number;
  end: number;
}

/**
 * The field after a key: a character (or `{space}`) replaces the selection and the caret follows it;
 * `{bksp}` deletes the selection, else the character before the caret. Null for keys that do not edit
 * (shift, caps lock, enter).
 */
export function typeKey(field: TextField, button: string): TextField | null {
  const start = Math.max(0, Math.min(field.start, field.end, field.value.length));
  const end = Math.min(field.value.length, Math.max(field.start, field.end));
  const before = field.value.slice(0, start);
  const after = field.value.slice(end);
  if (button === '{bksp}') {
    if (start !== end) return { value: before + after, start, end: start };
    // One user-perceived character back: a surrogate pair is removed whole.
    const cut = Array.from(before).slice(0, -1).join('');
    return { value: cut + after, start: cut.length, end: cut.length };
  }
  const text = button === '{space}' ? ' ' : button.startsWith('{') ? null : button;
  if (text === null) return null;
  const caret = start + text.length;
  return { value: before + text + after, start: caret, end: caret };
}

/** Every key of a layout once, in the order of its rows (lower case first): what each key's attributes are set on. */
export function keyNames(layout: KeyboardLayout): string[] {
  return [...new Set([...layout.default, ...layout.shift].flatMap((row) => row.split(' ')))];
}
