import { useEffect, type RefObject } from 'react';
import { useLayout } from '../stores/layout-store.ts';

/**
 * Reports an element's height to the layout store as the header's or the footer's (SPEC §3 layout state), kept
 * true as it changes size: what floats over the page (notifications) stays clear of it.
 */
export function useChromeHeight(ref: RefObject<HTMLElement | null>, part: 'headerHeight' | 'footerHeight'): void {
  const setChrome = useLayout((state) => state.setChrome);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setChrome({ [part]: element.getBoundingClientRect().height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setChrome({ [part]: 0 });
    };
  }, [ref, part, setChrome]);
}
