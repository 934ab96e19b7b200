import type { Consent, Disclosure, PatientAccessEvent } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Confirm } from '../components/confirm';
import { Field } from '../components/field';
import { Empty, ErrorState, Loading, Query } from '../components/states';
import {
  consentKeys,
  type OfferedTemplate,
  revokeConsent,
  signConsent,
  useAccessHistory,
  useDisclosures,
  useMyConsents,
} from '../lib/consents';
import { formatDay, formatFullDateTime } from '../lib/format';
import { apiBlob, errorText, fieldError } from '../lib/http';
import { useT } from '../lib/i18n';

type T = ReturnType<typeof useT>;

/**
 * Privacy (issue 37, decisions.md §7): what the patient agreed to, the optional consents their center
 * offers, revocation, the accounting of disclosures, who opened their record and its download. The
 * consent texts are the center's, shown as stored.
 */
export function Privacy() {
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('privacy.title')}</h1>
      <p className="muted">{t('privacy.intro')}</p>
      <Consents />
      <Disclosures />
      <WhoViewed />
      <DownloadRecord />
    </>
  );
}

/** Saves a Blob as a file on the phone (the API's files need the token, so no plain link). */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const today = () => new Date().toISOString().slice(0, 10);

function Consents() {
  const t = useT();
  const q = useMyConsents();
  return (
    <Query q={q}>
      {(data) => {
        // Offered: the center's optional forms, not already held active.
        const held = new Set(data.consents.filter((c) => c.status === 'active').map((c) => c.template_key));
        const offered = data.templates.filter((x) => !x.required && !held.has(x.template_key));
        return (
          <>
            <section aria-labelledby="privacy-consents">
              <h2 id="privacy-consents">{t('privacy.consentsTitle')}</h2>
              {data.consents.length === 0 ? (
                <Empty>{t('privacy.noConsents')}</Empty>
              ) : (
                data.consents.map((c) => <SignedConsent key={c.id} consent={c} />)
              )}
            </section>
            <section aria-labelledby="privacy-offered">
              <h2 id="privacy-offered">{t('privacy.offeredTitle')}</h2>
              <p className="muted">{t('privacy.offeredIntro')}</p>
              {offered.length === 0 ? (
                <Empty>{t('privacy.noOffered')}</Empty>
              ) : (
                offered.map((x) => <OfferedConsent key={x.id} template={x} />)
              )}
            </section>
          </>
        );
      }}
    </Query>
  );
}

const STATUS = {
  active: 'privacy.statusActive',
  revoked: 'privacy.statusRevoked',
  expired: 'privacy.statusExpired',
} as const;

function SignedConsent({ consent: c }: { consent: Consent }) {
  const t = useT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeConsent(c.id),
    onSuccess: () => {
      setConfirming(false);
      // An app-use consent revoked closes the app: the gate reads the consents again.
      void client.invalidateQueries({ queryKey: consentKeys.consents });
    },
    onError: () => setConfirming(false),
  });
  const signed = { name: c.signer_name, date: formatFullDateTime(c.signed_at), version: c.template_version };
  return (
    <article className="card consent" aria-labelledby={`consent-${c.id}`}>
      <div className="row">
        <h3 id={`consent-${c.id}`}>{c.terms.title}</h3>
        <span className={`status ${c.status}`}>{t(STATUS[c.status])}</span>
      </div>
      <p className="muted">
        {c.signed_via === 'paper' ? t('privacy.signedPaper', signed) : t('privacy.signedApp', signed)}
      </p>
      {c.expires_on && (
        <p className="muted">{t('privacy.expiresOn', { date: formatDay(c.expires_on, today()) })}</p>
      )}
      {c.revoked_at && (
        <p className="alert wait" role="status">
          {t(c.revoked_by === 'patient' ? 'privacy.revokedOn' : 'privacy.revokedByCenter', {
            date: formatFullDateTime(c.revoked_at),
          })}
        </p>
      )}
      <details>
        <summary>{t('privacy.readFull')}</summary>
        <div className="consent-text">{c.terms.text}</div>
      </details>
      {revoke.error && (
        <p className="alert error" role="alert">
          {errorText(revoke.error)}
        </p>
      )}
      {c.status === 'active' && (
        <button type="button" className="btn secondary" onClick={() => setConfirming(true)}>
          {t('privacy.revoke')}
        </button>
      )}
      <Confirm
        open={confirming}
        title={t('privacy.revokeTitle')}
        confirmLabel={t('privacy.revokeConfirm')}
        danger
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <strong>{c.terms.title}</strong>
        </p>
        <p>{t('privacy.revokeBody')}</p>
        {c.kind === 'app-use' && <p>{t('privacy.revokeAppUse')}</p>}
      </Confirm>
    </article>
  );
}

function OfferedConsent({ template }: { template: OfferedTemplate }) {
  const t = useT();
  const client = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [expires, setExpires] = useState('');
  const sign = useMutation({
    mutationFn: () =>
      signConsent({
        template_id: template.id,
        template_version: template.version,
        full_name: name,
        agree,
        ...(expires ? { expires_on: expires } : {}),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: consentKeys.consents }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sign.mutate();
  };
  const errors = {
    name: fieldError(sign.error, 'full_name'),
    agree: fieldError(sign.error, 'agree'),
    expires: fieldError(sign.error, 'expires_on'),
  };
  const other =
    sign.error && !errors.name && !errors.agree && !errors.expires ? errorText(sign.error) : undefined;
  return (
    <article className="card consent" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{template.title}</h3>
      <p className="muted">{template.purpose}</p>
      <details>
        <summary>{t('privacy.readFull')}</summary>
        <div className="consent-text">{template.text}</div>
      </details>
      <form onSubmit={submit} noValidate>
        {template.expiry_kind === 'date' && (
          <Field
            id={`${id}-expires`}
            type="date"
            label={t('privacy.expiresLabel')}
            value={expires}
            min={today()}
            {...(template.expiry_date ? { max: template.expiry_date } : {})}
            hint={
              template.expiry_date
                ? t('privacy.expiresHint', { date: template.expiry_date })
                : t('privacy.expiresHintOpen')
            }
            error={errors.expires}
            onChange={(e) => setExpires(e.target.value)}
          />
        )}
        <Field
          id={`${id}-name`}
          label={t('consentGate.nameLabel')}
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <label className="check">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.currentTarget.checked)} />
          <span>{t('consentGate.agree')}</span>
        </label>
        {(errors.agree || other) && (
          <p className="alert error" role="alert">
            {errors.agree ?? other}
          </p>
        )}
        <button type="submit" className="btn" disabled={sign.isPending}>
          {sign.isPending ? t('consentGate.signing') : t('consentGate.sign')}
        </button>
      </form>
    </article>
  );
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
const cell = (v: string) => {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function disclosuresCsv(rows: Disclosure[], header: string): string {
  const lines = rows.map((d) => [d.disclosed_at, d.recipient, d.what, d.purpose].map(cell).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

function Disclosures() {
  const t = useT();
  const q = useDisclosures();
  return (
    <section aria-labelledby="privacy-disclosures">
      <h2 id="privacy-disclosures">{t('privacy.disclosuresTitle')}</h2>
      <p className="muted">{t('privacy.disclosuresIntro')}</p>
      <Query q={q}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty>{t('privacy.noDisclosures')}</Empty>
          ) : (
            <>
              <ul className="list card">
                {rows.map((d) => (
                  <li key={d.id} className="record">
                    <time dateTime={d.disclosed_at}>{formatFullDateTime(d.disclosed_at)}</time>
                    <dl>
                      <dt>{t('privacy.disclosureRecipient')}</dt>
                      <dd>{d.recipient}</dd>
                      <dt>{t('privacy.disclosureWhat')}</dt>
                      <dd>{d.what}</dd>
                      <dt>{t('privacy.disclosurePurpose')}</dt>
                      <dd>{d.purpose}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="btn secondary"
                onClick={() =>
                  saveBlob(
                    new Blob([disclosuresCsv(rows, t('privacy.csvHeader'))], {
                      type: 'text/csv;charset=utf-8',
                    }),
                    `disclosures-${today()}.csv`,
                  )
                }
              >
                {t('privacy.downloadCsv')}
              </button>
            </>
          )
        }
      </Query>
    </section>
  );
}

const ROLES = {
  owner: 'privacy.roleOwner',
  staff: 'privacy.roleStaff',
  expert: 'privacy.roleExpert',
  support: 'privacy.roleSupport',
  patient: 'privacy.rolePatient',
  system: 'privacy.roleSystem',
} as const;

/** What an audited action means to the patient; by its resource, the verb for the profile. */
export function describeAccess(action: string, t: T): string {
  const exact: Record<string, Parameters<T>[0]> = {
    'membership.read': 'privacy.actionProfileRead',
    'membership.update': 'privacy.actionProfileUpdate',
    'membership.status_update': 'privacy.actionStatus',
    'note.list': 'privacy.actionNotesRead',
    'consent.list': 'privacy.actionConsents',
    'disclosure.list': 'privacy.actionDisclosures',
  };
  const byResource: [string, Parameters<T>[0]][] = [
    ['note.', 'privacy.actionNoteWrite'],
    ['report.', 'privacy.actionReports'],
    ['check_in.', 'privacy.actionCheckIns'],
    ['task.', 'privacy.actionTasks'],
    ['invitation.', 'privacy.actionInvitation'],
    ['access_history.', 'privacy.actionAccessHistory'],
    ['assessment', 'privacy.actionAssessments'],
    ['consent', 'privacy.actionConsents'],
    ['fhir.', 'privacy.actionFhir'],
    ['alert.', 'privacy.actionAlerts'],
    ['record.download', 'privacy.actionRecordDownload'],
  ];
  const key = exact[action] ?? byResource.find(([prefix]) => action.startsWith(prefix))?.[1];
  return key ? t(key) : t('privacy.actionOther', { action });
}

function AccessRow({ e }: { e: PatientAccessEvent }) {
  const t = useT();
  const role =
    e.actor_role && e.actor_role in ROLES ? t(ROLES[e.actor_role as keyof typeof ROLES]) : e.actor_role;
  return (
    <li className="record">
      <time dateTime={e.at}>{formatFullDateTime(e.at)}</time>
      <span className="who">{role ? t('privacy.viewedBy', { name: e.actor_name, role }) : e.actor_name}</span>
      <span>
        {describeAccess(e.action, t)}
        {e.outcome !== 'success' && <> · {t('privacy.denied')}</>}
      </span>
    </li>
  );
}

function WhoViewed() {
  const t = useT();
  const q = useAccessHistory();
  const events = q.data?.pages.flatMap((p) => p.events);
  return (
    <section aria-labelledby="privacy-viewed">
      <h2 id="privacy-viewed">{t('privacy.viewedTitle')}</h2>
      <p className="muted">{t('privacy.viewedIntro')}</p>
      {events === undefined ? (
        q.error ? (
          <ErrorState error={q.error} retry={() => void q.refetch()} />
        ) : (
          <Loading />
        )
      ) : events.length === 0 ? (
        <Empty>{t('privacy.noViews')}</Empty>
      ) : (
        <>
          <ul className="list card">
            {events.map((e) => (
              <AccessRow key={e.id} e={e} />
            ))}
          </ul>
          {q.error && <ErrorState error={q.error} retry={() => void q.fetchNextPage()} />}
          {q.hasNextPage && (
            <button
              type="button"
              className="btn secondary"
              disabled={q.isFetchingNextPage}
              onClick={() => void q.fetchNextPage()}
            >
              {q.isFetchingNextPage ? t('common.loading') : t('privacy.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

const RECORD_FILES = [
  { path: '/patient/record', label: 'privacy.downloadHtml', file: 'my-record.html' },
  { path: '/patient/record/fhir', label: 'privacy.downloadFhir', file: 'my-record.fhir.json' },
] as const;

function DownloadRecord() {
  const t = useT();
  const download = useMutation({
    mutationFn: async (f: (typeof RECORD_FILES)[number]) => saveBlob(await apiBlob(f.path), f.file),
  });
  return (
    <section aria-labelledby="privacy-download">
      <h2 id="privacy-download">{t('privacy.downloadTitle')}</h2>
      <p className="muted">{t('privacy.downloadIntro')}</p>
      {download.error && (
        <p className="alert error" role="alert">
          {errorText(download.error)}
        </p>
      )}
      <div className="stack">
        {RECORD_FILES.map((f) => (
          <button
            key={f.path}
            type="button"
            className="btn secondary block"
            disabled={download.isPending}
            onClick={() => download.mutate(f)}
          >
            {download.isPending && download.variables?.path === f.path
              ? t('privacy.downloading')
              : t(f.label)}
          </button>
        ))}
      </div>
    </section>
  );
}
