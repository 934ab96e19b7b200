import type { Language } from '@portal/i18n';

/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A string already escaped or built from escaped parts. */
export type Html = string;

// The portal's look (Mantine defaults, primary shade 7, darkened dimmed text for AA contrast).
const css = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
 font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji";
 font-size:16px;line-height:1.55;color:#212529;background:#f1f3f5}
main{width:100%;max-width:440px}
.brand{text-align:center;margin:0 0 16px;font-weight:700;font-size:18px;color:#1971c2;letter-spacing:.2px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05);padding:28px 24px}
h1{font-size:22px;line-height:1.3;margin:0 0 4px;font-weight:700}
.lead{margin:0 0 20px;color:#495057;font-size:14px}
.field{margin:0 0 14px}
label{display:block;font-size:14px;font-weight:500;margin:0 0 4px}
input[type=text],input[type=email],input[type=password]{display:block;width:100%;height:40px;padding:0 12px;font:inherit;font-size:16px;
 color:#212529;background:#fff;border:1px solid #adb5bd;border-radius:4px}
input:focus-visible{outline:2px solid #1971c2;outline-offset:1px;border-color:#1971c2}
input[aria-invalid=true]{border-color:#c92a2a}
.hint{display:block;font-size:13px;color:#495057;margin-top:4px}
.error{display:block;font-size:13px;color:#c92a2a;margin-top:4px}
.alert{border-radius:4px;padding:10px 12px;margin:0 0 16px;font-size:14px}
.alert-error{background:#fff5f5;border:1px solid #ffc9c9;color:#a51d1d}
.alert-info{background:#e7f5ff;border:1px solid #a5d8ff;color:#1864ab}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:40px;padding:0 18px;margin-top:6px;
 font:inherit;font-size:15px;font-weight:600;color:#fff;background:#1971c2;border:0;border-radius:4px;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#1864ab}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
.secondary{background:#fff;color:#1864ab;border:1px solid #1971c2}
.secondary:hover{background:#e7f5ff}
a{color:#1864ab}
.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin-top:18px;font-size:14px}
.row{display:flex;gap:12px}.row>.field{flex:1;min-width:0}
@media (max-width:420px){.card{padding:22px 16px}.row{flex-direction:column;gap:0}}
`;

/** The portal's icon (apps/web/public/favicon.svg), served by the issuer itself as /favicon.ico. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1c7ed6"/><path d="M32 14c-8 10-14 16-14 24a14 14 0 0 0 28 0c0-8-6-14-14-24z" fill="#fff"/></svg>';

/** The whole document of an issuer page: a centered card, like the portal's sign-in screens. */
export function page(options: { lang: Language; title: string; body: Html; scripts?: string[] }): string {
  const scripts = (options.scripts ?? []).map((src) => `<script src="${esc(src)}" defer></script>`).join('');
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.ico">
<title>${esc(options.title)} · Recovery Portal</title>
<style>${css}</style>${scripts}
</head>
<body>
<main>
<p class="brand">Recovery Portal</p>
<div class="card">
${options.body}
</div>
</main>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string | undefined;
  hint?: string;
  autocomplete?: string;
  autofocus?: boolean;
}

/** A labelled input; its error and hint are tied to it for screen readers. */
export function field(o: FieldOptions): Html {
  const id = `f-${o.name}`;
  const described = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${esc(o.label)}</label>
<input id="${id}" name="${esc(o.name)}" type="${o.type ?? 'text'}" required${
    o.value !== undefined && o.type !== 'password' ? ` value="${esc(o.value)}"` : ''
  }${o.autocomplete ? ` autocomplete="${esc(o.autocomplete)}"` : ''}${o.autofocus ? ' autofocus' : ''}${
    o.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${o.hint ? `<span class="hint" id="${id}-hint">${esc(o.hint)}</span>` : ''}${
  o.error ? `<span class="error" id="${id}-error">${esc(o.error)}</span>` : ''
}
</div>`;
}

export const alert = (kind: 'error' | 'info', text: string | undefined): Html =>
  text
    ? `<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${esc(text)}</div>`
    : '';

export const hidden = (name: string, value: string): Html =>
  `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
