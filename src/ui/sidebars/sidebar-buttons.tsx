import { useTranslation } from 'react-i18next';
import { CONTACTS_MENU_KEY, MAIN_MENU_KEY } from '../../domain/menus.ts';
import type { SidebarSide } from '../../domain/sidebar-rules.ts';
import type { TranslationKey } from '../../domain/types.ts';
import { useSidebar } from '../../stores/sidebar-store.ts';
import styles from './sidebar-buttons.module.css';

function SidebarButton({
  side,
  menu,
  icon,
  label,
  hint,
  testId,
}: {
  side: SidebarSide;
  menu: string;
  icon: string;
  label: TranslationKey;
  hint: TranslationKey;
  testId: string;
}) {
  const { t } = useTranslation();
  const open = useSidebar((state) => state.open);
  const expanded = useSidebar((state) => state.sidebars[side].phase !== 'closed');
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      title={t(hint)}
      data-testid={testId}
      onClick={() => open(side, { menu })}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span>{t(label)}</span>
    </button>
  );
}

/** Opens the main menu in the left sidebar (SPEC §2: the navigation's menu-open button). */
export function MenuButton() {
  return (
    <SidebarButton
      side="left"
      menu={MAIN_MENU_KEY}
      icon="☰"
      label="sidebar__menu"
      hint="nav__open_menu"
      testId="menu.open"
    />
  );
}

/** Opens the contacts in the right sidebar (SPEC §2: the navigation's contacts-open button). */
export function ContactsButton() {
  return (
    <SidebarButton
      side="right"
      menu={CONTACTS_MENU_KEY}
      icon="✉"
      label="sidebar__contacts"
      hint="nav__open_contacts"
      testId="contacts.open"
    />
  );
}
