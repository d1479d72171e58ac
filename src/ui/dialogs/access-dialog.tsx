import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../domain/paths.ts';
import { DEFAULT_LOCALE, isLocale } from '../../domain/types.ts';
import { useAccess } from '../../stores/access-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { TouchKeyboard } from '../keyboard/touch-keyboard.tsx';
import { Modal } from './modal.tsx';

/** Asks for the code of a password-protected world; the server checks it and hands out an access key. */
export function AccessDialog() {
  const { t } = useTranslation();
  const request = useAccess((state) => state.request);
  const dismiss = useAccess((state) => state.dismiss);
  const unlock = useAccess((state) => state.unlock);
  const worldName = useContent((state) => (request ? state.index?.worlds.get(request.world)?.name : undefined));
  const navigate = useNavigate();
  const param = useParams().locale;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  if (!request) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError(t('access__enter_code'));
      return;
    }
    setBusy(true);
    const outcome = await unlock(request.world, code);
    setBusy(false);
    // A wrong code is said here, by the field; other failures were told in a notification (SPEC §8), and the
    // code typed stays for another try.
    if (outcome === 'wrong-code') {
      setError(t('access__code_incorrect'));
      return;
    }
    setError(null);
    if (outcome === 'notified') return;
    dismiss();
    // Unlocked: the app lands on the target once the world's content, which the key opens, is in.
    if (outcome === 'go-home') void navigate(paths.index.href(isLocale(param) ? param : DEFAULT_LOCALE));
  };

  const close = () => {
    setError(null);
    dismiss();
  };

  return (
    <Modal title={worldName ?? t('access__title')} onClose={close} size="s" testId="access-dialog">
      <form ref={form} className="access-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <label>
          {t('access__enter_code')}
          <input
            className="text-field"
            name="code"
            type="password"
            autoComplete="off"
            data-autofocus
            data-testid="access.code"
          />
        </label>
        {error && (
          <p className="form-error" role="alert" data-testid="access.error">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={close}>
            {t('access__cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('access__submit')}
          </button>
        </div>
      </form>
      <TouchKeyboard formRef={form} />
    </Modal>
  );
}
