import { getFetchClient } from '@strapi/strapi/admin';
import appSettings from '../../../../../../../public/app-settings.json';
import { createApiClient } from '../../../../../../../src/content/api-client.ts';
import { parseClientSettings } from '../../../../../../../src/content/client-settings.ts';
import { readEndpoint } from '../../../../../../../src/content/load-tour.ts';

/**
 * The showroom's settings: which endpoints it reads, with which query (public/app-settings.json); media from Strapi
 * itself, where the admin runs (the showroom's own `/box-api` proxy is not here).
 */
export const settings = {
  ...parseClientSettings(appSettings),
  mediaHost: window.strapi?.backendURL || window.location.origin,
};

/** `fetch` through the admin's own client (its sign-in, token refresh), answering as `fetch` would. */
async function adminFetch(input, init) {
  const json = (body, status) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  try {
    const { data } = await getFetchClient().get(String(input), { signal: init?.signal });
    return json(data, 200);
  } catch (error) {
    if (!error?.status) throw error;
    return json(
      { data: null, error: { status: error.status, name: error.name, message: error.message } },
      error.status,
    );
  }
}

/** What the map links to, by the key the content names it by: a document's documentId. */
const KEYS = { '/api/content-locations': 'payloadId', '/api/content-transitions': 'payloadId', '/api/worlds': 'slug' };

/**
 * The tour as the showroom reads it (a `TourSource` of src/content/load-tour.ts), through the studio's admin route
 * `/studio/rest/api/...` (the REST answers, for a signed-in editor); each endpoint and locale read once. `mapRead`
 * answers the same endpoints for the map's first view from `/studio/map` (one request a locale, only what the map
 * draws; the rest of the tour none). `documentId` names the entry a node or arrow opens.
 */
export function studioSource() {
  const client = createApiClient({ apiBase: '/studio/rest', pageSize: settings.pageSize, fetch: adminFetch });
  const reads = new Map();
  const maps = new Map();
  const documents = new Map();
  const known = (path, data) => {
    const field = KEYS[path];
    if (field && Array.isArray(data)) for (const item of data) documents.set(`${path} ${item[field]}`, item.documentId);
    return data;
  };
  return {
    read(endpoint, locale) {
      const key = `${endpoint.path} ${locale ?? ''}`;
      if (!reads.has(key))
        reads.set(
          key,
          readEndpoint(client, endpoint, locale).then((data) => known(endpoint.path, data)),
        );
      return reads.get(key);
    },
    mapRead(endpoint, locale) {
      if (!locale || !Object.hasOwn(KEYS, endpoint.path)) return Promise.resolve(endpoint.single ? null : []);
      if (!maps.has(locale))
        maps.set(
          locale,
          getFetchClient()
            .get(`/studio/map?locale=${encodeURIComponent(locale)}`)
            .then(({ data }) => data.data),
        );
      return maps.get(locale).then((data) => known(endpoint.path, data[endpoint.path]));
    },
    async passwords() {
      const { data } = await getFetchClient().get('/studio/passwords');
      return new Map(Object.entries(data.data));
    },
    documentId: (path, key) => documents.get(`${path} ${key}`) ?? null,
  };
}
