import { z } from 'zod/mini';
import { formatIssues } from './issues.ts';
import { UNSAFE_KEYS } from './query.ts';
import { MAX_KEY_LENGTH, MAX_TEXT_LENGTH } from './schemas/primitives.ts';

const item = z.object({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_KEY_LENGTH)),
  value: z.string().check(z.maxLength(MAX_TEXT_LENGTH)),
});

/** `{ items: [{ key, value }] }` as a key-to-text record; invalid items are skipped. Never throws. */
export function parseUiTranslations(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const items = typeof data === 'object' && data !== null ? (data as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) return out;
  let skipped = 0;
  let reason = '';
  for (const raw of items) {
    const result = item.safeParse(raw);
    if (result.success && !UNSAFE_KEYS.has(result.data.key)) {
      out[result.data.key] = result.data.value;
    } else {
      skipped += 1;
      reason ||= result.success ? `reserved key ${result.data.key}` : formatIssues(result.error.issues);
    }
  }
  if (skipped > 0) console.warn(`[content] uiTranslation: ${skipped} item(s) skipped, first: ${reason}`);
  return out;
}
