import { contactDashboardOf } from './action-stack.ts';
import { contactFieldError } from './contact.ts';
import type { ActionTarget, Dashboard, Menu } from './types.ts';

const valid = (address: string | null | undefined): string | null =>
  address && contactFieldError('email', address.trim()) === null ? address.trim() : null;

function firstContactMail(dashboard: Dashboard | null | undefined): string | null {
  for (const contact of dashboard?.contacts ?? []) {
    const address = valid(contact.email);
    if (address) return address;
  }
  return null;
}

function menuMail(menu: Menu | null): string | null {
  for (const item of menu?.items ?? []) {
    for (const { action, target } of item.steps) {
      const url = target.url?.trim() ?? '';
      if (action !== 'open-link' || !/^mailto:/i.test(url)) continue;
      let address: string;
      try {
        address = decodeURIComponent(url.slice('mailto:'.length).split('?')[0] ?? '');
      } catch {
        continue;
      }
      const checked = valid(address);
      if (checked) return checked;
    }
  }
  return null;
}

/**
 * The address a visitor can write to when the contact form cannot send (SPEC §5 "send us an email"): a contact
 * person of the dashboard the step names, else the contacts menu's mail link, else a contact person of the
 * first dashboard that has one; null when the content has none.
 */
export function contactMailOf(target: ActionTarget, contactsMenu: Menu | null, dashboards: readonly Dashboard[]) {
  const named = target.id === null ? undefined : dashboards.find((dashboard) => dashboard.id === target.id);
  return firstContactMail(named) ?? menuMail(contactsMenu) ?? firstContactMail(contactDashboardOf(target, dashboards));
}
