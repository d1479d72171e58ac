import { z } from 'zod/mini';
import type { Menu } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import { key, lenientList, text } from './primitives.ts';
import type { SharedSchemas } from './shared.ts';

/** `/api/menus` item. Items share the action-button shape; `go-back` items are kept as they are. */
export function createMenuSchema(ctx: ParseContext, shared: SharedSchemas) {
  return z.pipe(
    z.object({ key, title: text(), items: lenientList(ctx, 'items', shared.actionButton) }),
    z.transform((m): Menu => ({ key: m.key, title: m.title, items: m.items })),
  );
}
