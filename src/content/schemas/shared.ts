import { z } from 'zod/mini';
import type { ActionButton, ActionTarget, Category, MenuAction } from '../../domain/types.ts';
import { hasDangerousScheme } from '../../domain/links.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import { entityId, flag, key, lenient, lenientList, MAX_URL_LENGTH, nullableText, num, text } from './primitives.ts';

export const MENU_ACTIONS = [
  'navigate',
  'open-article',
  'open-dashboard',
  'open-pdf',
  'open-link',
  'open-video',
  'open-media',
  'open-menu',
  'open-contact-form',
  'go-back',
] as const satisfies readonly MenuAction[];

export const emptyTarget = (): ActionTarget => ({
  id: null,
  payloadId: null,
  url: null,
  newTab: false,
  newWindow: false,
  menuKey: null,
});

/** Schemas used by several entities: action target, category, action button. */
export function createSharedSchemas(ctx: ParseContext, mediaSchemas: MediaSchemas) {
  const { optionalMedia } = mediaSchemas;

  const actionTargetObject = z.pipe(
    z.object({
      id: z.nullish(entityId),
      payloadId: z.nullish(key),
      url: nullableText(MAX_URL_LENGTH),
      new_tab: flag(false),
      new_window: flag(false),
      menu_key: z.nullish(key),
    }),
    z.transform((t): ActionTarget => {
      let url = t.url === null ? null : t.url.trim();
      if (url !== null && hasDangerousScheme(url)) {
        ctx.warn('action_target.url with a refused scheme removed');
        url = null;
      }
      return {
        id: t.id ?? null,
        payloadId: t.payloadId ?? null,
        url,
        newTab: t.new_tab,
        newWindow: t.new_window,
        menuKey: t.menu_key ?? null,
      };
    }),
  );

  /** An `action_target` field: missing or invalid gives an empty target. */
  const actionTarget = lenient(ctx, 'action_target', actionTargetObject, emptyTarget);

  const category = z.pipe(
    z.object({ title: text(), priority: num(0) }),
    z.transform((c): Category => ({ title: c.title, priority: c.priority })),
  );

  /** One `action_stack` entry; without its own `action_target` it acts on the item's. */
  const actionStep = z.object({
    action: z.enum(MENU_ACTIONS),
    action_target: lenient(ctx, 'action_stack.action_target', actionTargetObject, () => null),
  });

  /**
   * Action button, dashboard link or menu item. `action_stack` (SPEC §3), when it has a valid step, is what a tap
   * runs, in order; else the single `action` is a one-step stack. An item with neither is dropped.
   */
  const actionButton = z.pipe(
    z
      .object({
        id: entityId,
        label: text(),
        action: z.optional(z.enum(MENU_ACTIONS)),
        action_target: actionTarget,
        action_stack: lenientList(ctx, 'action_stack', actionStep),
        media: optionalMedia('media'),
        cover: optionalMedia('cover'),
      })
      .check(z.refine((b) => b.action_stack.length > 0 || b.action !== undefined, 'no action and no action_stack')),
    z.transform((b): ActionButton => ({
      id: b.id,
      label: b.label,
      steps:
        b.action_stack.length > 0
          ? b.action_stack.map((step) => ({ action: step.action, target: step.action_target ?? b.action_target }))
          : b.action
            ? [{ action: b.action, target: b.action_target }]
            : [],
      media: b.media,
      cover: b.cover,
    })),
  );

  return { actionTarget, category, actionButton };
}

export type SharedSchemas = ReturnType<typeof createSharedSchemas>;
