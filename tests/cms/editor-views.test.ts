import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Content Manager's views for editors (cms/src/seed/editor-views.js): every content type and component editors
// see has one, naming only fields its schema has, in rows Strapi accepts, each field placed once; applied over what
// the store holds, it changes only what it names.

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}
type View = { mainField?: string; fields?: Record<string, unknown[]>; edit?: string[][]; list?: string[] };

const views = createRequire(import.meta.url)('../../cms/src/seed/editor-views.js') as {
  configurationOf: (
    uid: string,
    view: View,
    attributes: Record<string, Attribute>,
    current: Configuration,
  ) => Configuration;
  CONTENT_TYPES: Record<string, View>;
  COMPONENTS: Record<string, View>;
};

const cms = join(import.meta.dirname, '..', '..', 'cms', 'src');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, Attribute> };

/** Every schema of cms/src by its uid: `api::<name>.<name>` and `<category>.<name>`. */
const schemas = new Map<string, Record<string, Attribute>>();
for (const api of readdirSync(join(cms, 'api'))) {
  const dir = join(cms, 'api', api, 'content-types');
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    schemas.set(`api::${api}.${name.name}`, read(join(dir, name.name, 'schema.json')).attributes);
}
for (const category of readdirSync(join(cms, 'components')))
  for (const file of readdirSync(join(cms, 'components', category)))
    schemas.set(`${category}.${file.replace(/\.json$/, '')}`, read(join(cms, 'components', category, file)).attributes);

const all = { ...views.CONTENT_TYPES, ...views.COMPONENTS };
const blank: Configuration = { settings: {}, metadatas: {}, layouts: { list: [], edit: [] } };

describe('the editors’ views of the Content Manager', () => {
  it('label every field of every content type and component', () => {
    expect(Object.keys(all).sort()).toEqual([...schemas.keys()].sort());
    for (const [uid, attributes] of schemas)
      expect(Object.keys(all[uid]!.fields ?? {}).sort(), uid).toEqual(Object.keys(attributes).sort());
  });

  it('place each field once, in rows of at most 12 columns', () => {
    for (const [uid, view] of Object.entries(all)) {
      const { layouts } = views.configurationOf(uid, view, schemas.get(uid)!, blank);
      if (!view.edit) continue;
      const names = layouts.edit.flat().map((field) => field.name);
      expect(names, uid).toEqual([...new Set(names)]);
      expect(names.sort(), uid).toEqual(Object.keys(schemas.get(uid)!).sort());
      for (const row of layouts.edit)
        expect(
          row.reduce((sum, f) => sum + f.size, 0),
          uid,
        ).toBeLessThanOrEqual(12);
    }
  });

  it('name lists and pickers by a title or name, and relations by their target’s', () => {
    for (const uid of ['api::content-location.content-location', 'api::article.article', 'api::dashboard.dashboard'])
      expect(all[uid]!.mainField, uid).toBe('title');
    expect(all['api::world.world']!.mainField).toBe('name');
    for (const [uid, attributes] of schemas)
      for (const [name, attribute] of Object.entries(attributes).filter(([, a]) => a.type === 'relation')) {
        const { metadatas } = views.configurationOf(uid, all[uid]!, attributes, blank);
        const target = all[attribute.target!]!.mainField;
        expect(metadatas[name]!.edit.mainField, `${uid}.${name}`).toBe(target);
      }
  });

  it('change only what they name: an admin’s own settings, other fields and Strapi’s extra keys stay', () => {
    const uid = 'api::menu.menu';
    const current: Configuration = {
      settings: { pageSize: 50, mainField: 'id', bulkable: false },
      metadatas: {
        title: { edit: { label: 'title', placeholder: 'Menu title' }, list: { label: 'title', sortable: true } },
        createdBy: { edit: { label: 'createdBy', mainField: 'firstname' }, list: { label: 'Author' } },
        updatedAt: { edit: { label: 'updatedAt', visible: false }, list: { label: 'updatedAt', sortable: true } },
      },
      layouts: { list: ['id'], edit: [[{ name: 'items', size: 12 }], [{ name: 'createdBy', size: 6 }]] },
    };
    const next = views.configurationOf(uid, all[uid]!, schemas.get(uid)!, current);
    expect(next.settings).toEqual({
      pageSize: 50,
      bulkable: false,
      mainField: 'title',
      defaultSortBy: 'title',
      defaultSortOrder: 'ASC',
    });
    expect(next.metadatas.title).toEqual({
      edit: { label: 'Title', description: '', placeholder: 'Menu title', visible: true, editable: true },
      list: { label: 'Title', sortable: true },
    });
    expect(next.metadatas.createdBy).toEqual(current.metadatas.createdBy);
    // Strapi's times, in every list: labelled too.
    expect(next.metadatas.updatedAt).toEqual({
      edit: { label: 'Last changed', visible: false },
      list: { label: 'Last changed', sortable: true },
    });
    expect(next.layouts.edit.map((row) => row.map((f) => f.name))).toEqual([
      ['title', 'key'],
      ['items'],
      ['createdBy'],
    ]);
  });

  it('refuse a field the schema does not have and a row too wide', () => {
    const attributes = schemas.get('api::menu.menu')!;
    expect(() => views.configurationOf('m', { fields: { titel: ['Title'] } }, attributes, blank)).toThrow(
      /no field titel/,
    );
    expect(() => views.configurationOf('m', { edit: [['items', 'title']] }, attributes, blank)).toThrow(/18 columns/);
  });
});
