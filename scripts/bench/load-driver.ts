// The load bench's second process (scripts/bench/load-bench.ts runs it): drives one scenario against a server with
// autocannon and prints its figures as one JSON line, so that the load and the server never share a process.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

export interface Scenario {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request a new contact submission from another client address (behind TRUST_PROXY). */
  freshSubmission?: boolean;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Answers outside 2xx (autocannon counts them apart). */
  non2xx: number;
}

const scenario = JSON.parse(process.argv[2] ?? '{}') as Scenario;
let address = 0;
const result = await autocannon({
  url: scenario.url,
  method: scenario.method ?? 'GET',
  headers: scenario.headers,
  body: scenario.body,
  connections: scenario.connections,
  duration: scenario.seconds,
  requests: scenario.freshSubmission
    ? [
        {
          setupRequest: (request) => {
            address = (address + 1) % 65_000;
            return {
              ...request,
              headers: {
                ...request.headers,
                'idempotency-key': randomUUID(),
                'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
              },
            };
          },
        },
      ]
    : undefined,
});
const figures: LoadFigures = {
  requestsPerSecond: result.requests.average,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
console.log(JSON.stringify(figures));
