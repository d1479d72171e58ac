/**
 * The header's configurable components (SPEC §2 "Header (from configured components)"), shown in their configured
 * order around the location's title, which the header always shows. A component the header shows is not repeated
 * in the navigation bar (the breadcrumb, the menu and contacts buttons).
 */
export const HEADER_COMPONENTS = ['logo', 'breadcrumb', 'language-switch', 'menu', 'contacts'] as const;
export type HeaderComponent = (typeof HEADER_COMPONENTS)[number];

/** A world that configures no component shows its logo and the language switch (a visitor must be able to change it). */
export const DEFAULT_HEADER_COMPONENTS: readonly HeaderComponent[] = ['logo', 'language-switch'];

function isHeaderComponent(name: string): name is HeaderComponent {
  return (HEADER_COMPONENTS as readonly string[]).includes(name);
}

/**
 * The configured names as components, in their order, each once; names the header does not know are returned apart
 * (to be logged) and otherwise ignored. An empty list gives the default header.
 */
export function parseHeaderComponents(names: readonly string[]): {
  components: HeaderComponent[];
  unknown: string[];
} {
  const components: HeaderComponent[] = [];
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    if (!isHeaderComponent(name)) unknown.push(raw);
    else if (!components.includes(name)) components.push(name);
  }
  return { components: names.length === 0 ? [...DEFAULT_HEADER_COMPONENTS] : components, unknown };
}
