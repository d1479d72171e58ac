import { goBack } from './history.ts';
import { planNavigation, type PlannerContext } from './navigation.ts';
import type { Location } from './types.ts';
import { withRenditions, type StagePixels } from './video-renditions.ts';

/**
 * Where a visitor at `location` most likely goes next, most likely first: where a finger is down (`tapped`), the
 * next arrow, back where they came from, the previous arrow, then the navigation hotspots in their order.
 */
export function likelyTargets(location: Location, history: readonly string[], tapped: string | null): string[] {
  const targets = [
    tapped,
    location.arrowNext,
    goBack(history)?.target,
    location.arrowPrev,
    ...location.hotspots.flatMap((hotspot) => (hotspot.type === 'navigation' ? [hotspot.target.payloadId] : [])),
  ];
  const unique: string[] = [];
  for (const target of targets)
    if (target && target !== location.payloadId && !unique.includes(target)) unique.push(target);
  return unique;
}

/**
 * The clips to keep ready at `location`: the first clip of each likely move, in the order of
 * {@link likelyTargets}, each once, in the rendition its route will play on `stage`. Moves that begin with a cut
 * (or lead nowhere) need no clip.
 */
export function likelyClips(
  ctx: PlannerContext,
  location: Location,
  history: readonly string[],
  stage: StagePixels,
  tapped: string | null = null,
): string[] {
  const urls: string[] = [];
  for (const target of likelyTargets(location, history, tapped)) {
    const plan = planNavigation(ctx, location.payloadId, target);
    const first = plan ? withRenditions(plan, stage).segments[0] : undefined;
    const url = first?.kind === 'clip' ? first.transition.video?.url : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * The likely clips to keep primed at rest. A kiosk primes all the pool holds: its network is the showroom's and a tap
 * may come anywhere. A visitor's own device primes one: the clip where a finger is down, else the likeliest move's,
 * so that a phone on a mobile network does not download films nobody asked for (issue 31: two clips, 2.3 MB, went
 * out on arrival).
 */
export function clipsToPrime(likely: readonly string[], kiosk: boolean): readonly string[] {
  return kiosk ? likely : likely.slice(0, 1);
}
