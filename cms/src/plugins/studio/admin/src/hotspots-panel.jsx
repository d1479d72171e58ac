import { useState } from 'react';
import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useStudioMessages } from './messages.js';
import { PlacementBoard } from './placement-board.jsx';

const LOCATION = 'api::content-location.content-location';

/** The dialog: the picture with the form's hotspots (PlacementBoard), closed with Done; saving is the form's. */
function PlacementDialog({ onClose }) {
  const t = useStudioMessages();
  const title = useForm('StudioPlacement', (form) => form.values.title);
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content style={{ width: 'min(96vw, 1800px)', maxWidth: '96vw' }}>
        <Modal.Header closeLabel={t('dialog.close')}>
          <Modal.Title>{t('dialog.title', { location: title ?? '' })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <PlacementBoard />
        </Modal.Body>
        <Modal.Footer>
          <Typography variant="pi" textColor="neutral600">
            {t('dialog.save-note')}
          </Typography>
          <Button onClick={onClose}>{t('dialog.done')}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

function PanelContent() {
  const t = useStudioMessages();
  const [open, setOpen] = useState(false);
  const count = useForm('StudioPanel', (form) =>
    Array.isArray(form.values.hotspots) ? form.values.hotspots.length : 0,
  );
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {t('panel.hint', { count })}
      </Typography>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        {t('panel.open')}
      </Button>
      {open && <PlacementDialog onClose={() => setOpen(false)} />}
    </Flex>
  );
}

/** An edit-view side panel (content-manager's `addEditViewSidePanel`), for locations only. */
export function HotspotsPanel({ model }) {
  const t = useStudioMessages();
  if (model !== LOCATION) return null;
  return { title: t('panel.title'), content: <PanelContent /> };
}
