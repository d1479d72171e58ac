import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The one test of an empty field, shared by the payloadId filler and the new-locale guard (cms/src/utils/blank.js).
const { blank } = createRequire(import.meta.url)('../../cms/src/utils/blank.js') as {
  blank: (value: unknown) => boolean;
};

describe('blank', () => {
  it('holds for what says nothing', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(blank(value), JSON.stringify(value)).toBe(true);
  });

  it('does not hold for a value', () => {
    for (const value of ['a', ' lackiererei ', 0, false, [1], {}])
      expect(blank(value), JSON.stringify(value)).toBe(false);
  });
});
