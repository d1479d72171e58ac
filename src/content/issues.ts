import { z } from 'zod/mini';

// zod settings for the whole client (every schema module imports this file, directly or through
// client-settings.ts): English issue messages, which zod/mini does not load by itself, for the reasons below;
// and no parser compiled with `new Function`, which a strict CSP reports.
z.config({ ...z.locales.en(), jitless: true });

const MAX_ISSUES = 3;
const MAX_MESSAGE = 160;

/** A short, single-line description of zod issues: `path.to.field: message; ...`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = issue.path.map((p) => String(p).slice(0, 40)).join('.') || '(root)';
    return `${path}: ${issue.message.slice(0, MAX_MESSAGE)}`;
  });
  if (issues.length > MAX_ISSUES) parts.push(`(+${issues.length - MAX_ISSUES} more)`);
  return parts.join('; ');
}
