// `npm run export-bundle -- --from <cms url> [--token <api token>] [--out <dir>]`: writes a complete offline bundle
// from a CMS (Strapi 5, or any server answering its REST format, such as this project's own server): the JSON of
// every endpoint of app-settings.json in every locale (`api/<endpoint>/<locale>.json`, `api/<endpoint>.json` for a
// type that is not localized), and every media file those answers name, with each of its formats
// (`uploads/<file>`). The embedded server serves the result as it is (`CONTENT_DIR=<dir> npm start`).
//
// Strapi needs `--token`, a full-access API token (the showroom server's, `CMS_TOKEN`, which is the default): it
// refuses every read without one (403, cms/README.md "Access"). With it the world passwords' salts and hashes come
// from Strapi's `/api/world-secrets` into `server/world-secrets.json`. This project's server needs no token (the
// export holds what it shows a visitor); the previous export's `server/` folder is carried over. The bundle is
// written beside `--out` and moved into place only when complete: a kiosk reading `--out` never sees half an
// export. Users are never exported: logins need the CMS (`CMS_URL`) or the bundle's own users.json.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportBundle } from '../server/bundle-export.ts';
import { ApiError } from '../src/content/api-error.ts';
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
    console.error(
      'usage: npm run export-bundle -- --from <cms url> [--token <t>] [--out <dir>] [--settings <file>]\n' +
        '  --token: a full-access Strapi API token (default: CMS_TOKEN), which Strapi needs for every read',
    );
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
  }).catch((error: unknown) => {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
    const hint = values.token
      ? 'the --token given is not a full-access Strapi API token'
      : 'Strapi answers nothing without a token: pass --token <a full-access API token> or set CMS_TOKEN';
    throw new Error(`${error.message}: ${hint} (cms/README.md, "Access")`, { cause: error });
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
