import { describe, expect, it } from 'vitest';
import { runGuards, type GuardContext, type GuardName } from '../../src/app/guards';
import { contentIndex, world } from './content-fixture';

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    locale: 'de',
    params: {},
    index: contentIndex(),
    loggedIn: false,
    powerSaveMode: false,
    hostname: 'showroom.example',
    hasAccessKey: () => false,
    ...overrides,
  };
}

const worldGuards: GuardName[] = ['middleware-is-mobile', 'world', 'redirect-to-login-page', 'check-access'];

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

  it('send a visitor without the access key of a password-protected world to the index', () => {
    const params = { world: 'lab', rest: '' };
    expect(runGuards(worldGuards, context({ params }))).toEqual({ kind: 'redirect', to: '/de' });
    expect(runGuards(worldGuards, context({ params, hasAccessKey: (slug) => slug === 'lab' }))).toEqual({
      kind: 'pass',
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
