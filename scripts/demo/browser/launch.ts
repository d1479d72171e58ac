import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { chromium, type Browser, type Page } from 'playwright-core';

const ORIGIN = 'http://demo.render';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCENE_DIR = path.resolve(import.meta.dirname, '../scene');
const THREE_DIR = path.join(ROOT, 'node_modules/three');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];

const PAGE_HTML = `<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;background:#000;overflow:hidden}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><script type="module">
import { boot } from '/scene/main.ts';
boot().then(() => { window.__ready = true; }, (e) => { window.__error = String(e && e.stack || e); });
</script></body></html>`;

const transpiled = new Map<string, string>();

/** Scene modules are TypeScript; the page gets them as plain ES modules (types stripped, imports kept). */
async function sceneModule(file: string): Promise<string> {
  const cached = transpiled.get(file);
  if (cached !== undefined) return cached;
  const source = await readFile(file, 'utf8');
  const out = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
      rewriteRelativeImportExtensions: false,
    },
    fileName: file,
  }).outputText;
  transpiled.set(file, out);
  return out;
}

export interface RenderBrowser {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * Opens headless Chromium (SwiftShader WebGL) on a page that has booted the demo factory scene.
 * `hash` carries development switches to the page, e.g. '#noaa' (no MSAA) for benchmarks.
 */
export async function openSceneBrowser(hash = ''): Promise<RenderBrowser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') console.log(`[page ${msg.type()}] ${msg.text()}`);
  });
  page.on('pageerror', (err) => console.log(`[page error] ${err.message}`));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const p = decodeURIComponent(url.pathname);
    if (p === '/' || p === '/index.html') return route.fulfill({ contentType: 'text/html', body: PAGE_HTML });
    if (p.startsWith('/three/')) {
      const file = path.join(THREE_DIR, p.slice('/three/'.length));
      if (!file.startsWith(THREE_DIR)) return route.fulfill({ status: 403 });
      return route.fulfill({ contentType: 'text/javascript', body: await readFile(file) });
    }
    if (p.startsWith('/scene/')) {
      const file = path.join(SCENE_DIR, p.slice('/scene/'.length));
      if (!file.startsWith(SCENE_DIR)) return route.fulfill({ status: 403 });
      return route.fulfill({ contentType: 'text/javascript', body: await sceneModule(file) });
    }
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${ORIGIN}/index.html${hash}`);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __ready?: boolean; __error?: string };
      if (w.__error) throw new Error(w.__error);
      return w.__ready === true;
    },
    undefined,
    { timeout: 300_000, polling: 200 },
  );
  return { browser, page, close: () => browser.close() };
}
