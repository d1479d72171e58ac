import { z } from 'zod/mini';
import type { Contact, Dashboard } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import { entityId, lenientList, nullableText, text } from './primitives.ts';
import { MENU_ACTIONS, type SharedSchemas } from './shared.ts';

/** `/api/dashboards` item. */
export function createDashboardSchema(ctx: ParseContext, media: MediaSchemas, shared: SharedSchemas) {
  const link = z.pipe(
    z.object({
      id: entityId,
      label: text(),
      action: z.enum(MENU_ACTIONS),
      action_target: shared.actionTarget,
      media: media.optionalMedia('links.media'),
    }),
    z.transform((l) => ({ id: l.id, label: l.label, action: l.action, target: l.action_target, media: l.media })),
  );
  const contact = z.pipe(
    z.object({
      id: entityId,
      name: text(),
      role: text(),
      email: nullableText(320),
      phone: nullableText(64),
      image: media.optionalMedia('contacts.image'),
    }),
    z.transform((c): Contact => c),
  );
  const libraryItem = z.object({
    id: entityId,
    title: text(),
    cover: media.optionalMedia('media_library.cover'),
    media: media.optionalMedia('media_library.media'),
  });
  return z.pipe(
    z.object({
      id: entityId,
      title: text(),
      logo: media.optionalMedia('logo'),
      links: lenientList(ctx, 'links', link),
      contacts: lenientList(ctx, 'contacts', contact),
      action_buttons: lenientList(ctx, 'action_buttons', shared.actionButton),
      media_library: lenientList(ctx, 'media_library', libraryItem),
    }),
    z.transform((d): Dashboard => ({
      id: d.id,
      title: d.title,
      logo: d.logo,
      links: d.links,
      contacts: d.contacts,
      actionButtons: d.action_buttons,
      mediaLibrary: d.media_library,
    })),
  );
}
