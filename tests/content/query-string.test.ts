import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { stringifyQuery } from '../../src/content/query';

// Values as Strapi queries carry them; well-formed strings (qs mangles lone surrogates, we write U+FFFD).
const scalar = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const key = fc.stringMatching(/^[$A-Za-z_][\w$]{0,8}$/);
const { query } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  query: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
}));

describe('stringifyQuery', () => {
  it('writes Strapi populate, filters and arrays as bracketed keys with encoded values', () => {
    expect(
      stringifyQuery({
        populate: { hotspots: { populate: '*' } },
        filters: { slug: { $eq: "a b&c=d/é(1)!'*" } },
        fields: ['title', 'slug'],
        locale: 'de',
        draft: false,
        empty: null,
        skipped: undefined,
      }),
    ).toBe(
      'populate[hotspots][populate]=%2A&filters[slug][$eq]=a%20b%26c%3Dd%2F%C3%A9%281%29%21%27%2A' +
        '&fields[0]=title&fields[1]=slug&locale=de&draft=false&empty=',
    );
  });

  it('writes exactly what qs.stringify(query, { encodeValuesOnly: true }) writes', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(stringifyQuery(q as Record<string, unknown>)).toBe(qs.stringify(q, { encodeValuesOnly: true }));
      }),
      { numRuns: 500 },
    );
  });

  it('replaces a lone surrogate instead of throwing', () => {
    expect(stringifyQuery({ q: 'a\uD800b' })).toBe('q=a%EF%BF%BDb');
  });
});
