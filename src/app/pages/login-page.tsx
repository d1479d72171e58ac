import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { login } from '../../content/auth.ts';
import { pickImageUrl } from '../../domain/media.ts';
import { paths } from '../../domain/paths.ts';
import { DEFAULT_LOCALE, isLocale } from '../../domain/types.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { notifyApiError } from '../../stores/notification-store.ts';
import { TouchKeyboard } from '../../ui/keyboard/touch-keyboard.tsx';

/** SPEC §2 login page, for guests only (its guard sends a signed-in visitor on): the configured background and logo. */
export function LoginPage() {
  const { t } = useTranslation();
  const logIn = useAuth((state) => state.logIn);
  const reset = useAuth((state) => state.reset);
  const settings = useContent((state) => state.index?.bundle.settings);
  const navigate = useNavigate();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    reset();
    try {
      const result = await login(String(form.get('identifier') ?? ''), String(form.get('password') ?? ''));
      // Signed in, the login route's guard sends the visitor on to the wanted location (`redirect`).
      logIn(result.jwt, result.user);
    } catch (caught) {
      // SPEC §8: told in a notification; what the visitor typed stays in the form.
      if (notifyApiError(caught).goHome) void navigate(paths.index.href(locale));
    } finally {
      setBusy(false);
    }
  };

  const background = settings?.loginPageBackground;
  const logo = settings?.appLogo;
  return (
    <main
      className="login-page"
      data-testid="login-page"
      style={background ? { backgroundImage: `url("${pickImageUrl(background, 'xlarge')}")` } : undefined}
    >
      <form ref={form} className="login-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {logo && <img className="login-logo" src={pickImageUrl(logo, 'small')} alt={t('app__title')} />}
        <h1>{t('login__title')}</h1>
        <p>{t('login__required')}</p>
        <label>
          {t('login__identifier')}
          <input className="text-field" name="identifier" autoComplete="username" required />
        </label>
        <label>
          {t('login__password')}
          <input className="text-field" name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('login__submit')}
        </button>
        <Link className="button" to={paths.index.href(locale)} data-testid="login.back">
          {t('login__back')}
        </Link>
      </form>
      <TouchKeyboard formRef={form} />
    </main>
  );
}
