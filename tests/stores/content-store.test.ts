import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentIndex } from '../app/content-fixture';

const loadContent = vi.fn();
const openSession = vi.fn<(options: unknown) => Promise<void>>(async () => undefined);
vi.mock('../../src/content/client-settings.ts', () => ({ loadClientSettings: async () => ({ viewers: null }) }));
vi.mock('../../src/content/load-content.ts', () => ({ loadContent: (options: unknown) => loadContent(options) }));
vi.mock('../../src/content/session.ts', () => ({ openSession: (options: unknown) => openSession(options) }));

const { useAccess } = await import('../../src/stores/access-store');
const { useAuth } = await import('../../src/stores/auth-store');
const { rightsOf, useContent } = await import('../../src/stores/content-store');
const { ApiError } = await import('../../src/content/api-error');
const { useNotifications } = await import('../../src/stores/notification-store');
const { usePreview } = await import('../../src/stores/preview-store');

describe('content store and the visitor rights', () => {
  beforeEach(() => {
    loadContent.mockReset().mockImplementation(async () => contentIndex().bundle);
    openSession.mockClear();
  });

  it('loads with the jwt and the access keys, opens the media session with them, and remembers which', async () => {
    useAuth.setState({ token: 'jwt.1', loggedIn: true });
    useAccess.setState({ keys: { lab: 'key.lab' } });
    await useContent.getState().load('de');
    expect(loadContent).toHaveBeenCalledWith(expect.objectContaining({ token: 'jwt.1', accessKeys: ['key.lab'] }));
    expect(openSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'jwt.1', accessKeys: ['key.lab'] }));
    expect(useContent.getState().rights).toBe(rightsOf('jwt.1', { lab: 'key.lab' }));
  });

  it('loads again for new rights, keeping the shown content ready meanwhile', async () => {
    await useContent.getState().load('de');
    const shown = useContent.getState().index;
    const statuses: string[] = [];
    const stop = useContent.subscribe((state) => statuses.push(state.status));
    useAccess.getState().clear();
    const reload = useContent.getState().load('de');
    expect(useContent.getState().index).toBe(shown);
    await reload;
    stop();
    expect(statuses).not.toContain('loading');
    expect(useContent.getState().index).not.toBe(shown);
    expect(useContent.getState().rights).toBe(rightsOf('jwt.1', {}));
    // The same rights again: the load that stands is reused.
    await useContent.getState().load('de');
    expect(loadContent).toHaveBeenCalledTimes(1);
  });
});

describe('content store when loading fails', () => {
  beforeEach(() => {
    loadContent.mockReset().mockImplementation(async () => contentIndex().bundle);
    useNotifications.getState().closeAll();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps the locale that failed and what the failure view says: too many requests, else something wrong', async () => {
    loadContent.mockRejectedValueOnce(new ApiError('GET /api/worlds: HTTP 429', 429));
    await useContent.getState().load('fr');
    expect(useContent.getState()).toMatchObject({
      status: 'error',
      failure: { locale: 'fr', reason: 'error__too_many_requests' },
    });
    loadContent.mockRejectedValueOnce(new ApiError('GET /api/worlds: HTTP 403', 403));
    await useContent.getState().load('fr');
    expect(useContent.getState().failure).toEqual({ locale: 'fr', reason: 'error__something_wrong' });
    await useContent.getState().load('fr');
    expect(useContent.getState()).toMatchObject({ status: 'ready', locale: 'fr', failure: null });
  });

  it("shows what is published once an editor's preview key is refused, and tells the editor", async () => {
    usePreview.getState().start('expired.key');
    loadContent.mockRejectedValueOnce(new ApiError('GET /api/worlds: HTTP 401', 401));
    await useContent.getState().load('pl');
    expect(loadContent).toHaveBeenCalledTimes(2);
    expect(loadContent.mock.calls[0]![0]).toMatchObject({ preview: 'expired.key' });
    expect(loadContent.mock.calls[1]![0]).toMatchObject({ preview: null });
    expect(usePreview.getState().key).toBeNull();
    expect(useNotifications.getState().queue).toMatchObject([{ message: 'preview__expired', status: 'warning' }]);
    expect(useContent.getState()).toMatchObject({ status: 'ready', locale: 'pl', failure: null });
  });

  it('tells a visitor whose new rights brought nothing, keeps the tour, and keeps quiet about a failed refresh', async () => {
    await useContent.getState().load('it');
    const shown = useContent.getState().index;
    loadContent.mockRejectedValue(new ApiError('GET /api/worlds: HTTP 500', 500));
    await useContent.getState().load('it', { refresh: true });
    expect(useNotifications.getState().queue).toEqual([]);
    useAccess.getState().grant('lab', 'key.new');
    await useContent.getState().load('it');
    expect(useNotifications.getState().queue).toMatchObject([{ message: 'error__something_wrong', status: 'danger' }]);
    expect(useContent.getState()).toMatchObject({ status: 'ready', locale: 'it', failure: null });
    expect(useContent.getState().index).toBe(shown);
  });
});
