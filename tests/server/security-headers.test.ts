import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('the CSP and the tag manager', () => {
  it('names the tag manager for scripts, connections and images only when a container is configured', () => {
    const off = contentSecurityPolicy(undefined, [], false);
    expect(off).not.toContain('googletagmanager');
    const on = contentSecurityPolicy(undefined, [], true);
    expect(directive(on, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(on, 'connect-src')).toContain('https://www.googletagmanager.com');
    expect(directive(on, 'img-src')).toContain('https://www.googletagmanager.com');
    expect(directive(on, 'frame-src')).not.toContain('googletagmanager');
  });

  it('never allows inline scripts or eval', () => {
    for (const csp of [contentSecurityPolicy(undefined), contentSecurityPolicy('https://cms.example.com', [], true)]) {
      expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});
