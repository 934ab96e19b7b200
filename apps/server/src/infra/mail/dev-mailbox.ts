import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema/index';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const MAX_MESSAGES = 100;

/**
 * Only a browser on this machine, talking to the server directly: the socket's own address (not
 * `request.ip`, which trusts X-Forwarded-For) must be loopback, and no proxy may have forwarded the
 * request (behind a reverse proxy on the same host, every request would look local).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escapes the text and turns its http(s) links into anchors. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The embedded outbox as a page: `GET /dev/mailbox` (newest first, `?to=` filters by recipient).
 * Registered only when mail is not delivered by SMTP. Invitation links are secrets, so anyone not
 * on this machine gets the same 404 as for a page that does not exist.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLoopback(request)) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    const { to } = request.query as { to?: string };
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(MAX_MESSAGES);
    // Text messages (one-time codes) beside the mail: the embedded SMS outbox is the phone.
    const texts = await db
      .select()
      .from(smsOutbox)
      .where(to ? eq(smsOutbox.to, to.replace(/\D/g, '')) : undefined)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(MAX_MESSAGES);
    const smsItems = texts
      .map(
        (m) => `<article>
  <h3>SMS to +${escapeHtml(m.to)}</h3>
  <dl>
    <dt>Kind</dt><dd>${escapeHtml(m.kind)}</dd>
    <dt>Sent</dt><dd><time datetime="${m.createdAt.toISOString()}">${m.createdAt.toUTCString()}</time></dd>
  </dl>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    const items = rows
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(m.to)}</dd>
    <dt>Kind</dt><dd>${escapeHtml(m.kind)}</dd>
    <dt>Sent</dt><dd><time datetime="${m.createdAt.toISOString()}">${m.createdAt.toUTCString()}</time></dd>
  </dl>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:56rem;padding:1rem;color:#1a1b1e}
article{border:1px solid #ced4da;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;word-break:break-all;font:inherit}
a{color:#1864ab}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p>Mail the server would send. Shown only to this machine, and only while SMTP_URL is not set.</p>
${items || '<p>No mail yet.</p>'}
<h2>Text messages</h2>
${smsItems || '<p>No text messages yet.</p>'}
</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
