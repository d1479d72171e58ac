import { useTranslation } from 'react-i18next';
import { useAuth } from '../stores/auth-store.ts';
import styles from './account-status.module.css';

/**
 * The signed-in state, shown while a visitor is signed in (issue 13, point 3): whose session this is and a way to end it. Signing out forgets the
 * token; the route guards then send a visitor in a login-only world to the login page.
 */
export function AccountStatus() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const reset = useAuth((state) => state.reset);
  return (
    <div className={styles.account} data-testid="account">
      <span className={styles.name} data-testid="account.name">
        {user ? t('account__signed_in_as', { name: user.username }) : t('account__signed_in')}
      </span>
      <button type="button" className="button" data-testid="account.sign-out" onClick={reset}>
        {t('account__sign_out')}
      </button>
    </div>
  );
}
