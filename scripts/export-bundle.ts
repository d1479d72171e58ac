// `npm run export-bundle -- --from <cms url> [--out <dir>] [--token <api token>]`: writes a complete offline bundle
// from a CMS (Strapi 5, or any server answering its REST format, such as this project's own server): the JSON of
// every endpoint of app-settings.json in every locale (`api/<endpoint>/<locale>.json`, `api/<endpoint>.json` for a
// type that is not localized), and every media file those answers name, with each of its formats
// (`uploads/<file>`). The embedded server serves the result as it is (`CONTENT_DIR=<dir> npm start`).
//
// The bundle is written beside `--out` and moved into place only when complete: a kiosk reading `--out` never
// sees half an export. With `--token` (a full-access Strapi API token) the world passwords' salts and hashes come
// from Strapi's `/api/world-secrets` into `server/world-secrets.json`; without one, the previous export's `server/`
// folder is carried over. Users are never exported: logins need the CMS (`CMS_URL`) or the bundle's own users.json.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportBundle } from '../server/bundle-export.ts';
import { parseClientSettings } from '../src/content/client-settings.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: 'content/exported' },
      settings: { type: 'string', default: 'public/app-settings.json' },
      token: { type: 'string', default: process.env.CMS_TOKEN },
    },
  });
  if (!values.from) {
    console.error('usage: npm run export-bundle -- --from <cms url> [--out <dir>] [--settings <file>] [--token <t>]');
    process.exit(2);
  }
  const settings = parseClientSettings(JSON.parse(await readFile(values.settings, 'utf8')));
  const report = await exportBundle({
    from: values.from,
    out: values.out,
    settings,
    token: values.token ?? null,
    worldSecrets: Boolean(values.token),
    log: (line) => console.log(line),
  });
  console.log(
    `exported ${report.items} items in ${report.files} files and ${report.media} media files to ${values.out}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
