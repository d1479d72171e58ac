import { describe, expect, it } from 'vitest';
import { PAGE_GUARDS, runGuards, type GuardContext } from '../../src/app/guards';
import { indexContent } from '../../src/domain/content-index';
import { contentIndex, world } from './content-fixture';

/** The fixture as the server sends it to a visitor without the rights to `worlds`: listed, without locations. */
function withheld(...worlds: string[]) {
  const { bundle } = contentIndex();
  return indexContent({ ...bundle, locations: bundle.locations.filter((l) => !worlds.includes(l.worldSlug)) });
}

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    locale: 'de',
    params: {},
    index: contentIndex(),
    loggedIn: false,
    powerSaveMode: false,
    hostname: 'showroom.example',
    ...overrides,
  };
}

const worldGuards = PAGE_GUARDS.world;

describe('route guards', () => {
  it('send the index to the home world start location', () => {
    expect(runGuards(['redirect-on-start-page'], context())).toEqual({ kind: 'redirect', to: '/de/factory/entrance' });
    expect(runGuards(['redirect-on-start-page'], context({ locale: 'en', hostname: 'lab.example' }))).toEqual({
      kind: 'redirect',
      to: '/en/lab/lab-entrance',
    });
  });

  it('keep the index when the home world has a start page', () => {
    const index = contentIndex({ worlds: [world('factory', { isDefault: true, startPage: true })] });
    expect(runGuards(['redirect-on-start-page'], context({ index }))).toEqual({ kind: 'pass' });
  });

  it('name what is not set when the default world or its start location is missing', () => {
    const noWorld = contentIndex({ settings: { defaultWorld: null }, worlds: [world('factory')] });
    expect(runGuards(['redirect-on-start-page'], context({ index: noWorld }))).toEqual({
      kind: 'misconfigured',
      missing: 'default-world',
    });
    const noStart = contentIndex({ worlds: [world('factory', { isDefault: true, startLocationId: null })] });
    expect(runGuards(['redirect-on-start-page'], context({ index: noStart }))).toEqual({
      kind: 'misconfigured',
      missing: 'start-location',
      world: 'FACTORY',
    });
  });

  it('answer 404 for unknown worlds and locations and pass known ones', () => {
    expect(runGuards(worldGuards, context({ params: { world: 'nowhere', rest: '' } }))).toMatchObject({ status: 404 });
    expect(runGuards(worldGuards, context({ params: { world: 'factory', rest: 'nope' } }))).toMatchObject({
      status: 404,
    });
    expect(runGuards(worldGuards, context({ params: { world: 'factory', rest: 'hall-a' } }))).toEqual({ kind: 'pass' });
  });

  it('send a guest to login from a login-only world, with the wanted location as redirect', () => {
    expect(runGuards(worldGuards, context({ params: { world: 'service', rest: 'workshop' } }))).toEqual({
      kind: 'redirect',
      to: '/de/login?redirect=service-start',
    });
    expect(runGuards(worldGuards, context({ loggedIn: true, params: { world: 'service', rest: '' } }))).toEqual({
      kind: 'pass',
    });
  });

  it('send a guest to login from a withheld login-only world: the start, or the address, as redirect', () => {
    const index = withheld('service', 'lab');
    expect(runGuards(worldGuards, context({ index, params: { world: 'service', rest: '' } }))).toEqual({
      kind: 'redirect',
      to: '/de/login?redirect=service-start',
    });
    expect(runGuards(worldGuards, context({ index, params: { world: 'service', rest: 'workshop' } }))).toEqual({
      kind: 'redirect',
      to: `/de/login?${new URLSearchParams({ redirect: '/de/service/workshop' })}`,
    });
  });

  it('ask for the code of a password world the server withholds, where it is, and pass one it sends', () => {
    const params = { world: 'lab', rest: '' };
    expect(runGuards(worldGuards, context({ index: withheld('lab'), params }))).toEqual({
      kind: 'locked',
      world: 'lab',
    });
    expect(runGuards(worldGuards, context({ index: withheld('lab'), params: { world: 'lab', rest: 'x' } }))).toEqual({
      kind: 'locked',
      world: 'lab',
    });
    // Sent: its key is valid, or its password is empty.
    expect(runGuards(worldGuards, context({ params }))).toEqual({ kind: 'pass' });
  });

  it('send the host alias of a withheld world to that world once, where login or the code is asked', () => {
    const index = withheld('service', 'lab');
    const alias = context({ index, hostname: 'lab.example' });
    expect(runGuards(['redirect-on-start-page'], alias)).toEqual({ kind: 'redirect', to: '/de/lab' });
    expect(runGuards(worldGuards, { ...alias, params: { world: 'lab', rest: '' } })).toEqual({
      kind: 'locked',
      world: 'lab',
    });
    const serviceHome = contentIndex({
      worlds: [world('factory'), world('service', { onlyLoggedInUsers: true, urlAlias: 'service.example' })],
    });
    const guest = context({
      index: indexContent({
        ...serviceHome.bundle,
        locations: serviceHome.bundle.locations.filter((l) => l.worldSlug !== 'service'),
      }),
      hostname: 'service.example',
    });
    expect(runGuards(['redirect-on-start-page'], guest)).toEqual({ kind: 'redirect', to: '/de/service' });
    expect(runGuards(worldGuards, { ...guest, params: { world: 'service', rest: '' } })).toEqual({
      kind: 'redirect',
      to: '/de/login?redirect=service-start',
    });
  });

  it('send a signed-in visitor away from the login page, and let a guest stay', () => {
    expect(runGuards(['redirect-on-login-page'], context({ loggedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/de/factory/entrance',
    });
    expect(runGuards(['redirect-on-login-page'], context())).toEqual({ kind: 'pass' });
  });

  it('send a visitor who just signed in on to the wanted location, a local path, or home', () => {
    const signedIn = (redirect: string) => runGuards(['redirect-on-login-page'], context({ loggedIn: true, redirect }));
    expect(signedIn('service-start')).toEqual({ kind: 'redirect', to: '/de/service/workshop' });
    expect(signedIn('/de/factory/entrance?x=1')).toEqual({ kind: 'redirect', to: '/de/factory/entrance?x=1' });
    expect(signedIn('https://evil.example/')).toEqual({ kind: 'redirect', to: '/de/factory/entrance' });
    expect(signedIn('//evil.example')).toEqual({ kind: 'redirect', to: '/de/factory/entrance' });
  });

  it('keep the other query parameters through login, both ways', () => {
    const query = 'utm_source=wall&kiosk=3';
    expect(runGuards(worldGuards, context({ params: { world: 'service', rest: 'workshop' }, query }))).toEqual({
      kind: 'redirect',
      to: `/de/login?redirect=service-start&${query}`,
    });
    const signedIn = (redirect: string) =>
      runGuards(['redirect-on-login-page'], context({ loggedIn: true, redirect, query }));
    expect(signedIn('service-start')).toEqual({ kind: 'redirect', to: `/de/service/workshop?${query}` });
    expect(signedIn('')).toEqual({ kind: 'redirect', to: `/de/factory/entrance?${query}` });
  });

  it('never follow a hostile redirect after login: the visitor goes home', () => {
    for (const redirect of [
      '//evil.com',
      '/\\evil.com',
      'javascript:alert(1)',
      'https://evil.com/',
      '/%2F%2Fevil.com',
      '%2F%2Fevil.com',
      '/%5Cevil.com',
      ' //evil.com',
    ]) {
      expect(runGuards(['redirect-on-login-page'], context({ loggedIn: true, redirect }))).toEqual({
        kind: 'redirect',
        to: '/de/factory/entrance',
      });
    }
  });

  it('show the power-save page only in power-save mode', () => {
    expect(runGuards(['only-on-power-save'], context())).toEqual({ kind: 'redirect', to: '/de' });
    expect(runGuards(['only-on-power-save'], context({ powerSaveMode: true }))).toEqual({ kind: 'pass' });
  });

  it('answer 500 for an unknown guard name, even one that looks like an object key', () => {
    // A typo fails the type check (tsc fails if this line stops being an error), and still answers 500.
    // @ts-expect-error 'world-typo' is not a guard name
    expect(runGuards(['world-typo'], context())).toMatchObject({ kind: 'status', status: 500 });
    // @ts-expect-error 'toString' is not a guard name
    expect(runGuards(['toString'], context())).toMatchObject({ kind: 'status', status: 500 });
  });
});
