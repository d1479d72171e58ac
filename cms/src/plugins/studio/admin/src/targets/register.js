import { PLUGIN_ID } from '../messages.js';

/**
 * The target pickers as custom fields (their server side: server/targets): `target` on shared.action-target's
 * fields that name a target, `action-stack` on shared.action-button's `action_stack`.
 */
export function registerTargetFields(app) {
  app.customFields.register([
    {
      name: 'target',
      pluginId: PLUGIN_ID,
      type: 'string',
      intlLabel: { id: `${PLUGIN_ID}.target.field`, defaultMessage: 'Target' },
      intlDescription: { id: `${PLUGIN_ID}.target.field-description`, defaultMessage: 'A target picked by its title' },
      components: { Input: async () => import('./target-field.jsx') },
    },
    {
      name: 'action-stack',
      pluginId: PLUGIN_ID,
      type: 'json',
      intlLabel: { id: `${PLUGIN_ID}.stack.field`, defaultMessage: 'Action stack' },
      intlDescription: {
        id: `${PLUGIN_ID}.stack.field-description`,
        defaultMessage: 'The steps a tap runs, one row per action',
      },
      components: { Input: async () => import('./action-stack-field.jsx') },
    },
  ]);
}
