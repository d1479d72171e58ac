import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import en from './translations/en.json';

export const PLUGIN_ID = 'studio';

/**
 * `t(key, values)`: the studio's label `key` in the admin's locale, English (translations/en.json) otherwise; the
 * same function while the locale stays (hooks may depend on it).
 */
export function useStudioMessages() {
  const { formatMessage } = useIntl();
  return useCallback(
    (key, values) => formatMessage({ id: `${PLUGIN_ID}.${key}`, defaultMessage: en[key] }, values),
    [formatMessage],
  );
}
