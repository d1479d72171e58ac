import { useMemo } from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useStudioMessages } from '../messages.js';
import { MediaJobState, useMediaJobs } from './media-jobs.jsx';

const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';

/**
 * The videos of the form's background(s) as a string, `[[id, name], ...]` in JSON (a transition has one background, a
 * location a list): a selector's value compared as is, so the panel renders again only when they change.
 */
function videosOf(background) {
  const entries = Array.isArray(background) ? background : background ? [background] : [];
  const videos = entries.map((entry) => entry?.video).filter((video) => Number.isInteger(video?.id));
  return JSON.stringify(videos.map((video) => [video.id, video.name]));
}

function PanelContent() {
  const t = useStudioMessages();
  const key = useForm('StudioVideoPanel', (form) => videosOf(form.values.background));
  const videos = useMemo(() => JSON.parse(key).map(([id, name]) => ({ id, name })), [key]);
  const ids = useMemo(() => videos.map((video) => video.id), [videos]);
  const { jobs } = useMediaJobs(ids);
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      {videos.map((video) => {
        const job = jobs?.find((candidate) => candidate.file.id === video.id);
        return (
          <Flex key={video.id} direction="column" alignItems="flex-start" gap={1}>
            <Typography variant="omega" fontWeight="bold">
              {video.name}
            </Typography>
            {job ? (
              <MediaJobState job={job} />
            ) : (
              <Typography variant="pi" textColor="neutral600">
                {jobs === null ? t('media.loading') : t('media.no-job')}
              </Typography>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}

/** An edit-view side panel for locations and transitions with a background video: its pipeline state. */
export function VideoPanel({ model }) {
  const t = useStudioMessages();
  const key = useForm('StudioVideoPanelCount', (form) => videosOf(form.values.background));
  if ((model !== LOCATION && model !== TRANSITION) || key === '[]') return null;
  return { title: t('media.panel.title'), content: <PanelContent /> };
}
