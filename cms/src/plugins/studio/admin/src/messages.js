import { useIntl } from 'react-intl';
import en from './translations/en.json';

export const PLUGIN_ID = 'studio';

/** `t(key, values)`: the studio's label `key` in the admin's locale, English (translations/en.json) otherwise. */
export function useStudioMessages() {
  const { formatMessage } = useIntl();
  return (key, values) => formatMessage({ id: `${PLUGIN_ID}.${key}`, defaultMessage: en[key] }, values);
}
