import { expect, it } from 'vitest';
import { ContentAccess } from '../../server/content-access';
import { JsonFileCache } from '../../server/json-cache';
import { NO_RIGHTS } from '../../server/rights';
import { ContentBundle } from '../../server/strapi-bundle';

const DEMO = 'content/demo';

it('computes the visibility once per version of the bundle, single types included', async () => {
  const cache = new JsonFileCache();
  const access = new ContentAccess(new ContentBundle(DEMO, cache), cache, DEMO);
  const first = await access.visibility(NO_RIGHTS);
  // Items the bundle does not hold make it read the files again, and wait for that: nothing changed.
  expect(await access.visibility(NO_RIGHTS, [{}])).toBe(first);
});

it('answers from the last snapshot while the periodic check reads the bundle', async () => {
  const cache = new JsonFileCache();
  const bundle = new ContentBundle(DEMO, cache);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  // The second read of the bundle (the first check) hangs until released, as ~100 file stats can under load.
  const slow = Object.assign(Object.create(bundle) as ContentBundle, {
    everything: async () => {
      if (++reads === 2) await held;
      return bundle.everything();
    },
  });
  const access = new ContentAccess(slow, cache, DEMO, () => {}, 0);
  const first = await access.visibility(NO_RIGHTS);
  const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the check'), 2000));
  expect(await Promise.race([access.visibility(NO_RIGHTS), waited])).toBe(first);
  expect(reads).toBe(2);
  release();
});
