/** A marker's colour per hotspot type; the type's name is always written beside it (not colour alone). */
const COLOURS = {
  'open-article': '#166534',
  navigation: '#1d4ed8',
  'open-dashboard': '#6d28d9',
  'open-documents': '#9a3412',
  'open-link': '#0e7490',
  'open-media': '#be185d',
  menu: '#374151',
};

/** `hotspots.custom-open-article` -> `{ kind: 'open-article', custom: true, colour }` (docs/content-model.md). */
export function hotspotType(uid) {
  const name = String(uid ?? '').split('.')[1] ?? '';
  const custom = name.startsWith('custom-');
  const kind = custom ? name.slice('custom-'.length) : name;
  return { kind, custom, colour: COLOURS[kind] ?? '#374151' };
}

/** The type's short name in the admin's language: "Article", "Article (own picture)". */
export function typeName(t, uid) {
  const { kind, custom } = hotspotType(uid);
  const type = t(`type.${kind}`);
  return custom ? t('type.custom', { type }) : type;
}
