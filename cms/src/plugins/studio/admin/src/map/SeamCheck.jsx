import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Flex, Loader, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { getFetchClient } from '@strapi/strapi/admin';
import { chooseBackground } from '../../../../../../../src/domain/media.ts';
import { seamPairs } from '../../../../../../../src/domain/seams.ts';
import { useStudioMessages } from '../messages.js';
import { entryPath } from './entries.js';

/** The table's columns, in order (their headers: messages `seams.column.<name>`). */
const COLUMNS = ['transition', 'seam', 'likeness', 'pictures', 'fix'];

/** A picture of the last check (its two sides), fetched with the editor's sign-in. */
function SeamPicture({ name, alt }) {
  const [url, setUrl] = useState(null);
  useEffect(() => {
    let shown = null;
    let live = true;
    getFetchClient()
      .get(`/studio/seams/pictures/${encodeURIComponent(name)}`, { responseType: 'blob' })
      .then(({ data }) => live && setUrl((shown = URL.createObjectURL(data))))
      .catch(() => undefined);
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [name]);
  return url ? (
    <img src={url} alt={alt} width={480} height={135} style={{ display: 'block' }} />
  ) : (
    <Box width="480px" height="135px" background="neutral150" />
  );
}

/** A request's failure in the editor's words: a check already running, else what the server said. */
function failureText(t, failure) {
  if (failure?.status === 409) return t('seams.busy');
  return t('seams.failed', { error: failure?.message ?? String(failure) });
}

/**
 * The seam check of a world (issue 33, point 4): where its clips meet the stills of their locations and each other
 * (`seamPairs` of src/domain/seams.ts over the map's content), compared on the server (`POST /studio/seams`); each
 * mismatch with its two pictures side by side, and for a clip's end "use its last frame as the location's still"
 * (`POST /studio/seams/adopt`, then `onChanged` reads the tour again).
 */
export function SeamCheck({ content, world, source, locale, onChanged }) {
  const t = useStudioMessages();
  const pairs = useMemo(
    () =>
      seamPairs({
        locations: content.locations,
        transitions: content.transitions.filter((transition) => transition.worldSlug === world),
      }),
    [content, world],
  );
  const [result, setResult] = useState(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const [adopted, setAdopted] = useState(null);
  const titles = useMemo(() => new Map(content.locations.map((l) => [l.payloadId, l.title || l.payloadId])), [content]);
  const title = (id) => titles.get(id) ?? id;
  // Until the tour is read again after a fix, the pairs are the old ones: no check before.
  const [rereading, setRereading] = useState(false);
  useEffect(() => {
    setResult(null);
    setRereading(false);
  }, [pairs]);

  const check = async () => {
    setBusy(true);
    setError(null);
    setAdopted(null);
    try {
      const { data } = await getFetchClient().post('/studio/seams', { pairs });
      setResult(data.data);
    } catch (failure) {
      setError(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const adopt = async (seam) => {
    const location = content.locations.find((l) => l.payloadId === seam.location);
    const key = location && chooseBackground(location.backgrounds, 'landscape')?.key;
    setBusy(true);
    setError(null);
    try {
      await getFetchClient().post('/studio/seams/adopt', { transition: seam.transition, location: seam.location, key });
      setAdopted(title(seam.location));
      setResult(null);
      setRereading(true);
      onChanged();
    } catch (failure) {
      setError(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const mismatches = result?.seams.filter((seam) => !seam.matches) ?? [];
  const place = (seam) =>
    seam.kind === 'chain'
      ? t('seams.place.chain', { next: seam.next })
      : t(`seams.place.${seam.kind}`, { location: title(seam.location) });
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="studio.seams">
      <Typography variant="pi" textColor="neutral600">
        {t('seams.help')}
      </Typography>
      <Flex gap={3}>
        <Button onClick={check} disabled={busy || rereading || pairs.length === 0} loading={busy || rereading}>
          {t('seams.check')}
        </Button>
        {busy && <Loader small>{t('seams.checking', { count: pairs.length })}</Loader>}
      </Flex>
      {error && (
        <Typography textColor="danger600" role="alert">
          {error}
        </Typography>
      )}
      {adopted && (
        <Typography textColor="success600" role="status">
          {t('seams.adopted', { location: adopted })}
        </Typography>
      )}
      {result && !mismatches.length && (
        <Typography role="status">{t('seams.all-match', { count: result.seams.length })}</Typography>
      )}
      {mismatches.length > 0 && (
        <>
          <Typography role="status">
            {t('seams.summary', { count: result.seams.length, mismatches: mismatches.length })}
          </Typography>
          <Table colCount={COLUMNS.length} rowCount={mismatches.length + 1} data-testid="studio.seam-list">
            <Thead>
              <Tr>
                {COLUMNS.map((column) => (
                  <Th key={column}>
                    <Typography variant="sigma">{t(`seams.column.${column}`)}</Typography>
                  </Th>
                ))}
              </Tr>
            </Thead>
            <Tbody>
              {mismatches.map((seam) => {
                const documentId = source.documentId('/api/content-transitions', seam.transition);
                return (
                  <Tr key={`${seam.transition} ${seam.kind} ${seam.next ?? ''}`} data-studio-seam={seam.kind}>
                    <Td>
                      {documentId ? (
                        <Link to={entryPath('transition', documentId, locale)}>{seam.transition}</Link>
                      ) : (
                        <Typography>{seam.transition}</Typography>
                      )}
                    </Td>
                    <Td>
                      <Typography>{place(seam)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{t('seams.likeness', { percent: Math.round(seam.similarity * 100) })}</Typography>
                    </Td>
                    <Td>
                      {seam.picture && <SeamPicture name={seam.picture} alt={`${seam.transition}: ${place(seam)}`} />}
                    </Td>
                    <Td>
                      {seam.kind === 'end' && (
                        <Button variant="secondary" disabled={busy} onClick={() => adopt(seam)}>
                          {t('seams.adopt', { location: title(seam.location) })}
                        </Button>
                      )}
                    </Td>
                  </Tr>
                );
              })}
            </Tbody>
          </Table>
        </>
      )}
    </Flex>
  );
}
