import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleKeyboard as Keyboard } from 'simple-keyboard';
import 'simple-keyboard/build/css/index.css';
import {
  keyboardLayoutFor,
  keyNames,
  layoutNameOf,
  modeAfter,
  typeKey,
  type KeyboardMode,
} from '../../domain/keyboard.ts';
import { isLocale } from '../../domain/types.ts';
import styles from './on-screen-keyboard.module.css';

/** Sets a field's value as typing would: through the native setter, with an input event (React hears it too). */
function setFieldValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** simple-keyboard writes a key's label into the page as HTML: a translated label (the CMS's) goes in as text. */
const asText = (label: string) => label.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * simple-keyboard under a form (lazily loaded with its CSS): a tap types into the form's field that last had the
 * focus (the first field at the start) at its caret, backspace deletes, shift types one capital, caps lock all,
 * enter submits the form. Its keys never take the focus, so the field keeps the caret and a physical keyboard
 * goes on typing into it. The text of a key goes through `domain/keyboard.ts`, not through the library's own
 * copy of the input, so that what a physical keyboard typed in between is never overwritten.
 */
export default function OnScreenKeyboard({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    const form = formRef.current;
    if (!host.current || !form) return;
    let target = form.querySelector<HTMLInputElement>('input:not([type=hidden])');
    const follow = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement) target = event.target;
    };
    form.addEventListener('focusin', follow);
    let mode: KeyboardMode = 'default';
    const layout = keyboardLayoutFor(locale);
    const functionKeys = {
      '{bksp}': t('keyboard__backspace'),
      '{shift}': t('keyboard__shift'),
      '{lock}': t('keyboard__caps_lock'),
      '{space}': t('keyboard__space'),
      '{enter}': t('keyboard__enter'),
    };
    // simple-keyboard draws its keys as divs: each is a button to a screen reader, named by its text or, for a
    // key that shows a symbol, by its label; shift and caps lock say whether they are on.
    const attributes = (current: KeyboardMode) => [
      { attribute: 'role', value: 'button', buttons: keyNames(layout).join(' ') },
      ...Object.entries(functionKeys).map(([button, label]) => ({
        attribute: 'aria-label',
        value: label,
        buttons: button,
      })),
      { attribute: 'aria-pressed', value: String(current === 'shift'), buttons: '{shift}' },
      { attribute: 'aria-pressed', value: String(current === 'caps'), buttons: '{lock}' },
    ];
    const press = (button: string) => {
      if (!target) return;
      if (button === '{enter}') {
        form.requestSubmit();
        return;
      }
      const field = typeKey(
        {
          value: target.value,
          start: target.selectionStart ?? target.value.length,
          end: target.selectionEnd ?? target.value.length,
        },
        button,
      );
      if (field) {
        setFieldValue(target, field.value);
        target.setSelectionRange(field.start, field.end);
        if (document.activeElement !== target) target.focus();
      }
      mode = modeAfter(mode, button);
      keyboard.setOptions({
        layoutName: layoutNameOf(mode),
        buttonAttributes: attributes(mode),
        buttonTheme:
          mode === 'default' ? [] : [{ class: styles.active, buttons: mode === 'caps' ? '{lock}' : '{shift}' }],
      });
    };
    const keyboard = new Keyboard(host.current, {
      layout: { ...layout },
      layoutName: 'default',
      theme: `hg-theme-default ${styles.keyboard}`,
      display: {
        '{bksp}': '⌫',
        '{shift}': '⇧',
        '{lock}': '⇪',
        '{space}': ' ',
        '{enter}': asText(functionKeys['{enter}']),
      },
      buttonAttributes: attributes(mode),
      preventMouseDownDefault: true,
      disableButtonHold: false,
      onKeyPress: press,
    });
    // simple-keyboard types on pointerdown. A screen reader activates a button with a click alone (TalkBack,
    // NVDA, JAWS: no pointerdown before it): such a click types here; the click after a pointerdown was typed.
    let pointed = false;
    const pointerDown = () => {
      pointed = true;
    };
    const click = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest('[data-skbtn]')?.getAttribute('data-skbtn') : null;
      const typed = pointed;
      pointed = false;
      if (button && !typed) press(button);
    };
    const keys = host.current;
    keys.addEventListener('pointerdown', pointerDown, true);
    keys.addEventListener('click', click);
    return () => {
      keys.removeEventListener('pointerdown', pointerDown, true);
      keys.removeEventListener('click', click);
      form.removeEventListener('focusin', follow);
      keyboard.destroy();
    };
  }, [formRef, locale, t]);

  return (
    <div ref={host} className={styles.host} role="group" aria-label={t('keyboard__label')} data-testid="keyboard" />
  );
}
