import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../content/api-error.ts';
import { login } from '../../content/auth.ts';
import { useAuth } from '../../stores/auth-store.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const logIn = useAuth((state) => state.logIn);
  const reset = useAuth((state) => state.reset);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    reset();
    try {
      const result = await login(String(form.get('identifier') ?? ''), String(form.get('password') ?? ''));
      // Signed in, the login route's guard sends the visitor on to the wanted location (`redirect`).
      logIn(result.jwt, result.user);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.mapped.message ?? t(caught.mapped.messageKey))
          : t('error__something_wrong'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <h1>{t('login__title')}</h1>
        <p>{t('login__required')}</p>
        <label>
          {t('login__identifier')}
          <input name="identifier" autoComplete="username" required />
        </label>
        <label>
          {t('login__password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="form-error" role="alert" data-testid="login.error">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('login__submit')}
        </button>
      </form>
    </main>
  );
}
