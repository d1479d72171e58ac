import { useState } from 'react';
import { Button, Field, Flex, Modal, Typography } from '@strapi/design-system';
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

/**
 * Drawn from `from` to `to` on the map: asks for each direction's clip, then makes both transitions
 * (`POST /studio/transitions`). `onClose(true)` once they exist.
 */
export function TransitionDialog({ from, to, names, onClose }) {
  const t = useStudioMessages();
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
          <Modal.Title>{t('map.dialog.title', { from: name(from), to: name(to) })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography>{t('map.dialog.help')}</Typography>
            <ClipField
              label={t('map.dialog.clip', { from: name(from), to: name(to) })}
              clip={there}
              onChange={setThere}
            />
            <ClipField
              label={t('map.dialog.clip', { from: name(to), to: name(from) })}
              clip={back}
              onChange={setBack}
            />
            {error && <Typography textColor="danger600">{error}</Typography>}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="tertiary" onClick={() => onClose(false)}>
            {t('map.dialog.cancel')}
          </Button>
          <Button onClick={create} loading={busy}>
            {t('map.dialog.create')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
