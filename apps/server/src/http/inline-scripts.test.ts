import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the pages' inline boot scripts in the Content-Security-Policy", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('allows the inline scripts of both pages by hash, and nothing else', () => {
    const portal = path.join(dir, 'portal.html');
    const app = path.join(dir, 'app.html');
    writeFileSync(
      portal,
      '<head><script type="module" src="/assets/index-A.js"></script></head>' +
        '<body><div id="root"></div><script>(()=>{document.title="x"})()</script></body>',
    );
    writeFileSync(app, '<head><script>window.__patientEarly={}</script></head><body></body>');

    const sources = inlineScriptSources([portal, app, path.join(dir, 'not-built.html')]);
    // The exact text between the tags, as the browser hashes it; a script with a src is not inline.
    expect(sources).toEqual([sha('(()=>{document.title="x"})()'), sha('window.__patientEarly={}')]);
  });

  it('allows nothing more when no page is built', () => {
    expect(inlineScriptSources([path.join(dir, 'missing.html')])).toEqual([]);
  });
});
