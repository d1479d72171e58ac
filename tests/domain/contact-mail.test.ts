import { describe, expect, it } from 'vitest';
import { contactMailOf } from '../../src/domain/contact-mail.ts';
import { NO_TARGET } from '../../src/domain/menus.ts';
import type { Dashboard, Menu } from '../../src/domain/types.ts';

const dashboard = (id: number, emails: (string | null)[]): Dashboard => ({
  id,
  title: `Dashboard ${id}`,
  logo: null,
  links: [],
  contacts: emails.map((email, i) => ({ id: i, name: `P${i}`, role: '', email, phone: null, image: null })),
  actionButtons: [],
  mediaLibrary: [],
});

const menu = (...urls: string[]): Menu => ({
  key: 'application-contacts',
  title: 'Contacts',
  items: urls.map((url, i) => ({
    id: i,
    label: `Item ${i}`,
    steps: [{ action: 'open-link', target: { ...NO_TARGET, url } }],
    media: null,
    cover: null,
  })),
});

describe('contactMailOf', () => {
  const dashboards = [
    dashboard(1, []),
    dashboard(2, [null, 'team@factory.example']),
    dashboard(3, ['cto@factory.example']),
  ];

  it('prefers a contact person of the dashboard the step names', () => {
    expect(contactMailOf({ ...NO_TARGET, id: 3 }, menu('mailto:info@factory.example'), dashboards)).toBe(
      'cto@factory.example',
    );
  });

  it("then the contacts menu's mail link (without its query), then the first dashboard with a mail", () => {
    expect(
      contactMailOf(NO_TARGET, menu('https://x.example', 'mailto:info@factory.example?subject=Hi'), dashboards),
    ).toBe('info@factory.example');
    expect(contactMailOf(NO_TARGET, menu('mailto:not-an-address'), dashboards)).toBe('team@factory.example');
    expect(contactMailOf(NO_TARGET, null, [dashboard(1, ['bad\r\nBcc: x@y.example'])])).toBeNull();
    expect(contactMailOf(NO_TARGET, null, [])).toBeNull();
  });
});
