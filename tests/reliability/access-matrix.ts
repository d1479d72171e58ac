import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { isVisible, stringsOf, type DemoProtection } from './protected-demo';

/** One way of asking: the headers every request carries and the protected worlds they should open. */
export interface Credential {
  name: string;
  headers: Record<string, string>;
  /** Worlds the headers open (content and media). */
  opens: string[];
  /** Worlds a `vf_rights` cookie in `headers` opens: media only, content ignores cookies. */
  cookieOpens?: string[];
  /** Asks for the media alone: a cookie's, which content ignores (a valid cookie's full run proves that once). */
  mediaOnly?: boolean;
}

export interface MatrixTarget {
  app: FastifyInstance;
  protection: DemoProtection;
  /** The worlds with a password, whose access route (`/worlds/:slug/access`) must refuse every other key. */
  passwordWorlds: string[];
  scanSecrets: (text: string) => string[];
}

/** Routes that answer something other than the content API's collections, for every credential. */
const OTHER_ROUTES = [
  '/box-api/health',
  '/app-settings.json',
  '/de/innovation-lab',
  '/box-api/api/no-such-endpoint',
  '/box-api/api/worlds/innovation-lab',
  '/frame-check?url=x',
  // Query shapes the client never sends: a locale array, another case, offset paging, Strapi filters and drafts.
  '/box-api/api/content-locations',
  '/box-api/api/content-locations?locale[0]=de&locale[1]=en',
  '/box-api/api/articles?locale=DE',
  '/box-api/api/content-transitions?locale=de&pagination[start]=0&pagination[limit]=100',
  '/box-api/api/menus?locale=de&populate=*&filters[world][slug][$eq]=innovation-lab',
  '/box-api/api/articles?locale=de&status=draft&publicationState=preview',
];

/** Concurrently, so that one request's file reads overlap another's work. */
const each = <T>(items: T[], work: (item: T) => Promise<unknown>) => Promise.all(items.map(work));

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Asks `target` everything a visitor could ask with one credential and lists what went wrong: a needle of a world
 * the credential does not open in any answer, an item or a medium served that should not be (or, with the world
 * open, not served), an access key accepted for another world, a 5xx, a password, salt or hash in any answer.
 */
export class AccessProbe {
  requests = 0;
  readonly problems: string[] = [];
  /** The credential being run, named in each problem. */
  private credential = '';

  constructor(private readonly target: MatrixTarget) {}

  private fail(problem: string) {
    this.problems.push(this.credential ? `${this.credential}: ${problem}` : problem);
  }

  async send(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    this.requests++;
    const res = await this.target.app.inject(options);
    const where = `${options.method ?? 'GET'} ${options.url}`;
    if (res.statusCode >= 500) this.fail(`${where}: ${res.statusCode}`);
    for (const secret of this.target.scanSecrets(`${res.body}\n${JSON.stringify(res.headers)}`)) {
      this.fail(`${where}: carries the secret ${secret}`);
    }
    return res;
  }

  /** Records the needles in `body` that `open` does not allow; returns every string the answer carries. */
  private check(where: string, body: string, open: ReadonlySet<string>): Set<string> {
    const value = parse(body);
    const strings = typeof value === 'string' ? new Set<string>() : stringsOf(value);
    const { needles } = this.target.protection;
    // A page or a plain-text error is searched for the needles long enough to mean something.
    const found =
      typeof value === 'string'
        ? [...needles.keys()].filter((needle) => needle.length >= 8 && body.includes(needle))
        : strings;
    for (const text of found) {
      const needle = needles.get(text);
      if (needle && !isVisible(needle.requires, open)) this.fail(`${where}: leaks ${needle.label}`);
    }
    return strings;
  }

  async run(credential: Credential): Promise<void> {
    this.credential = credential.name;
    const { headers } = credential;
    const open = new Set(credential.opens);
    await this.media(headers, new Set([...credential.opens, ...(credential.cookieOpens ?? [])]), 'headers');
    if (credential.mediaOnly) return;
    await this.collections(headers, open);
    await this.items(headers, open);
    const session = await this.send({ method: 'POST', url: '/box-api/api/session', headers });
    const cookie = /vf_rights=([^;]+)/.exec(String(session.headers['set-cookie'] ?? ''))?.[1];
    if (cookie) await this.media({ cookie: `vf_rights=${cookie}` }, open, 'session cookie');
    await this.accessRoutes(headers, open);
    for (const url of OTHER_ROUTES) this.check(url, (await this.send({ url, headers })).body, open);
  }

  /** Every endpoint in every locale, every page; with a world open, everything of it in that locale arrives. */
  private async collections(headers: Record<string, string>, open: ReadonlySet<string>) {
    const { localized, unlocalized, locales, needles, byLocale } = this.target.protection;
    const list = async (endpoint: string, locale?: string) => {
      const seen = new Set<string>();
      for (let page = 1, pages = 1; page <= pages; page++) {
        const query = `${locale ? `locale=${locale}&` : ''}pagination[page]=${page}&pagination[pageSize]=100`;
        const url = `/box-api/api/${endpoint}?${query}`;
        const res = await this.send({ url, headers });
        for (const text of this.check(url, res.body, open)) seen.add(text);
        const answer = parse(res.body) as { meta?: { pagination?: { pageCount?: number } } };
        pages = answer.meta?.pagination?.pageCount ?? 1;
      }
      return seen;
    };
    await each(unlocalized, (endpoint) => list(endpoint));
    for (const locale of locales) {
      const seen = new Set<string>();
      await each(localized, async (endpoint) => {
        for (const text of await list(endpoint, locale)) seen.add(text);
      });
      const missing = [...(byLocale.get(locale) ?? [])].filter((text) => {
        const needle = needles.get(text);
        return needle && isVisible(needle.requires, open) && !seen.has(text);
      });
      if (missing.length > 0) {
        const labels = [...new Set(missing.map((text) => needles.get(text)?.label))].slice(0, 5);
        this.fail(`${locale}: ${missing.length} strings of open worlds not served, e.g. of ${labels.join(', ')}`);
      }
    }
  }

  /** `/:endpoint/:documentId` of every protected item: 200 with the item when open, else no answer with it. */
  private async items(headers: Record<string, string>, open: ReadonlySet<string>) {
    await each(this.target.protection.items, async (item) => {
      const url = `/box-api/api/${item.endpoint}/${item.documentId}?locale=${item.locale}`;
      const res = await this.send({ url, headers });
      const served =
        res.statusCode === 200 &&
        (parse(res.body) as { data?: { documentId?: unknown } }).data?.documentId === item.documentId;
      if (served !== isVisible([item.requires], open))
        this.fail(`${url}: ${item.label} ${served ? 'served' : 'withheld'}`);
      this.check(url, res.body, open);
    });
  }

  /** Every upload only protected content uses, its first bytes asked for by Range (the rest would prove nothing). */
  private async media(headers: Record<string, string>, open: ReadonlySet<string>, via: string) {
    await each(this.target.protection.media, async ({ url, requires, head }) => {
      const res = await this.send({
        url: `/box-api${url}`,
        headers: { ...headers, range: `bytes=0-${head.length - 1}` },
      });
      const served = res.statusCode < 300 && res.rawPayload.subarray(0, head.length).equals(head);
      if (served !== isVisible(requires, open)) this.fail(`${url} with ${via}: ${served ? 'served' : 'refused'}`);
    });
  }

  /** The route a client checks a stored key with: 204 only for a key of that very world. */
  private async accessRoutes(headers: Record<string, string>, open: ReadonlySet<string>) {
    const keys = (headers['x-world-access'] ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    for (const world of this.target.passwordWorlds) {
      let accepted = false;
      for (const key of keys) {
        const url = `/box-api/api/worlds/${world}/access?key=${encodeURIComponent(key)}`;
        accepted ||= (await this.send({ url })).statusCode === 204;
      }
      if (accepted !== open.has(world))
        this.fail(`/worlds/${world}/access ${accepted ? 'accepted' : 'refused'} the keys`);
    }
  }
}
