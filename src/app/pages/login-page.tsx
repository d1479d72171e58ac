import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../content/api-error.ts';
import { login } from '../../content/auth.ts';
import { isSafeRedirect } from '../../domain/links.ts';
import { DEFAULT_LOCALE } from '../../domain/types.ts';
import { isLocale } from '../../i18n/locales.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { paths } from '../paths.ts';

/** Where to go after signing in: the wanted location (by payloadId), a safe local path, or home. */
function useRedirectTarget(): string {
  const [search] = useSearchParams();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const index = useContent((state) => state.index);
  const redirect = search.get('redirect') ?? '';
  const location = index?.locations.get(redirect);
  if (location) return paths.location.href(locale, location.worldSlug, location.slug);
  if (isSafeRedirect(redirect)) return redirect;
  return paths.index.href(locale);
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logIn = useAuth((state) => state.logIn);
  const reset = useAuth((state) => state.reset);
  const target = useRedirectTarget();
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
      logIn(result.jwt, result.user);
      await navigate(target, { replace: true });
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
