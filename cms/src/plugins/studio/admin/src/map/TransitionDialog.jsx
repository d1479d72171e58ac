import { useState } from 'react';
import { Button, Combobox, ComboboxOption, Field, Flex, Modal, Typography } from '@strapi/design-system';
import { getFetchClient, useStrapiApp } from '@strapi/strapi/admin';
import { useStudioMessages } from '../messages.js';

/** One direction's clip: chosen in the media library (where it can also be uploaded), or none yet. */
function ClipField({ label, clip, onChange }) {
  const t = useStudioMessages();
  const [picking, setPicking] = useState(false);
  const MediaLibraryDialog = useStrapiApp('StudioMap', (app) => app.components['media-library']);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2}>
        <Typography data-studio-clip={label}>{clip ? clip.name : t('map.dialog.no-clip')}</Typography>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('map.dialog.choose')}
        </Button>
        {clip && (
          <Button variant="tertiary" onClick={() => onChange(null)}>
            {t('map.dialog.clear')}
          </Button>
        )}
      </Flex>
      {picking && MediaLibraryDialog && (
        <MediaLibraryDialog
          allowedTypes={['videos']}
          multiple={false}
          onClose={() => setPicking(false)}
          onSelectAssets={([asset]) => {
            onChange(asset ?? null);
            setPicking(false);
          }}
        />
      )}
    </Field.Root>
  );
}

/** The location the transitions lead to, chosen from a labelled list (drawn with the keyboard, not the mouse). */
function TargetField({ targets, onChange }) {
  const t = useStudioMessages();
  return (
    <Field.Root id="studio-map-target" required>
      <Field.Label>{t('map.dialog.target')}</Field.Label>
      <Combobox
        autocomplete={{ type: 'list', filter: 'contains' }}
        noOptionsMessage={() => t('map.dialog.no-target')}
        onChange={(id) => onChange(id ?? null)}
      >
        {targets.map((node) => (
          <ComboboxOption key={node.id} value={node.id} textValue={node.label}>
            {node.label}
          </ComboboxOption>
        ))}
      </Combobox>
    </Field.Root>
  );
}

/**
 * Drawn from `from` to `to` on the map (`to` null: chosen here among `targets`, `{ id, label }`): asks for each
 * direction's clip, then makes both transitions (`POST /studio/transitions`); `oneWay`: only `from` to `to`, the
 * direction the map marks as missing. `onClose(true)` once they exist.
 */
export function TransitionDialog({ from, to: drawnTo, oneWay = false, targets = [], names, onClose }) {
  const t = useStudioMessages();
  const [to, setTo] = useState(drawnTo);
  const [there, setThere] = useState(null);
  const [back, setBack] = useState(null);
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      await getFetchClient().post('/studio/transitions', {
        from,
        to,
        there: there?.id ?? null,
        back: back?.id ?? null,
        oneWay,
      });
      onClose(true);
    } catch (failure) {
      setError(failure.message);
      setBusy(false);
    }
  };
  const name = (id) => names[id] || id;
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Modal.Content>
        <Modal.Header closeLabel={t('dialog.close')}>
          <Modal.Title>
            {to
              ? t(oneWay ? 'map.dialog.title-one-way' : 'map.dialog.title', { from: name(from), to: name(to) })
              : t('map.dialog.title-from', { from: name(from) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography>{t(oneWay ? 'map.dialog.help-one-way' : 'map.dialog.help')}</Typography>
            {!drawnTo && <TargetField targets={targets} onChange={setTo} />}
            {to && (
              <ClipField
                label={t('map.dialog.clip', { from: name(from), to: name(to) })}
                clip={there}
                onChange={setThere}
              />
            )}
            {to && !oneWay && (
              <ClipField
                label={t('map.dialog.clip', { from: name(to), to: name(from) })}
                clip={back}
                onChange={setBack}
              />
            )}
            {error && <Typography textColor="danger600">{error}</Typography>}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="tertiary" onClick={() => onClose(false)}>
            {t('map.dialog.cancel')}
          </Button>
          <Button onClick={create} loading={busy} disabled={!to}>
            {t(oneWay ? 'map.dialog.create-one-way' : 'map.dialog.create')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
