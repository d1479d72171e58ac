import { Button, Flex, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useStudioMessages } from '../messages.js';
import { TargetPicker } from './target-picker.jsx';
import { holderPath, pickerKind, TARGET_FIELD, valueAt } from './targets.ts';
import { useEntryLocale } from './use-targets.js';

/**
 * The custom field `plugin::studio.target` on shared.action-target's target_document, payloadId, menu_key and url:
 * the field the holder's kind stores into (a hotspot's type, a button's or menu item's action) is a picker; the
 * others stay out of the way, unless they hold something this action does not use, which the editor may remove.
 */
export default function TargetField({ name, value, onChange, error, hint, disabled, required }) {
  const t = useStudioMessages();
  const locale = useEntryLocale();
  const holder = useForm('StudioTarget', (form) => valueAt(form.values, holderPath(name)));
  const kind = pickerKind(holder?.__component, holder?.action);
  const field = name.split('.').pop();
  if (kind && TARGET_FIELD[kind] === field) {
    return (
      <TargetPicker
        kind={kind}
        name={name}
        value={value || null}
        onChange={(next) => onChange(name, next)}
        locale={locale}
        label={t(`target.label.${kind}`)}
        hint={hint}
        error={error}
        disabled={disabled}
        required={required}
      />
    );
  }
  if (!value) return null;
  return (
    <Flex gap={2} alignItems="center" wrap="wrap">
      <Typography variant="pi" textColor="neutral600">
        {t('target.unused', { field, value })}
      </Typography>
      {!disabled && (
        <Button variant="tertiary" size="S" onClick={() => onChange(name, null)}>
          {t('target.unused-remove')}
        </Button>
      )}
    </Flex>
  );
}
