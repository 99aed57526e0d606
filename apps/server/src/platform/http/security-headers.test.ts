import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyHeader, lightweightChartsLogoStyle } from './security-headers';

describe('the content security policy', () => {
  it('allows no inline style but a page’s nonce and the chart library’s logo style, by its hash', () => {
    expect(contentSecurityPolicyHeader()).toContain(`style-src 'self' ${lightweightChartsLogoStyle};`);
    expect(contentSecurityPolicyHeader('abc')).toContain(
      `style-src 'self' ${lightweightChartsLogoStyle} 'nonce-abc';`,
    );
    expect(contentSecurityPolicyHeader('abc')).not.toContain('unsafe-inline');
  });

  it('names the hash of the style element the installed lightweight-charts adds', () => {
    // The web app's dependency, read where npm put it: an upgrade that changes the style fails here, not in a
    // browser that refuses it.
    const packageFile = createRequire(import.meta.url).resolve('lightweight-charts/package.json', {
      paths: [new URL('../../../../web', import.meta.url).pathname],
    });
    const source = readFileSync(
      packageFile.replace(/package\.json$/, 'dist/lightweight-charts.production.mjs'),
      'utf8',
    );
    const style = /createElement\("style"\),this\.\w+\.innerText="([^"]*)"/.exec(source)?.[1];
    expect(style).toBeDefined();
    const hash = createHash('sha256').update(style!).digest('base64');
    expect(lightweightChartsLogoStyle).toBe(`'sha256-${hash}'`);
  });
});
