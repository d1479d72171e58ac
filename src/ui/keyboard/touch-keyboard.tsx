import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent } from '../../stores/content-store.ts';
import styles from './touch-keyboard.module.css';

// simple-keyboard and its CSS load only when a keyboard is shown: never in the first route.
const OnScreenKeyboard = lazy(() => import('./on-screen-keyboard.tsx'));

/** A touch screen (a finger, no mouse) or a kiosk: the visitor may have no keyboard to type with. */
function wantsKeyboard(kiosk: boolean): boolean {
  return kiosk || (typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
}

/**
 * SPEC §2's keyboard for password and code entry: on a touch screen or when app-settings.json sets
 * `viewers.kiosk`, an on-screen keyboard under the form, with a button to hide and show it; a physical keyboard
 * types as ever. Elsewhere it renders nothing.
 *
 * Only a kiosk, while the keyboard shows, asks the device for no keyboard of its own (`inputmode="none"`): a wall's
 * system keyboard would cover the tour. A phone or a tablet keeps its own: it is the one its screen reader
 * (VoiceOver, TalkBack) reads key by key, and a visitor who cannot see this keyboard's keys finds the field and
 * types there; the keys here stay beside it for those who tap them.
 */
export function TouchKeyboard({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { t } = useTranslation();
  const kiosk = useContent((state) => state.viewers?.kiosk ?? false);
  const [available] = useState(() => wantsKeyboard(kiosk));
  const [shown, setShown] = useState(true);
  const on = (available || kiosk) && shown;

  useEffect(() => {
    const fields = formRef.current ? [...formRef.current.querySelectorAll('input')] : [];
    for (const field of fields) field.inputMode = on && kiosk ? 'none' : '';
  }, [formRef, on, kiosk]);

  if (!available && !kiosk) return null;
  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-expanded={shown}
        onClick={() => setShown((value) => !value)}
        data-testid="keyboard.toggle"
      >
        {shown ? t('keyboard__hide') : t('keyboard__show')}
      </button>
      {on && (
        <Suspense fallback={null}>
          <OnScreenKeyboard formRef={formRef} />
        </Suspense>
      )}
    </div>
  );
}
