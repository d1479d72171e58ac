import { z } from 'zod/mini';
import type { Article, ArticleSection, Icon } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import { entityId, key, lenient, lenientList, MAX_HTML_LENGTH, text } from './primitives.ts';
import type { SharedSchemas } from './shared.ts';

/** `/api/icons` item: the SVG file is required. */
export function createIconSchema(media: MediaSchemas) {
  return z.pipe(
    z.object({ id: entityId, name: key, svg: media.media }),
    z.transform((i): Icon => ({ id: i.id, name: i.name, svgUrl: i.svg.url })),
  );
}

/** `/api/articles` item. Section `text` is raw CMS HTML: the UI sanitises it before display. */
export function createArticleSchema(ctx: ParseContext, media: MediaSchemas, shared: SharedSchemas) {
  const sectionIcon = z.pipe(
    z.object({ id: z.nullish(entityId), name: text(), svg: z.object({ url: media.mediaUrl }) }),
    z.transform((i): Icon => ({ id: i.id ?? 0, name: i.name, svgUrl: i.svg.url })),
  );
  const section = z.pipe(
    z.object({
      id: entityId,
      title: text(),
      text: text('', MAX_HTML_LENGTH),
      media: media.optionalMedia('section.media'),
      icon: lenient(ctx, 'section.icon', sectionIcon, (): Icon | null => null),
      images: media.mediaList('section.images'),
      slides: media.mediaList('section.slides'),
      poster: media.optionalMedia('section.poster'),
    }),
    z.transform((s): ArticleSection => ({
      id: s.id,
      title: s.title,
      html: s.text,
      media: s.media,
      icon: s.icon,
      images: s.images,
      slides: s.slides,
      poster: s.poster,
    })),
  );
  return z.pipe(
    z.object({
      id: entityId,
      title: text(),
      sections: lenientList(ctx, 'sections', section),
      tags: lenientList(ctx, 'tags', z.object({ name: key })),
      action_buttons: lenientList(ctx, 'action_buttons', shared.actionButton),
    }),
    z.transform((a): Article => ({
      id: a.id,
      title: a.title,
      sections: a.sections,
      tags: a.tags.map((t) => t.name),
      actionButtons: a.action_buttons,
    })),
  );
}
