import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isLocale, DEFAULT_LOCALE } from '../domain/types.ts';

import { useAccess } from '../stores/access-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { paths } from '../domain/paths.ts';

/**
 * Moves the visitor to a location, with SPEC §4's access check on the target: a login-only world sends a
 * guest to login (redirect: the wanted location), a password-protected world asks for its code unless
 * an access key is stored. Otherwise the presenter plans and the stage plays.
 */
export function useGoTo(): (payloadId: string) => void {
  const navigate = useNavigate();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  return useCallback(
    (payloadId: string) => {
      const index = useContent.getState().index;
      const location = index?.locations.get(payloadId);
      const world = location ? index?.worlds.get(location.worldSlug) : undefined;
      if (!location || !world) {
        console.warn(`Navigation to unknown location ${payloadId} ignored`);
        return;
      }
      if (world.onlyLoggedInUsers && !useAuth.getState().loggedIn) {
        void navigate(paths.login.href(locale, payloadId));
        return;
      }
      if (world.protectWithPassword && !useAccess.getState().keys[world.slug]) {
        useAccess.getState().ask({ world: world.slug, target: payloadId });
        return;
      }
      usePresenter.getState().navigate(payloadId);
    },
    [navigate, locale],
  );
}
