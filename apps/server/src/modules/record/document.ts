import { createHash } from 'node:crypto';
import type { Language } from '@portal/i18n';
import type { DocumentTextKey } from '@portal/i18n/texts/document';
import type { PatientRecord, RecordChannel } from '../../fhir/patient-record';
import { assessmentsSection } from './assessments-section';
import { type DocumentWords, documentWords, escapeHtml } from './texts';

/**
 * The patient's record as one HTML document to read, save or print (the right of access). No
 * script, no image, no link out: a style sheet the Content-Security-Policy names by its hash. Every
 * value that came from a person (names, messages, check-in words, consent texts) is escaped.
 */

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.75rem;margin:0 0 .25rem}h2{font-size:1.35rem;border-bottom:2px solid #1a1a1a;padding-bottom:.2rem;margin-top:2rem}
h3{font-size:1.1rem;margin:1.25rem 0 .25rem}h4{font-size:1rem;margin:.75rem 0 .25rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eee}.answers th{font-weight:normal;width:70%}.aside,.meta{color:#444;font-size:.9rem}
.written{white-space:pre-wrap;overflow-wrap:anywhere}.signed{white-space:pre-wrap;border:1px solid #999;padding:.75rem;font-size:.9rem}
.notice{border-left:4px solid #1a1a1a;padding:.5rem 1rem;background:#f4f4f4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
@media print{body{max-width:none;padding:0;font-size:11pt}nav{display:none}h2,h3{break-after:avoid}tr,article{break-inside:avoid}details>summary{list-style:none}thead{display:table-header-group}a{color:inherit;text-decoration:none}}
@page{margin:1.5cm}`;

/** The style sheet's CSP source: the document allows this style and nothing else. */
export const DOCUMENT_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const SECTIONS = [
  ['profile', 'record.profile'],
  ['check-ins', 'record.checkIns'],
  ['assessments', 'record.assessments'],
  ['tasks', 'record.tasks'],
  ['messages', 'record.messages'],
  ['consents', 'record.consents'],
  ['disclosures', 'record.disclosures'],
] as const satisfies readonly (readonly [string, DocumentTextKey])[];

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function table(w: DocumentWords, heads: DocumentTextKey[], rows: string[][]): string {
  if (rows.length === 0) return `<p>${w.say('record.none')}</p>`;
  const head = heads.map((h) => `<th scope="col">${w.say(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function profile(w: DocumentWords, r: PatientRecord): string {
  const p = r.patient;
  const rows: [DocumentTextKey, string][] = [
    ['record.name', escapeHtml(fullName(p.firstName, p.lastName))],
    ['record.email', escapeHtml(p.email)],
    ['record.phone', p.phoneNumber ? escapeHtml(p.phoneNumber) : w.say('record.none')],
    ['record.center', escapeHtml(r.center.name)],
    ['record.status', w.say(`record.status.${p.status}`)],
    ['record.firstDay', p.firstDay ? escapeHtml(w.day(p.firstDay)) : w.say('record.none')],
    ['record.memberSince', escapeHtml(w.moment(p.createdAt))],
    ['record.recordId', escapeHtml(p.id)],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${w.say(k)}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

function checkIns(w: DocumentWords, r: PatientRecord): string {
  return table(
    w,
    ['record.date', 'record.mood', 'record.message', 'record.yourWords'],
    r.checkIns.map((c) => [
      escapeHtml(w.day(c.date)),
      w.has(`record.mood.${c.mood}`) ? w.say(`record.mood.${c.mood}` as DocumentTextKey) : escapeHtml(c.mood),
      `<span class="written">${escapeHtml(c.presetMessageText)}</span>`,
      c.text ? `<span class="written">${escapeHtml(c.text)}</span>` : '',
    ]),
  );
}

function tasks(w: DocumentWords, r: PatientRecord): string {
  return table(
    w,
    ['record.date', 'record.task'],
    r.tasksDone.map((t) => [escapeHtml(w.day(t.date)), escapeHtml(t.title)]),
  );
}

function personName(w: DocumentWords, r: PatientRecord, userId: string): string {
  if (userId === r.patient.userId) return w.say('record.you');
  const person = r.people.get(userId);
  const name = person ? fullName(person.firstName, person.lastName) : '';
  return name ? escapeHtml(name) : w.say('record.unknownPerson');
}

function conversation(w: DocumentWords, r: PatientRecord, c: RecordChannel): string {
  const rows = c.messages.map((m) => {
    const files = m.attachments.length
      ? `<div class="meta">${w.say('record.files', { names: m.attachments.map((a) => a.name).join(', ') })}</div>`
      : '';
    const notes = [m.parentId ? w.say('record.reply') : '', m.editedAt ? w.say('record.edited') : '']
      .filter(Boolean)
      .join(' · ');
    return [
      escapeHtml(w.moment(m.createdAt)),
      personName(w, r, m.userId),
      `<span class="written">${escapeHtml(m.text)}</span>${files}${notes ? `<div class="meta">${notes}</div>` : ''}`,
    ];
  });
  const heading = w.say('record.conversationWith', {
    name: (() => {
      const p = r.people.get(c.counterpartId);
      return p ? fullName(p.firstName, p.lastName) : '';
    })(),
  });
  return `<h3>${heading}</h3>${table(w, ['record.when', 'record.from', 'record.message'], rows)}`;
}

function consents(w: DocumentWords, r: PatientRecord): string {
  if (r.consents.length === 0) return `<p>${w.say('record.none')}</p>`;
  return r.consents
    .map((c) => {
      const facts = [
        `${w.say(`record.consentStatus.${c.status}`)} · ${w.say('record.version', { version: c.template_version })}`,
        `${w.say('record.signedOn', { date: w.moment(c.signed_at), name: c.signer_name })} ${w.say(`record.signedVia.${c.signed_via}`)}`,
        c.expires_on ? w.say('record.expiresOn', { date: w.day(c.expires_on) }) : '',
        c.revoked_at ? w.say('record.revokedOn', { date: w.moment(c.revoked_at) }) : '',
      ].filter(Boolean);
      return `<article class="consent"><h3>${escapeHtml(c.terms.title)}</h3>
${facts.map((f) => `<p>${f}</p>`).join('')}
<h4>${w.say('record.textAsSigned')}</h4><div class="signed" lang="en">${escapeHtml(c.terms.text)}</div></article>`;
    })
    .join('\n');
}

function disclosures(w: DocumentWords, r: PatientRecord): string {
  return `<p>${w.say('record.disclosuresIntro')}</p>${table(
    w,
    ['record.date', 'record.recipient', 'record.what', 'record.purpose'],
    r.disclosures.map((d) => [
      escapeHtml(w.moment(d.disclosed_at)),
      escapeHtml(d.recipient),
      escapeHtml(d.what),
      escapeHtml(d.purpose),
    ]),
  )}`;
}

export function recordDocument(r: PatientRecord, lang: Language, now = new Date()): string {
  const w = documentWords(lang, r.center.timeZone);
  const name = fullName(r.patient.firstName, r.patient.lastName) || r.patient.email;
  const body: Record<(typeof SECTIONS)[number][0], string> = {
    profile: profile(w, r),
    'check-ins': checkIns(w, r),
    assessments: assessmentsSection(w, r.assessments),
    tasks: tasks(w, r),
    messages: r.channels.length
      ? r.channels.map((c) => conversation(w, r, c)).join('\n')
      : `<p>${w.say('record.none')}</p>`,
    consents: consents(w, r),
    disclosures: disclosures(w, r),
  };
  const toc = SECTIONS.map(([id, key]) => `<li><a href="#${id}">${w.say(key)}</a></li>`).join('');
  const sections = SECTIONS.map(
    ([id, key]) =>
      `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${w.say(key)}</h2>\n${body[id]}</section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w.say('record.title')}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${w.say('record.title')}</h1>
<p class="meta">${w.say('record.madeFor', { name, date: w.moment(now), center: r.center.name })}</p>
<p class="notice">${w.say('record.rightOfAccess', { center: r.center.name })}</p>
</header>
<nav aria-label="${w.say('record.contents')}"><h2>${w.say('record.contents')}</h2><ol>${toc}</ol></nav>
<main>
${sections}
</main>
</body>
</html>
`;
}
