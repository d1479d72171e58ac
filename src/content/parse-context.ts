import type { AppearAnimation } from '../domain/types.ts';
import type { MediaUrlResolver } from './media-url.ts';

/** State shared by the schemas while one load is parsed. Parsing is synchronous, so `item` is exact. */
export interface ParseContext {
  resolveMediaUrl: MediaUrlResolver;
  /** Hotspot animation of locations that set none: app settings' `hotspots.default_animation`. */
  defaultAnimation: AppearAnimation;
  /** Label of the item being parsed (`worlds documentId=... id=...`), prefixed to warnings. */
  item: string;
  /** Logs a dropped or repaired part of the current item. */
  warn(message: string): void;
}

export interface ParseContextOptions {
  resolveMediaUrl: MediaUrlResolver;
  log?: (message: string) => void;
  /** Warnings beyond this count are summarised, so a hostile payload cannot flood the console. */
  maxWarnings?: number;
  /** Every warning as it comes (uncapped), with the item it is about: for a caller that lists them (tour check). */
  onWarning?: (item: string, message: string) => void;
}

export function createParseContext(options: ParseContextOptions): ParseContext {
  const log = options.log ?? ((message: string) => console.warn(message));
  const maxWarnings = options.maxWarnings ?? 200;
  let count = 0;
  return {
    resolveMediaUrl: options.resolveMediaUrl,
    defaultAnimation: 'fade_in',
    item: '',
    warn(message) {
      options.onWarning?.(this.item, message);
      count += 1;
      if (count <= maxWarnings) log(`[content] ${this.item}: ${message}`);
      else if (count === maxWarnings + 1) log(`[content] more than ${maxWarnings} warnings, further ones suppressed`);
    },
  };
}
