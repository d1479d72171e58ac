import { Link } from 'react-router-dom';
import { Loader, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useStudioMessages } from '../messages.js';
import { entryOf, entryPath } from './entries.js';

/** The table's columns, in order (their headers: messages `map.column.<name>`). */
const COLUMNS = ['kind', 'entry', 'problem', 'locales'];

/** The tour check's problems of the world (and those of no world) as a table, each with a link to its entry. */
export function ProblemList({ problems, listed, source, locale }) {
  const t = useStudioMessages();
  if (problems === null) return <Loader small>{t('map.checking')}</Loader>;
  if (!listed.length) return <Typography>{t('map.no-problems')}</Typography>;
  return (
    <Table colCount={COLUMNS.length} rowCount={listed.length + 1} data-testid="studio.problems">
      <Thead>
        <Tr>
          {COLUMNS.map((column) => (
            <Th key={column}>
              <Typography variant="sigma">{t(`map.column.${column}`)}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {listed.map((problem) => {
          const entry = entryOf(problem, source);
          const { type, id } = problem.entity;
          const name = `${t(`map.entity.${type}`)} ${id}`;
          return (
            <Tr key={`${problem.kind} ${type} ${id} ${problem.message}`} data-studio-problem-kind={problem.kind}>
              <Td>
                <Typography textColor="danger600" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                  <WarningCircle aria-hidden fill="danger600" />
                  {t(`map.kind.${problem.kind}`)}
                </Typography>
              </Td>
              <Td>
                {entry ? (
                  <Link to={entryPath(entry[0], entry[1], locale)}>{name}</Link>
                ) : (
                  <Typography>{name}</Typography>
                )}
              </Td>
              <Td>
                <Typography>{problem.message}</Typography>
              </Td>
              <Td>
                <Typography>
                  {problem.locales.length === 10 ? t('map.all-locales') : problem.locales.join(', ')}
                </Typography>
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
