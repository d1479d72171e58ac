import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFixture, spawnServer, type Fixture } from './fixture';

let fixture: Fixture;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  fixture = await createFixture();
  ({ child, url } = await spawnServer(fixture, { MEDIA_HOST: 'https://media.example.com' }));
}, 30_000);

afterAll(async () => {
  child.kill('SIGTERM');
  await fixture.dispose();
});

it('starts from the environment and prints its real port', async () => {
  expect(url).not.toContain(':0/');
  const icons = await fetch(new URL('/box-api/api/icons', url));
  expect((await icons.json()).meta.pagination.total).toBe(30);
  const settings = await fetch(new URL('/app-settings.json', url));
  expect((await settings.json()).mediaHost).toBe('https://media.example.com');
  const page = await fetch(new URL('/de/factory', url));
  expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
});
