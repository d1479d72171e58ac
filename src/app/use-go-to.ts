import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isLocale, DEFAULT_LOCALE } from '../domain/types.ts';

import { worldLock, worldOfTarget } from '../domain/world-lock.ts';
import { useAccess } from '../stores/access-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { paths } from '../domain/paths.ts';

/**
 * Moves the visitor to a location, with SPEC §4's access check on the target: a login-only world sends a
 * guest to login (redirect: the wanted location), a password-protected world whose content the server
 * withholds asks for its code (its locations are unknown until then: a target is known as its world's start).
 * Otherwise the presenter plans and the stage plays.
 */
export function useGoTo(): (payloadId: string) => void {
  const navigate = useNavigate();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  return useCallback(
    (payloadId: string) => {
      const index = useContent.getState().index;
      const world = index ? worldOfTarget(index, payloadId) : null;
      if (!index || !world) {
        console.warn(`Navigation to unknown location ${payloadId} ignored`);
        return;
      }
      const lock = worldLock(index, world, useAuth.getState().loggedIn);
      if (lock === 'login') void navigate(paths.login.href(locale, payloadId));
      else if (lock === 'code') useAccess.getState().ask({ world: world.slug, target: payloadId });
      else usePresenter.getState().navigate(payloadId);
    },
    [navigate, locale],
  );
}
