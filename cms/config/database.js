'use strict';

const path = require('node:path');

/**
 * SQLite by default (DATABASE_FILENAME, default .tmp/data.db); PostgreSQL when DATABASE_URL is set
 * (postgres://user:password@host:5432/db). DATABASE_SSL=true turns TLS on for PostgreSQL.
 */
module.exports = ({ env }) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
