import { useEffect, useState } from 'react';
import { Badge, Flex, Typography } from '@strapi/design-system';
import { getFetchClient } from '@strapi/strapi/admin';
import { useStudioMessages } from '../messages.js';

/** How often a list with a queued or running job asks again (ms). */
const POLL_MS = 3000;

/**
 * The media pipeline's jobs (server/media-jobs.js `GET /studio/media-jobs`), of `files` (ids) or all: `null` while the
 * first answer is on its way, then the list; asked again while one is queued or processing.
 */
export function useMediaJobs(files) {
  const [jobs, setJobs] = useState(null);
  const [failed, setFailed] = useState(false);
  const key = files ? files.join(',') : '';
  useEffect(() => {
    if (files && files.length === 0) {
      setJobs([]);
      return undefined;
    }
    let timer;
    let gone = false;
    const ask = () =>
      getFetchClient()
        .get(`/studio/media-jobs${files ? `?files=${key}` : ''}`)
        .then(({ data }) => {
          if (gone) return;
          setFailed(false);
          setJobs(data.results);
          if (data.results.some((job) => job.status === 'queued' || job.status === 'processing')) {
            timer = setTimeout(ask, POLL_MS);
          }
        })
        .catch(() => {
          if (gone) return;
          setFailed(true);
          timer = setTimeout(ask, POLL_MS);
        });
    ask();
    return () => {
      gone = true;
      clearTimeout(timer);
    };
    // `key` stands for `files`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { jobs, failed };
}

const BADGE = {
  queued: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  processing: { backgroundColor: 'primary100', textColor: 'primary700' },
  ready: { backgroundColor: 'success100', textColor: 'success700' },
  failed: { backgroundColor: 'danger100', textColor: 'danger700' },
};

/** One job's state in words: "Processing 40 %", "Ready", "Failed: <the reason as a sentence>". */
export function MediaJobState({ job }) {
  const t = useStudioMessages();
  const label =
    job.status === 'processing'
      ? t('media.status.processing', { progress: job.progress ?? 0 })
      : t(`media.status.${job.status}`);
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-studio-media-status={job.status}>
      <Badge {...BADGE[job.status]}>{label}</Badge>
      {job.status === 'failed' && (
        <Typography variant="pi" textColor="danger600">
          {t(`media.reason.${job.reason}`)}
        </Typography>
      )}
      {job.status === 'failed' && job.message && (
        <Typography variant="pi" textColor="neutral600">
          {job.message}
        </Typography>
      )}
      {job.status !== 'ready' && (
        <Typography variant="pi" textColor="neutral600">
          {t(job.status === 'failed' ? 'media.original-kept' : 'media.original-served')}
        </Typography>
      )}
      {job.status === 'ready' && job.warnings?.length > 0 && (
        <Typography variant="pi" textColor="neutral600">
          {job.warnings.map((warning) => t(`media.warning.${warning.code}`)).join(' ')}
        </Typography>
      )}
    </Flex>
  );
}
