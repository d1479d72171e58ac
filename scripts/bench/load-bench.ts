import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { parseClientSettings } from '../../src/content/client-settings.ts';
import { mergeQueryParams, stringifyQuery } from '../../src/content/query.ts';
import type { LoadFigures, Scenario } from './load-driver.ts';
import { fixed, type Row } from './stats.ts';

const run = promisify(execFile);
const CONNECTIONS = 16;
const SECONDS = 5;

/** One scenario, driven from a second process. */
export async function drive(scenario: Omit<Scenario, 'connections' | 'seconds'>): Promise<LoadFigures> {
  const full: Scenario = { connections: CONNECTIONS, seconds: SECONDS, ...scenario };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/load-driver.ts', JSON.stringify(full)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadFigures;
}

/** The client's own request for every location in German, as the tour sends it on boot. */
export function contentPath(): string {
  const settings = parseClientSettings(JSON.parse(readFileSync('public/app-settings.json', 'utf8')));
  const endpoint = settings.endpoints.find((entry) => entry.store === 'contents')!;
  const query = { ...mergeQueryParams(endpoint.params), locale: 'de', pagination: { page: 1, pageSize: 100 } };
  return `${settings.apiBase}${endpoint.path}?${stringifyQuery(query)}`;
}

export const rows = (what: string, figures: LoadFigures): Row[] => [
  {
    figure: `load: ${what}, requests per second (${CONNECTIONS} connections, ${SECONDS} s)`,
    value: fixed(figures.requestsPerSecond, 0),
    target: 'report',
  },
  { figure: `load: ${what}, p99 latency ms`, value: fixed(figures.p99Ms, 0), target: 'report' },
  {
    figure: `load: ${what}, failed answers (errors + non-2xx)`,
    value: String(figures.errors + figures.non2xx),
    target: '0',
  },
];

/**
 * Requests per second and p99 latency of the embedded server on loopback, driven by autocannon from a second
 * process: content (the tour's biggest request), a video's first 64 KiB by Range, and contact submissions (each a
 * new visitor: the server runs behind TRUST_PROXY here, so the per-visitor rate limit does not cut the bench short).
 */
export async function loadBench(url: string): Promise<Row[]> {
  const video = readdirSync('content/demo/uploads').find((name) => name.endsWith('.mp4'))!;
  const content = await drive({ url: `${url}${contentPath()}` });
  const media = await drive({ url: `${url}/box-api/uploads/${video}`, headers: { range: 'bytes=0-65535' } });
  const contact = await drive({
    url: `${url}/box-api/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        firstName: 'Bench',
        lastName: 'Visitor',
        company: 'Load Test',
        phone: '+49 30 1234567',
        email: 'bench@visitor.example',
        subject: 'Load',
        message: 'A submission of the load bench.',
        locale: 'de',
        fillMs: 5000,
        homepage: '',
      },
    }),
    freshSubmission: true,
  });
  return [
    ...rows('content from the bundle', content),
    ...rows('video range 64 KiB', media),
    ...rows('contact submissions stored', contact),
  ];
}
