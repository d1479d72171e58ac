import { appendFileSync } from 'node:fs';

/**
 * What one reliability case tried and how it ended, for `npm run bench`'s reliability figures (issue 15):
 * `inputs` bad inputs tried, `faults` faults injected, `failed` outcomes that were not the expected clear message,
 * fallback or skip, `lost` contact submissions lost. A case records its counts before it asserts them, so a
 * failing case still shows in the figures.
 */
export interface Tally {
  /** The case, as the report lists it, e.g. `redirects` or `network: CMS answers HTML`. */
  name: string;
  inputs?: number;
  faults?: number;
  failed?: number;
  lost?: number;
}

/** The file named by RELIABILITY_LEDGER gets one JSON line per call (vitest and Playwright workers append). */
export function tally(entry: Tally): void {
  const file = process.env.RELIABILITY_LEDGER;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
