import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/router';

const render = (address: string) =>
  renderToString(createElement(MemoryRouter, { initialEntries: [address] }, createElement(AppRoutes)));

describe('app routes', () => {
  it('show the not-found screen for an address no route matches, never a blank page', () => {
    // React Router warns about each; the screen is what counts here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const address of ['//evil.com', '/de//factory', '/de/factory/a%0Ab', '/de/factory/hall/%E2%80%A8']) {
      expect(render(address), address).toContain('data-status="404"');
    }
    warn.mockRestore();
  });
});
