import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/tokens';

const tokens = new Tokens('test-secret');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString());

afterEach(() => {
  vi.useRealTimers();
});

describe('world access keys (jose, HS256)', () => {
  it('names its world and lives 12 hours', async () => {
    const { accessKey, expiresAt } = await tokens.signAccessKey('lab');
    const access = await tokens.readAccessKey(accessKey);
    expect(access?.world).toBe('lab');
    expect(access?.exp).toBe(Date.parse(expiresAt) / 1000);
    expect(await tokens.verifyAccessKey(accessKey, 'lab')).toBe(true);
  });

  it('opens no other world', async () => {
    const { accessKey } = await tokens.signAccessKey('lab');
    expect(await tokens.verifyAccessKey(accessKey, 'factory')).toBe(false);
  });

  it('refuses a forged key: claims changed, signature kept', async () => {
    const { accessKey } = await tokens.signAccessKey('lab');
    const [header, payload, signature] = accessKey.split('.');
    const forged = `${header}.${b64({ ...decode(payload), world: 'service' })}.${signature}`;
    expect(await tokens.readAccessKey(forged)).toBeNull();
  });

  it('refuses a tampered signature, an alg=none key and garbage', async () => {
    const { accessKey } = await tokens.signAccessKey('lab');
    const [header, payload, signature = ''] = accessKey.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const none = `${b64({ alg: 'none' })}.${payload}.`;
    for (const key of [`${header}.${payload}.${flipped}`, none, '', 'a.b.c', `${accessKey}.x`]) {
      expect(await tokens.readAccessKey(key)).toBeNull();
    }
  });

  it('refuses a key signed with another server secret', async () => {
    const { accessKey } = await new Tokens('other-secret').signAccessKey('lab');
    expect(await tokens.readAccessKey(accessKey)).toBeNull();
  });

  it('refuses an expired key', async () => {
    vi.setSystemTime(Date.now() - 13 * 3600 * 1000);
    const { accessKey } = await tokens.signAccessKey('lab');
    vi.useRealTimers();
    expect(await tokens.readAccessKey(accessKey)).toBeNull();
  });

  it('never takes a login jwt for a key, nor a key for a jwt, nor the media cookie for either', async () => {
    const jwt = await tokens.signJwt(1, 'a-credential');
    const { accessKey } = await tokens.signAccessKey('lab');
    const rights = await tokens.signRights({ loggedIn: false, worlds: ['lab'] }, Date.now() / 1000 + 60);
    expect(await tokens.verifyJwt(jwt)).toMatchObject({ id: 1 });
    expect(await tokens.readAccessKey(jwt)).toBeNull();
    expect(await tokens.verifyJwt(accessKey)).toBeNull();
    expect(await tokens.verifyJwt(rights)).toBeNull();
    expect(await tokens.readAccessKey(rights)).toBeNull();
    expect(await tokens.verifyRights(jwt)).toBeNull();
    expect(await tokens.verifyRights(accessKey)).toBeNull();
    expect(await tokens.verifyRights(rights)).toEqual({ loggedIn: false, worlds: ['lab'] });
  });
});

describe('login jwt', () => {
  it('is users-permissions shaped: HS256, { id, iat, exp }, 30 days, with its own id and the credential', async () => {
    const [header, payload] = (await tokens.signJwt(7, 'a-credential')).split('.');
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decode(payload);
    expect(Object.keys(claims).sort()).toEqual(['cred', 'exp', 'iat', 'id', 'jti']);
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
  });

  it('refuses an expired or tampered token', async () => {
    vi.setSystemTime(Date.now() - 31 * 24 * 3600 * 1000);
    const old = await tokens.signJwt(1, 'a-credential');
    vi.useRealTimers();
    expect(await tokens.verifyJwt(old)).toBeNull();
    const [header, payload, signature] = (await tokens.signJwt(1, 'a-credential')).split('.');
    expect(await tokens.verifyJwt(`${header}.${b64({ ...decode(payload), id: 2 })}.${signature}`)).toBeNull();
  });
});
