import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restPaths, touchesPublished } from '../../cms/src/utils/content-events.js';

// Issue 32, point 6: after each document action the showroom server is told which REST endpoints changed and whether
// visitors may see it (cms/src/utils/content-events.js); decided from the content types' own schema files.

const API = join('cms', 'src', 'api');
const types = new Map<string, { kind: string; info: Record<string, string>; options?: Record<string, unknown> }>();
for (const api of readdirSync(API).filter((name) => existsSync(join(API, name, 'content-types'))))
  for (const type of readdirSync(join(API, api, 'content-types')))
    types.set(
      `api::${api}.${type}`,
      JSON.parse(readFileSync(join(API, api, 'content-types', type, 'schema.json'), 'utf8')) as never,
    );
const strapi = { contentType: (uid: string) => types.get(uid) };

describe('restPaths', () => {
  it('names a collection by its plural and a single type by its singular, as the showroom reads them', () => {
    expect(restPaths(strapi, 'api::article.article')).toEqual(['/api/articles']);
    expect(restPaths(strapi, 'api::content-location.content-location')).toEqual(['/api/content-locations']);
    expect(restPaths(strapi, 'api::app-setting.app-setting')).toEqual(['/api/app-setting']);
  });

  it('names none for a type of a plugin or one it does not know (the users: read anyway)', () => {
    expect(restPaths(strapi, 'plugin::users-permissions.user')).toEqual([]);
    expect(restPaths(strapi, 'api::gone.gone')).toEqual([]);
  });
});

describe('touchesPublished', () => {
  it('a saved draft and a discarded one change what editors preview only', () => {
    expect(touchesPublished(strapi, 'api::article.article', 'update', {})).toBe(false);
    expect(touchesPublished(strapi, 'api::article.article', 'create', { status: 'draft' })).toBe(false);
    expect(touchesPublished(strapi, 'api::world.world', 'discardDraft', {})).toBe(false);
  });

  it('publishing, unpublishing, deleting, and saving what has no drafts change what visitors see', () => {
    expect(touchesPublished(strapi, 'api::article.article', 'publish', {})).toBe(true);
    expect(touchesPublished(strapi, 'api::article.article', 'update', { status: 'published' })).toBe(true);
    expect(touchesPublished(strapi, 'api::article.article', 'unpublish', {})).toBe(true);
    expect(touchesPublished(strapi, 'api::article.article', 'delete', {})).toBe(true);
    expect(touchesPublished(strapi, 'api::ui-translation.ui-translation', 'update', {})).toBe(true);
    expect(touchesPublished(strapi, 'plugin::users-permissions.user', 'update', {})).toBe(true);
  });
});
