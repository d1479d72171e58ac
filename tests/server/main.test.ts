import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  fixture = await createFixture();
  child = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DIR: fixture.contentDir,
      DIST_DIR: fixture.distDir,
      MEDIA_HOST: 'https://media.example.com',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Virtual Factory showroom: (http:\/\/localhost:\d+\/)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
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
