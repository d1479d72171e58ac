'use strict';

/**
 * `strapi build` and `strapi develop` look for a tsconfig.json in cms/ AND its parents (TypeScript's
 * findConfigFile), find the client's at the repository root and try to compile cms/ as TypeScript, which
 * fails. cms/ is plain JavaScript: this runs Strapi's own build or develop function with no tsconfig
 * (`strapi start` is not affected: it only looks in cms/). Usage: node scripts/strapi-js.js build|develop
 */
const path = require('node:path');

const command = process.argv[2];
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));
const logger = createLogger({ debug: process.argv.includes('--debug'), silent: false, timestamp: false });
const cwd = path.resolve(__dirname, '..');

async function main() {
  if (command === 'build') {
    const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
    await build({ cwd, logger, tsconfig: undefined, bundler: 'vite', minify: true, sourcemap: false, stats: false });
  } else if (command === 'develop') {
    const { develop } = require(path.join(strapiDir, 'dist/src/node/develop.js'));
    await develop({
      cwd,
      logger,
      tsconfig: undefined,
      bundler: 'vite',
      polling: false,
      watchAdmin: false,
      buildAdmin: true,
      open: false,
      installDeps: false,
    });
  } else {
    throw new Error('usage: node scripts/strapi-js.js build|develop');
  }
}

main().catch((error) => {
  logger.error(error?.stack ?? String(error));
  process.exit(1);
});
