import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../src/content/parse-content';
import { createMediaUrlResolver } from '../../src/content/media-url';
import { indexContent } from '../../src/domain/content-index';
import { DEEP_LINK_KINDS, parseDeepLink } from '../../src/domain/deep-links';
import { paths } from '../../src/domain/paths';
import { contentIndex } from '../app/content-fixture';
import { followAddress, staysHome, type Visit } from './follow-address';
import { tally } from './ledger';
import { checkProperty } from './property';

/** The content of tests/app: the public default `factory`, the login-only `service`, the password world `lab`. */
const guest: Visit = { index: contentIndex(), loggedIn: false, powerSaveMode: false, hostname: 'showroom.example' };
const signedIn: Visit = { ...guest, loggedIn: true };
/** The start location of the home world: where a visitor goes when the address asks for nothing usable. */
const HOME = '/de/factory/entrance';

/** Hosts a crafted redirect might reach, spelled as browsers, URL parsers and people confuse them. */
const HOSTS = [
  'evil.com',
  'EVIL.COM',
  'evil.com.',
  'evil.com:443',
  'showroom.example.evil.com',
  'evil.com#.showroom.example',
  'evil.com?.showroom.example',
  'showroom.example@evil.com',
  'showroom.example%40evil.com',
  'evil.com\\@showroom.example',
  '127.0.0.1',
  '2130706433',
  '0x7f.1',
  '[::1]',
  'localhost',
  // Homoglyphs: Cyrillic о and ѕ, a fullwidth host, an ideographic full stop, punycode.
  'sh\u043ewroom.example',
  '\u0455howroom.example',
  '\uff45\uff56\uff49\uff4c.com',
  'evil\u3002com',
  'xn--shwroom-7va.example',
  'evil%2ecom',
  'evil.com%00.showroom.example',
];

/** What could make a browser read the rest as a host: slashes and backslashes, schemes, encodings, ignored characters. */
const PREFIXES = [
  '//',
  '///',
  '////',
  '\\\\',
  '\\/',
  '/\\',
  '/\\/',
  '//\\',
  ' //',
  '\t//',
  '\n//',
  '\r\n//',
  '\u0000//',
  '\u000b//',
  '\u000c//',
  '\u00a0//',
  '\u2028//',
  '\u2029//',
  '\ufeff//',
  '\u200b//',
  '\u3000//',
  '/\t/',
  '/\n/',
  '/\r/',
  '/\u0000/',
  '/ /',
  'http://',
  'https://',
  'HTTPS://',
  'hTtPs://',
  'http:/',
  'https:',
  'https:\\\\',
  'https:/\\',
  'https:///',
  'ftp://',
  'ws://',
  'view-source:https://',
  'https://showroom.example@',
  'https://showroom@',
  '//showroom@',
  'https://showroom.example.',
  // Unicode slashes: fullwidth solidus and reverse solidus, fraction slash, division slash, big solidus.
  '\uff0f\uff0f',
  '/\uff0f',
  '\uff3c\uff3c',
  '\u2044\u2044',
  '\u2215\u2215',
  '\u29f8\u29f8',
  '/%2F',
  '/%2f',
  '%2F%2F',
  '%2f%2f',
  '/%5C',
  '/%5c',
  '%5C%5C',
  '/%2F%2F',
  '%252F%252F',
  '/%252F',
  '/%25252F',
  '/%09/',
  '/%0a/',
  '/%0d/',
  '/%00/',
  '/%20/',
  '%20//',
  '%09//',
  '/%2e%2e//',
  '/%2E%2E/%2e%2e//',
  '/.%2e//',
  '/%2e//',
  '/..//',
  '/.//',
  '/%c0%af',
  '/%e2%88%95',
  '/%ef%bc%8f',
];

/** How the value may arrive once the address is decoded: as typed, or still (doubly) percent-encoded. */
const ENCODINGS: ((value: string) => string)[] = [
  (value) => value,
  encodeURIComponent,
  (value) => encodeURIComponent(encodeURIComponent(value)),
  (value) => value.replaceAll('/', '%2F').replaceAll('\\', '%5C'),
];

/** Hand-written: schemes, userinfo, control characters, very long values, things that are not paths at all. */
const HAND_WRITTEN = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript://%0aalert(1)',
  'javascript:/de/factory',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.com/0d6f',
  'about:blank',
  'mailto:a@evil.com',
  'tel:+15550100',
  'intent://evil.com#Intent;end',
  'https://showroom@evil.com',
  'https://showroom.example@evil.com/de',
  'https://evil.com/https://showroom.example',
  'http://showroom.example',
  'https://showroom.example/de/factory/entrance',
  '/de/factory/entrance\u0000',
  '/\u0000/evil.com',
  '/\u2028/evil.com',
  '/de\u2028',
  '/de\u200b',
  '\u202e//moc.live',
  '/de/%0d%0aLocation:%20https://evil.com',
  '/de/\r\nLocation: https://evil.com',
  `/${'a'.repeat(5000)}`,
  `//${'a'.repeat(5000)}`,
  `/de?${'a'.repeat(5000)}`,
  'x'.repeat(100_000),
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%uff0f',
  '%',
  '',
  ' ',
  '\t',
  '/ ',
  '?//evil.com',
  '#//evil.com',
  '.',
  '..',
  './/evil.com',
  '../evil.com',
  '/de/../..//evil.com',
  '/de/././/evil.com',
  '/de/%2e%2e/%2e%2e//evil',
  'evil.com',
  'evil.com/de',
  '@evil.com',
  ':@evil.com',
  '/\uff0fevil.com',
  '\uff0f\uff0fevil.com',
  '/\uff3cevil.com',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Prefixes × hosts × tails × encodings, then the hand-written values. */
const REDIRECTS = [
  ...new Set([
    ...PREFIXES.flatMap((prefix) =>
      HOSTS.flatMap((host) =>
        ['', '/de/factory/entrance'].flatMap((tail) => ENCODINGS.map((encode) => encode(`${prefix}${host}${tail}`))),
      ),
    ),
    ...HAND_WRITTEN,
  ]),
];

/** One segment of a path, as a link would carry it. */
const segment = encodeURIComponent;

describe('bad addresses (RELIABILITY.md: addresses)', () => {
  it('sends a visitor who signed in home, or to a page of the origin, whatever the crafted redirect', () => {
    // A local path is followed (SPEC §5): `/%20/localhost` is a page of the origin, which shows as not found.
    const failures = REDIRECTS.flatMap((redirect) => {
      const { chain, end } = followAddress(paths.login.href('de', redirect), signedIn);
      const target = chain[1] ?? '';
      const home = target === HOME && end.kind === 'pass';
      const notFound = chain.length === 2 && end.kind === 'status' && end.status === 404;
      return staysHome(target) && (home || notFound) ? [] : [{ redirect, chain, end }];
    });
    tally({ name: 'redirects after login', inputs: REDIRECTS.length, failed: failures.length });
    expect(REDIRECTS.length).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('keeps what the other query parameters hold inside the target, and the target on the origin', () => {
    const failures = HAND_WRITTEN.flatMap((value) => {
      const query = new URLSearchParams({ redirect: 'service-start', [value]: value });
      const { chain, end } = followAddress(`/de/login?${query}`, signedIn);
      const target = chain[1] ?? '';
      return staysHome(target) && target.startsWith('/de/service/workshop?') && end.kind === 'pass'
        ? []
        : [{ value, chain }];
    });
    tally({ name: 'query kept through login', inputs: HAND_WRITTEN.length, failed: failures.length });
    expect(failures).toEqual([]);
  });

  it('sends a guest from a crafted address in a login-only world to login, and on the origin once signed in', () => {
    // The world's locations withheld: the address itself is what the visitor wanted, so it becomes the redirect.
    const { bundle } = contentIndex();
    const withheld = indexContent({ ...bundle, locations: bundle.locations.filter((l) => l.worldSlug !== 'service') });
    // A dot segment is no part of an address: the browser reads `/de/service/..` as `/de`.
    const values = [...HAND_WRITTEN, ...PREFIXES.map((prefix) => `${prefix}evil.com`)].filter(
      (value) => value !== '.' && value !== '..',
    );
    const failures = values.flatMap((value) => {
      const address = `/de/service/${segment(value)}`;
      const asGuest = followAddress(address, { ...guest, index: withheld });
      const login = asGuest.chain.at(-1) ?? '';
      // Signed in, with the guest's content still loaded: the world's start is unknown, which shows as not set.
      const afterwards = followAddress(login, { ...signedIn, index: withheld });
      // An address whose rest React Router cannot match (an encoded line break) is not found before any guard runs.
      const notFound = asGuest.end.kind === 'status' && asGuest.chain.length === 1;
      const toLogin = asGuest.end.kind === 'pass' && login.startsWith('/de/login?');
      const fine =
        (notFound || toLogin) &&
        [...asGuest.chain, ...afterwards.chain].every(staysHome) &&
        ['pass', 'status', 'misconfigured'].includes(afterwards.end.kind);
      return fine ? [] : [{ value, asGuest, afterwards }];
    });
    tally({ name: 'login-only world addresses', inputs: values.length, failed: failures.length });
    expect(failures).toEqual([]);
  });
});

/** A number's digits in another script: fullwidth, Arabic-Indic, Devanagari, mathematical bold. */
const otherDigits = (value: string, zero: number) =>
  [...value].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');

/** Spellings of a number that are not decimal digits alone. */
const NUMBER_FORMS: ((n: string) => string)[] = [
  (n) => `-${n}`,
  (n) => `+${n}`,
  (n) => `-0${n}`,
  (n) => `~${n}`,
  (n) => `${n}.0`,
  (n) => `${n}.5`,
  (n) => `.${n}`,
  (n) => `${n}.`,
  (n) => `${n}e0`,
  (n) => `${n}e3`,
  (n) => `${n}E2`,
  (n) => `${n}e-1`,
  (n) => `0x${n}`,
  (n) => `0X${n}`,
  (n) => `0o${n}`,
  (n) => `0b${n}`,
  (n) => `${n}n`,
  (n) => `${n}_0`,
  (n) => `1_${n}`,
  (n) => `${n},0`,
  (n) => `${n} `,
  (n) => ` ${n}`,
  (n) => `\t${n}`,
  (n) => `${n}\n`,
  (n) => `\u00a0${n}`,
  (n) => `${n}\u200b`,
  (n) => `\ufeff${n}`,
  (n) => `${n}\u0000`,
  (n) => `${n}%`,
  (n) => `(${n})`,
  (n) => `[${n}]`,
  (n) => `"${n}"`,
  (n) => `${n}a`,
  (n) => `a${n}`,
  (n) => `#${n}`,
  (n) => `${n}/`,
  (n) => `${n}px`,
  (n) => `${n}-`,
  (n) => `${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}`,
  (n) => otherDigits(n, 0xff10),
  (n) => otherDigits(n, 0x0660),
  (n) => otherDigits(n, 0x0966),
  (n) => otherDigits(n, 0x1d7ce),
];

const DEEP_LINK_VALUES = [
  ...new Set([
    ...['0', '1', '7', '42', '201', String(Number.MAX_SAFE_INTEGER)].flatMap((n) =>
      NUMBER_FORMS.map((form) => form(n)),
    ),
    ...['', ' ', '-', '+', '.', 'e', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '[]', '{}', 'abc'],
    ...['1e3', '0x10', '+1', '-1', '-0', '1.5', '\uff11', String(Number.MAX_SAFE_INTEGER + 1), '9'.repeat(17)],
    '1'.repeat(1000),
  ]),
];

describe('deep-link parameters that are not non-negative integers', () => {
  it('counts decimal digits (the control: the values below are refused for what they are)', () => {
    for (const kind of DEEP_LINK_KINDS) {
      expect(parseDeepLink(`?${kind}=7`)).toEqual({ kind, id: 7 });
      expect(parseDeepLink(`?${kind}=${Number.MAX_SAFE_INTEGER}`)).toEqual({ kind, id: Number.MAX_SAFE_INTEGER });
    }
  });

  it('ignores each as if absent: nothing opens, or the next kind that is valid', () => {
    const failures = DEEP_LINK_KINDS.flatMap((kind, i) => {
      const next = DEEP_LINK_KINDS[i + 1];
      return DEEP_LINK_VALUES.flatMap((value) => {
        const bad = `${kind}=${encodeURIComponent(value)}`;
        const alone = parseDeepLink(`?${bad}`);
        const withNext = next ? parseDeepLink(`?${bad}&${next}=5`) : null;
        return alone === null && (!next || (withNext?.kind === next && withNext.id === 5))
          ? []
          : [{ kind, value, alone, withNext }];
      });
    });
    tally({
      name: 'deep-link values',
      inputs: DEEP_LINK_KINDS.length * DEEP_LINK_VALUES.length,
      failed: failures.length,
    });
    expect(DEEP_LINK_VALUES.length).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('ignores a parameter given as a list, twice, or under another name', () => {
    const queries = DEEP_LINK_KINDS.flatMap((kind) => [
      `${kind}=1&${kind}=1`,
      `${kind}=1&${kind}=2`,
      `${kind}=1&${kind}=`,
      `${kind}[]=1`,
      `${kind}[0]=1`,
      `${kind}%5B%5D=1`,
      `${kind}=1,2`,
      `${kind}=1;${kind}=2`,
      `${kind.toUpperCase()}=1`,
      `${kind[0]!.toUpperCase()}${kind.slice(1)}=1`,
      `%20${kind}=1`,
      `${kind}%20=1`,
      `${kind}%00=1`,
      `${kind}.id=1`,
    ]);
    const failures = queries.filter((query) => parseDeepLink(`?${query}`) !== null);
    tally({ name: 'deep-link lists and names', inputs: queries.length, failed: failures.length });
    expect(failures).toEqual([]);
  });
});

/** Addresses in the fixture's content that name no locale, world or location: each must be a 404. */
const UNKNOWN_LOCALES = [
  ...['DE', 'De', 'EN', 'en-us', 'EN-US', 'en_US', 'es-mx', 'zh-CN', 'zh-Hans', 'de-DE', 'de-AT', 'pt', 'xx'],
  ...['english', 'deutsch', 'd', 'deu', ' de', 'de ', 'de\u0000', 'de\u200b', '\uff44\uff45', 'd\u0435', 'de/en'],
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'length', '0', '-1', 'null', 'undefined', 'de,en'],
  ...['x'.repeat(300), '\u{1f600}', '%', '%2e', 'factory', 'login', 'power-save-mode'],
];
const UNKNOWN_WORLDS = [
  ...['Factory', 'FACTORY', 'factory ', ' factory', 'factory\u0000', 'factory\u200b', 'f\u0430ctory', '\uff46actory'],
  ...['factor', 'factoryy', 'factory-start', 'entrance', 'hall-a', 'production', 'service-start', 'lab.example'],
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'null', 'undefined', '0', 'de', 'en'],
  ...['x'.repeat(300), '\u{1f600}', '%', '%2e%2e', 'factory/entrance', 'factory?x', 'factory#x'],
];
const UNKNOWN_LOCATIONS = [
  ...['Entrance', 'ENTRANCE', 'entrance ', 'entrance\u0000', 'entranc\u0435', 'hall-a ', 'factory-start'],
  ...['factory-hall-a', 'workshop', 'lab-start', 'service-start', 'production', 'logistics', 'login'],
  ...['__proto__', 'constructor', 'toString', 'null', '0', 'x'.repeat(300), '\u{1f600}', '%', '%2e%2e'],
].map((slug) => [slug]);
const UNKNOWN_NESTED = [
  ['production', 'entrance'],
  ['logistics', 'hall-a'],
  ['Production', 'hall-a'],
  ['production', 'hall-a', 'x'],
  ['hall-a', 'production'],
  ['production', 'workshop'],
  ['entrance', 'entrance'],
  ['x', 'y', 'z'],
];

describe('unknown locales, worlds and locations', () => {
  it('are not found, for guests and signed-in visitors alike', () => {
    const addresses = [
      ...UNKNOWN_LOCALES.flatMap((locale) =>
        ['', '/login', '/power-save-mode', '/factory', '/factory/entrance'].map((rest) => `/${segment(locale)}${rest}`),
      ),
      ...UNKNOWN_WORLDS.flatMap((world) =>
        ['', '/entrance', '/production/hall-a'].map((rest) => `/de/${segment(world)}${rest}`),
      ),
      ...[...UNKNOWN_LOCATIONS, ...UNKNOWN_NESTED].flatMap((segments) =>
        ['factory', 'lab'].map((world) => `/de/${world}/${segments.map(segment).join('/')}`),
      ),
    ];
    const failures = addresses.flatMap((address) =>
      [guest, signedIn].flatMap((visit) => {
        const { chain, end } = followAddress(address, visit);
        return end.kind === 'status' && end.status === 404 && chain.length === 1
          ? []
          : [{ address, loggedIn: visit.loggedIn, chain, end }];
      }),
    );
    tally({ name: 'unknown locales, worlds, locations', inputs: addresses.length * 2, failed: failures.length });
    expect(failures).toEqual([]);
  });
});

/** World and location slugs an editor could type, including ones that are also pages, dot segments or odd text. */
const SLUGS = ['factory', 'lab', 'service', 'login', 'Login', 'power-save-mode', '.', '..', 'a/b', 'de', '%2e%2e'];
const LOCATION_SLUGS = ['entrance', 'hall', '.', '..', 'login', 'a/b', '?x', '#x'];
const ALIASES = [null, '', 'showroom.example', 'SHOWROOM.EXAMPLE', ' showroom.example ', 'lab.example', 'evil.com'];
const HOSTNAMES = ['showroom.example', 'lab.example', 'evil.com', 'localhost'];
/** A redirect that takes more steps than these is a loop in all but name. */
const MAX_REDIRECTS = 4;

const resolveMediaUrl = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });

const aliasWorld = fc.record({
  slug: fc.constantFrom(...SLUGS),
  alias: fc.constantFrom(...ALIASES),
  locations: fc.array(fc.constantFrom(...LOCATION_SLUGS), { maxLength: 2 }),
  start: fc.constantFrom('own', 'other', 'missing', 'none'),
  loginOnly: fc.boolean(),
  password: fc.boolean(),
  isDefault: fc.boolean(),
  startPage: fc.boolean(),
});

describe('host aliases', () => {
  it('never loop: from any address, for any alias configuration and visitor, a page shows within a few redirects', async () => {
    await checkProperty(
      'host alias configurations',
      fc.property(
        fc.array(aliasWorld, { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom(...SLUGS)),
        fc.constantFrom(...HOSTNAMES),
        fc.boolean(),
        fc.boolean(),
        (worlds, defaultWorld, hostname, loggedIn, powerSaveMode) => {
          // As the CMS sends it: a world listed without locations is one the server withholds from this visitor.
          const ids = worlds.map((world, i) => world.locations.map((_, k) => `w${i}-l${k}`));
          const bundle = parseContent(
            {
              settings: { default_world: defaultWorld === null ? null : { slug: defaultWorld } },
              worlds: worlds.map((world, i) => ({
                slug: world.slug,
                URL_ALIAS: world.alias,
                start_location_id: {
                  own: ids[i]![0] ?? null,
                  other: ids[(i + 1) % ids.length]![0] ?? null,
                  missing: 'gone',
                  none: null,
                }[world.start],
                only_logged_in_users: world.loginOnly,
                protect_with_password: world.password,
                default: world.isDefault,
                start_page: world.startPage,
              })),
              contents: worlds.flatMap((world, i) =>
                world.locations.map((slug, k) => ({ payloadId: ids[i]![k], slug, world: { slug: world.slug } })),
              ),
              transitions: [],
              articles: [],
              dashboards: [],
              menus: [],
              icons: [],
              screensavers: [],
            },
            'de',
            { resolveMediaUrl, log: () => {} },
          );
          const index = indexContent(bundle);
          const visit: Visit = { index, loggedIn, powerSaveMode, hostname };
          const addresses = [
            '/',
            '/de',
            '/en-US/',
            '/de/login',
            `/de/login?${new URLSearchParams({ redirect: ids.flat()[0] ?? 'gone' })}`,
            '/de/power-save-mode',
            ...bundle.worlds.map((world) => `/de/${segment(world.slug)}`),
            ...bundle.locations.map((location) => paths.location.href('de', location.worldSlug, location.slug)),
          ];
          const failures = addresses.flatMap((address) => {
            const { chain, end } = followAddress(address, visit);
            const fine = ['pass', 'status', 'locked', 'misconfigured'].includes(end.kind);
            return fine && chain.length - 1 <= MAX_REDIRECTS ? [] : [{ address, chain, end }];
          });
          expect(failures).toEqual([]);
        },
      ),
      120,
    );
  });
});
