import fc from 'fast-check';
import { tally } from './ledger';

/**
 * Runs a fast-check property with fast-check's random seed and records it for the bench: every run is an input, a
 * failing property one failure (fast-check stops at the first failing run and shrinks it). A failure throws
 * fast-check's report, which names the seed and the path to replay it.
 */
export async function checkProperty<Ts>(name: string, property: fc.IRawProperty<Ts>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { numRuns });
  tally({ name, inputs: details.numRuns, failed: details.failed ? 1 : 0 });
  if (details.failed) throw new Error(fc.defaultReportMessage(details));
}
