import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBoxHooks } from '../../src/app/box-hooks.ts';
import type { BoxHook } from '../../src/domain/types.ts';
import { location } from '../domain/fixtures.ts';

interface FakePage {
  location: { hostname: string; origin: string; ancestorOrigins?: string[] };
  dataLayer?: Record<string, unknown>[];
  parent: { postMessage: ReturnType<typeof vi.fn> };
}

const SHOWROOM = 'https://showroom.example';
const COMPANY = 'https://www.company.example';

/**
 * A page inside a kiosk shell or a company's website (`window.parent` is another window), with a title and a data
 * layer. `ancestorOrigins`: what Chromium and Safari say of the parent (Firefox says nothing); `referrer`: the page
 * that loaded the frame.
 */
function stubPage(frame: { ancestorOrigins?: string[]; referrer?: string } = { ancestorOrigins: [COMPANY] }): {
  page: FakePage;
  document: { title: string };
} {
  const page: FakePage = {
    location: { hostname: 'showroom.example', origin: SHOWROOM, ancestorOrigins: frame.ancestorOrigins },
    parent: { postMessage: vi.fn() },
  };
  const document = { title: 'Virtual Factory', referrer: frame.referrer ?? '' };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
  return { page, document };
}

const hall = location('factory-hall', { title: 'Werkhalle' });
const hook = (name: string, type: BoxHook['type'], params: Record<string, unknown> = {}): BoxHook => ({
  name,
  type,
  params,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('box hooks (SPEC §4 route hooks from the content)', () => {
  it('runs the hooks of the event that happened, and only those', () => {
    const { page, document } = stubPage();
    const hooks = [
      hook('document-title', 'onCurrentLocationChange', { template: '{location} – Virtual Factory' }),
      hook('track-event', 'onTargetLocationChange', { event: 'navigation started', zone: 'showroom' }),
    ];
    runBoxHooks(hooks, 'onTargetLocationChange', hall, []);
    expect(document.title).toBe('Virtual Factory');
    expect(page.dataLayer).toEqual([{ event: 'navigation started', zone: 'showroom', location: 'factory-hall' }]);
    runBoxHooks(hooks, 'onCurrentLocationChange', hall, []);
    expect(document.title).toBe('Werkhalle – Virtual Factory');
    expect(page.dataLayer).toHaveLength(1);
  });

  const postMessage = [hook('post-message', 'onCurrentLocationChange', { type: 'location' })];
  const told = { type: 'location', location: 'factory-hall' };

  it('tells the embedding page where the visitor is, addressed to its origin, when it may frame the showroom', () => {
    const { page } = stubPage({ ancestorOrigins: [COMPANY] });
    runBoxHooks(postMessage, 'onCurrentLocationChange', hall, ['https://other.example', `${COMPANY}/`]);
    expect(page.parent.postMessage.mock.calls).toEqual([[told, COMPANY]]);
  });

  it('tells the showroom itself when it frames the showroom, whatever the list', () => {
    const { page } = stubPage({ ancestorOrigins: [SHOWROOM] });
    runBoxHooks(postMessage, 'onCurrentLocationChange', hall, []);
    expect(page.parent.postMessage.mock.calls).toEqual([[told, SHOWROOM]]);
  });

  it('takes the origin of the page that loaded the frame where the browser names no ancestor (Firefox)', () => {
    const { page } = stubPage({ referrer: `${COMPANY}/products/showroom.html?x=1` });
    runBoxHooks(postMessage, 'onCurrentLocationChange', hall, [COMPANY]);
    expect(page.parent.postMessage.mock.calls).toEqual([[told, COMPANY]]);
  });

  it.each([
    ['a site not on the list', { ancestorOrigins: ['https://evil.example'] }, [COMPANY]],
    ['a look-alike of a listed site', { ancestorOrigins: [`${COMPANY}.evil.net`] }, [COMPANY]],
    [
      'a site the CSP does not let frame it either (http, a path)',
      { ancestorOrigins: ['http://www.company.example'] },
      ['http://www.company.example', `${COMPANY}/page`],
    ],
    ['a sandboxed parent', { ancestorOrigins: ['null'] }, [COMPANY]],
    ['no origin the browser tells', { referrer: '' }, [COMPANY]],
    ['a referrer that is no URL', { referrer: 'not a url' }, [COMPANY]],
  ])('posts nothing to %s, and never to any page (*)', (_, frame, frameAncestors) => {
    const { page } = stubPage(frame);
    runBoxHooks(postMessage, 'onCurrentLocationChange', hall, frameAncestors);
    expect(page.parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the showroom is not in a frame', () => {
    const { page } = stubPage({ ancestorOrigins: [SHOWROOM] });
    const post = page.parent.postMessage;
    Object.assign(page, { parent: page, postMessage: post }); // window.parent is the window itself
    runBoxHooks(postMessage, 'onCurrentLocationChange', hall, [COMPANY]);
    expect(post).not.toHaveBeenCalled();
  });

  it('skips an unknown hook with one warning, however often it comes', () => {
    stubPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hooks = [hook('dim-the-lights', 'onCurrentLocationChange'), hook('__proto__', 'onCurrentLocationChange')];
    for (let i = 0; i < 3; i += 1) runBoxHooks(hooks, 'onCurrentLocationChange', hall, []);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Unknown box hook "dim-the-lights" skipped',
      'Unknown box hook "__proto__" skipped',
    ]);
  });

  it('logs a failing hook and still runs the ones after it', () => {
    const { page, document } = stubPage();
    page.parent.postMessage.mockImplementation(() => {
      throw new Error('the shell went away');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runBoxHooks(
      [hook('post-message', 'onCurrentLocationChange'), hook('document-title', 'onCurrentLocationChange')],
      'onCurrentLocationChange',
      hall,
      [COMPANY],
    );
    expect(error).toHaveBeenCalledWith('Box hook "post-message" failed', expect.any(Error));
    expect(document.title).toBe('Werkhalle');
  });
});
