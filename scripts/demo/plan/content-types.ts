import type { Text } from './types.ts';

export type MenuAction =
  | 'navigate'
  | 'open-article'
  | 'open-dashboard'
  | 'open-pdf'
  | 'open-link'
  | 'open-video'
  | 'open-media'
  | 'open-menu'
  | 'open-contact-form'
  | 'go-back';

/** What an action points at; resolved to an action_target (and media) when the JSON is built. */
export type TargetPlan =
  | { article: string }
  | { dashboard: string }
  | { location: string }
  | { url: string; newTab?: boolean; newWindow?: boolean }
  | { menu: string }
  | { document: string }
  | { video: string }
  | { mediaSet: string }
  | { none: true };

export interface ButtonPlan {
  label: Text;
  action: MenuAction;
  target: TargetPlan;
  cover?: string;
  /** An action stack (SPEC §3): what a tap runs, in order, instead of `action` alone. */
  stack?: { action: MenuAction; target: TargetPlan }[];
}

export interface SectionPlan {
  title: Text;
  html: Text;
  icon?: string;
  /** A video (turntable, loop) or the platform clip shown with the section. */
  media?: string;
  images?: string[];
  slides?: string[];
  poster?: string;
}

export interface ArticlePlan {
  key: string;
  world: string;
  title: Text;
  tags: Text[];
  sections: SectionPlan[];
  buttons: ButtonPlan[];
}

export interface DashboardPlan {
  key: string;
  world: string;
  title: Text;
  logo: string | null;
  links: ButtonPlan[];
  contacts: { name: string; role: Text; email: string | null; phone: string | null; avatar: string | null }[];
  buttons: ButtonPlan[];
  library: { title: Text; cover: string; media: string }[];
}

export interface MenuPlan {
  key: string;
  /** World whose locales carry this menu ('*' for the application menus). */
  world: string;
  title: Text;
  items: ButtonPlan[];
}
