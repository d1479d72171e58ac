'use strict';

/**
 * The wire format names an article or dashboard target as `action_target.id` (docs/content-model.md), but a
 * Strapi component always answers its own row id as `id`; the `shared.action-target` component therefore
 * stores the target in `target_id`. This middleware answers REST content reads in the wire format:
 * `{ id: <component row>, target_id: 7, ... }` becomes `{ id: 7, ... }`. Only GET /api/... JSON bodies.
 */
const TARGET_FIELDS = ['payloadId', 'url', 'new_tab', 'new_window', 'menu_key'];

const isActionTarget = (value) =>
  value && typeof value === 'object' && 'target_id' in value && TARGET_FIELDS.every((field) => field in value);

function rewrite(value, depth = 0) {
  if (depth > 64 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) rewrite(item, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === 'action_target' && isActionTarget(item)) {
      const { target_id: targetId, id: _componentId, ...rest } = item;
      value[key] = { id: targetId ?? null, ...rest };
    } else if (item && typeof item === 'object') rewrite(item, depth + 1);
  }
}

module.exports = () => async (ctx, next) => {
  await next();
  if (ctx.method === 'GET' && ctx.path.startsWith('/api/') && ctx.body && typeof ctx.body === 'object')
    rewrite(ctx.body);
};
