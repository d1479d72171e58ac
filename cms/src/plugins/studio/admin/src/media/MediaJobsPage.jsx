import { Box, Loader, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { useStudioMessages } from '../messages.js';
import { MediaJobState, useMediaJobs } from './media-jobs.jsx';

/** What the pipeline made of a file: "720p, 1080p, poster, first and last frame" in the admin's words. */
function Outputs({ formats }) {
  const t = useStudioMessages();
  const keys = Object.keys(formats ?? {});
  return keys.length === 0 ? '–' : keys.map((key) => t(`media.format.${key}`)).join(', ');
}

/**
 * The studio's "Videos" page (issue 33, point 2): every video uploaded since the pipeline runs in Strapi, newest first,
 * with its job's state (queued, processing with its progress, ready, failed with the reason as a sentence), its kind
 * and what was made of it.
 */
export default function MediaJobsPage() {
  const t = useStudioMessages();
  const { jobs, failed } = useMediaJobs(null);
  return (
    <Page.Main>
      <Page.Title>{t('media.title')}</Page.Title>
      <Layouts.Header title={t('media.title')} subtitle={t('media.subtitle')} />
      <Layouts.Content>
        {failed && (
          <Typography textColor="danger600" role="alert">
            {t('media.load-failed')}
          </Typography>
        )}
        {jobs === null ? (
          <Loader>{t('media.loading')}</Loader>
        ) : jobs.length === 0 ? (
          <Typography>{t('media.empty')}</Typography>
        ) : (
          <Box background="neutral0" shadow="tableShadow" hasRadius>
            <Table colCount={4} rowCount={jobs.length + 1} aria-label={t('media.title')}>
              <Thead>
                <Tr>
                  <Th>{t('media.column.file')}</Th>
                  <Th>{t('media.column.kind')}</Th>
                  <Th>{t('media.column.status')}</Th>
                  <Th>{t('media.column.outputs')}</Th>
                </Tr>
              </Thead>
              <Tbody>
                {jobs.map((job) => (
                  <Tr key={job.file.id} data-studio-media-file={job.file.name}>
                    <Td>
                      <Typography fontWeight="bold">{job.file.name}</Typography>
                    </Td>
                    <Td>
                      <Typography>{job.kind ? t(`media.kind.${job.kind}`) : '–'}</Typography>
                    </Td>
                    <Td>
                      <MediaJobState job={job} />
                    </Td>
                    <Td>
                      <Typography>
                        <Outputs formats={job.file.formats} />
                      </Typography>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </Box>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}
