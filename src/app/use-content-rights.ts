import { useEffect } from 'react';
import type { Locale } from '../domain/types.ts';
import { useAccess } from '../stores/access-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { usePreview } from '../stores/preview-store.ts';

/**
 * The server sends only the worlds the visitor's rights open: when they change (login, logout, unlock, keys
 * cleared, an editor's preview left) the content loads again, without a page reload. An unlock asked for on the way to a location lands
 * there once its world's content is in; a login lands through the login route's guard, which waits for it.
 */
export function useContentRights(locale: Locale | null): void {
  useEffect(() => {
    if (!locale) return;
    let landing: string | null = null;
    const reload = () => {
      const target = landing;
      void useContent
        .getState()
        .load(locale)
        .then(() => {
          if (target === null || landing !== target) return;
          landing = null;
          usePresenter.getState().navigate(target);
        });
    };
    const stopAuth = useAuth.subscribe((state, previous) => {
      if (state.token !== previous.token) reload();
    });
    const stopAccess = useAccess.subscribe((state, previous) => {
      if (state.keys === previous.keys) return;
      // A key is granted while the dialog still holds its request.
      landing = state.request?.target || null;
      reload();
    });
    const stopPreview = usePreview.subscribe((state, previous) => {
      if (state.key !== previous.key) reload();
    });
    return () => {
      stopAuth();
      stopAccess();
      stopPreview();
    };
  }, [locale]);
}
