import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the pages this server
 * sends: the boot scripts the builds put into the portal's and the patient app's index.html
 * (packages/vite-plugins, issue 22). Those exact scripts run; any other inline script, an injected
 * one included, is still refused, as `script-src 'self'` alone refused them all. Read once at start:
 * a page rebuilt under a running server is served with the hashes of the build it started with, so
 * restart after a build (`npm start` builds before it starts).
 */
export function inlineScriptSources(pages: string[]): string[] {
  const sources = new Set<string>();
  for (const page of pages) {
    if (!existsSync(page)) continue;
    for (const [, body = ''] of readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT)) {
      sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}
