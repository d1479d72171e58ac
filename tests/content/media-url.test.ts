import { describe, expect, it } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
import { mergeByDocumentId } from '../../src/content/locale-merge.ts';

describe('createMediaUrlResolver', () => {
  const proxy = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });
  const host = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: 'https://cms.example.com' });

  it('routes relative media through the proxy path when no media host is set', () => {
    expect(proxy('/uploads/x.jpg')).toBe('/box-api/uploads/x.jpg');
    expect(proxy('uploads/x.jpg')).toBe('/box-api/uploads/x.jpg');
  });

  it('prefixes the media host when one is set', () => {
    expect(host('/uploads/x.jpg')).toBe('https://cms.example.com/uploads/x.jpg');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(proxy('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
    expect(host('http://s3.local/b.jpg')).toBe('http://s3.local/b.jpg');
    expect(proxy('//cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
  });

  it("carries an editor's preview key on the proxy path, where the server checks it, and nowhere else", () => {
    const preview = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null }, 'a.b+c');
    expect(preview('/uploads/x.jpg')).toBe('/box-api/uploads/x.jpg?preview=a.b%2Bc');
    expect(preview('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
    const hosted = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: 'https://cms.example.com' }, 'a.b');
    expect(hosted('/uploads/x.jpg')).toBe('https://cms.example.com/uploads/x.jpg');
  });

  it('refuses other schemes and empty URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'blob:x', '', '   ', '/a\u0000b']) {
      expect(proxy(url)).toBeNull();
    }
  });
});

describe('mergeByDocumentId', () => {
  it('takes translations where they exist and de documents elsewhere, in de order', () => {
    const de = [
      { documentId: 'a', t: 'de-a' },
      { documentId: 'b', t: 'de-b' },
      { documentId: 'c', t: 'de-c' },
    ];
    const en = [
      { documentId: 'c', t: 'en-c' },
      { documentId: 'a', t: 'en-a' },
      { documentId: 'z', t: 'en-z' },
      { documentId: 'a', t: 'en-a-duplicate' },
    ];
    expect(mergeByDocumentId(en, de).map((d) => (d as { t: string }).t)).toEqual(['en-a', 'de-b', 'en-c', 'en-z']);
  });

  it('keeps requested-locale items without documentId and survives junk', () => {
    expect(mergeByDocumentId([{ id: 1 }, null, 3], [{ id: 2 }, 'x'])).toEqual([{ id: 1 }, null, 3]);
  });
});
