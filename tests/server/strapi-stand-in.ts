import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { credentialOf, type UserState } from '../../server/users';

interface StoredUser {
  id: number;
  hash: string;
}

/**
 * The routes cms/ adds to Strapi's REST, on this project's own server over a bundle (`dir`): the world secrets and
 * the user states, which the CMS mirror reads besides the content. `users` changes what Strapi would say of them.
 */
export function addStrapiRoutes(
  source: FastifyInstance,
  dir: string,
  options: { secrets?: () => boolean; users?: (states: UserState[]) => UserState[] } = {},
): void {
  source.get('/box-api/_health', async (_request, reply) => reply.code(204).send());
  source.get('/box-api/api/world-secrets', async (_request, reply) => {
    if (options.secrets && !options.secrets())
      return reply.code(404).send({ data: null, error: { status: 404, name: 'NotFoundError' } });
    return { data: JSON.parse(await readFile(join(dir, 'server', 'world-secrets.json'), 'utf8')) as unknown };
  });
  source.get('/box-api/api/user-states', async () => {
    const users = JSON.parse(await readFile(join(dir, 'server', 'users.json'), 'utf8')) as StoredUser[];
    const states = users.map(({ id, hash }) => ({ id, blocked: false, credential: credentialOf(hash) }));
    return { data: options.users ? options.users(states) : states };
  });
}
