const TYPES = {
  location: 'api::content-location.content-location',
  transition: 'api::content-transition.content-transition',
  world: 'api::world.world',
};

/** The Content Manager's edit view of an entry, in `locale`. */
export const entryPath = (type, documentId, locale) =>
  `/content-manager/collection-types/${TYPES[type]}/${documentId}?plugins[i18n][locale]=${locale}`;

/** The entry a problem is about, as `[type, documentId]`, or null when the map does not know it. */
export function entryOf(problem, source) {
  const { type, id, location } = problem.entity;
  const found = (kind, path, key) => {
    const documentId = source.documentId(path, key);
    return documentId ? [kind, documentId] : null;
  };
  if (type === 'location') return found('location', '/api/content-locations', id);
  if (type === 'hotspot' && location) return found('location', '/api/content-locations', location);
  if (type === 'transition') return found('transition', '/api/content-transitions', id);
  if (type === 'world') return found('world', '/api/worlds', id);
  return null;
}
