import { expect, it } from 'vitest';
import { ContentAccess } from '../../server/content-access';
import { JsonFileCache } from '../../server/json-cache';
import { NO_RIGHTS } from '../../server/rights';
import { ContentBundle } from '../../server/strapi-bundle';

it('computes the visibility once per version of the bundle, single types included', async () => {
  const cache = new JsonFileCache();
  // Re-checked on every call: only a change of the files may compute it again.
  const access = new ContentAccess(new ContentBundle('content/demo', cache), cache, 'content/demo', 0);
  const first = await access.visibility(NO_RIGHTS);
  expect(await access.visibility(NO_RIGHTS)).toBe(first);
});
