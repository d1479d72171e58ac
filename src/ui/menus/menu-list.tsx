import { useTranslation } from 'react-i18next';
import { pickImageUrl } from '../../domain/media.ts';
import type { Menu, MenuItem } from '../../domain/types.ts';
import styles from './menu-list.module.css';

/** A sign for what an item does: back, into a nested menu, out of the tour; nothing for the rest. */
function markOf(item: MenuItem): string | null {
  const first = item.steps[0];
  if (first?.action === 'go-back') return '←';
  if (first?.action === 'open-menu') return '›';
  if (first?.action === 'open-link' && (first.target.newTab || first.target.newWindow)) return '↗';
  return null;
}

/**
 * A menu: one button per item, in the menu's order. What a tap does is the app's (`onItem`); items the app
 * added (go back, the way back) carry an interface string instead of a CMS label.
 */
export function MenuList({ menu, onItem }: { menu: Menu | null; onItem: (item: MenuItem) => void }) {
  const { t } = useTranslation();
  const labelOf = ({ label, labelKey }: MenuItem): string => {
    if (!labelKey) return label;
    return 'values' in labelKey ? t(labelKey.key, labelKey.values) : t(labelKey.key);
  };
  if (!menu || menu.items.length === 0) return <p className={styles.empty}>{t('menu__empty')}</p>;
  return (
    <ul className={styles.list} data-menu={menu.key}>
      {menu.items.map((item) => {
        const mark = markOf(item);
        const cover = item.cover ? pickImageUrl(item.cover, 'thumbnail') : null;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              data-testid="menu.item"
              data-action={item.steps[0]?.action}
              onClick={() => onItem(item)}
            >
              {cover && <img className={styles.cover} src={cover} alt="" />}
              <span className={styles.label}>{labelOf(item)}</span>
              {mark && (
                <span className={styles.mark} aria-hidden="true">
                  {mark}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
