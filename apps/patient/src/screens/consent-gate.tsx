import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CallCenter } from '../components/call-center';
import { Field } from '../components/field';
import { ErrorState } from '../components/states';
import { useAuth } from '../lib/auth';
import {
  consentKeys,
  type MyConsents,
  type OfferedTemplate,
  rememberedSigned,
  rememberSigned,
  signConsent,
  useMyConsents,
  watchGate,
} from '../lib/consents';
import { useMembership } from '../lib/data';
import { api, errorText, fieldError } from '../lib/http';
import { useT } from '../lib/i18n';

/**
 * The app gate (issue 37, docs/decisions/consents.md): the app opens only once the patient has
 * signed their center's app-use consent. The server refuses every other call until then
 * (modules/consents/gate.ts); this screen is where they read and sign it, or decline. A patient this
 * device saw past the gate opens on the app at once while the check runs; a "not signed" from the
 * server, or any call refused by the gate, brings this screen back (a revocation closes the app).
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { me } = useAuth();
  const client = useQueryClient();
  const userId = me?.id ?? '';
  const [remembered] = useState(() => rememberedSigned(userId));
  const consents = useMyConsents();
  useEffect(() => watchGate(client), [client]);
  const signed = consents.data ? consents.data.app_use_signed : remembered;
  useEffect(() => {
    if (consents.data) rememberSigned(userId, consents.data.app_use_signed);
  }, [consents.data, userId]);

  if (signed) return <>{children}</>;
  if (consents.data) return <ConsentScreen data={consents.data} />;
  if (consents.error) {
    return (
      <main className="welcome">
        <ErrorState error={consents.error} retry={() => void consents.refetch()} />
      </main>
    );
  }
  return (
    <p className="boot" role="status">
      {t('common.loading')}
    </p>
  );
}

/** The consent to read and sign, or, once declined, the kind refusal and a way to the center. */
function ConsentScreen({ data }: { data: MyConsents }) {
  const [declined, setDeclined] = useState(false);
  const membership = useMembership();
  const center = membership.data?.treatment_center_name ?? '';
  const phone = membership.data?.treatment_center_phone ?? null;
  const template = data.templates.find((x) => x.required);
  return (
    <main className="welcome consent-gate">
      {declined || !template ? (
        <Declined
          center={center}
          phone={phone}
          noForm={!template}
          onReadAgain={template ? () => setDeclined(false) : undefined}
        />
      ) : (
        <SignAppUse
          template={template}
          center={center}
          fullName={membership.data ? `${membership.data.first_name} ${membership.data.last_name}` : ''}
          onDecline={() => setDeclined(true)}
        />
      )}
    </main>
  );
}

/** Moves the keyboard and screen reader to a heading when it appears (like a screen change). */
function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function SignAppUse({
  template,
  center,
  fullName,
  onDecline,
}: {
  template: OfferedTemplate;
  center: string;
  fullName: string;
  onDecline: () => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const { signOut } = useAuth();
  const heading = useFocusOnMount();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const sign = useMutation({
    mutationFn: () =>
      signConsent({
        template_id: template.id,
        template_version: template.version,
        full_name: name,
        agree,
      }),
    onSuccess: (consent) => {
      // In at once; the list is read again behind it.
      client.setQueryData<MyConsents>(consentKeys.consents, (old) =>
        old ? { ...old, app_use_signed: true, consents: [consent, ...old.consents] } : old,
      );
      void client.invalidateQueries();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sign.mutate();
  };
  const nameError = fieldError(sign.error, 'full_name');
  const agreeError = fieldError(sign.error, 'agree');
  const otherError = sign.error && !nameError && !agreeError ? errorText(sign.error) : undefined;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('consentGate.title')}
      </h1>
      <p>{t('consentGate.intro', { center: center || template.discloser })}</p>
      <h2>{template.title}</h2>
      <p className="muted">{t('consentGate.version', { version: template.version })}</p>
      {/* The center's text as stored, scrollable; focusable so a keyboard can scroll it. */}
      <section
        className="consent-text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('consentGate.textLabel', { title: template.title })}
      >
        {template.text}
      </section>
      <form onSubmit={submit} noValidate>
        <Field
          id="consent-name"
          label={t('consentGate.nameLabel')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          {...(fullName ? { hint: t('consentGate.nameHint', { name: fullName }) } : {})}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.currentTarget.checked)}
            aria-invalid={!!agreeError}
            aria-describedby={agreeError ? 'consent-agree-error' : undefined}
          />
          <span>{t('consentGate.agree')}</span>
        </label>
        {agreeError && (
          <p id="consent-agree-error" className="alert error">
            {agreeError}
          </p>
        )}
        {otherError && (
          <p className="alert error" role="alert">
            {otherError}
          </p>
        )}
        <div className="stack">
          <button type="submit" className="btn block" disabled={sign.isPending}>
            {sign.isPending ? t('consentGate.signing') : t('consentGate.sign')}
          </button>
          <button type="button" className="btn secondary block" onClick={onDecline}>
            {t('consentGate.decline')}
          </button>
          <button type="button" className="btn secondary block" onClick={() => void signOut()}>
            {t('consentGate.signOut')}
          </button>
        </div>
      </form>
    </>
  );
}

function Declined({
  center,
  phone,
  noForm,
  onReadAgain,
}: {
  center: string;
  /** The center's own phone, offered beside "Ask my center to call me" when it set one. */
  phone: string | null;
  noForm: boolean;
  onReadAgain: (() => void) | undefined;
}) {
  const t = useT();
  const { signOut } = useAuth();
  const heading = useFocusOnMount();
  // "Contact now" stays open to a patient without the consent: the center calls them back.
  const ask = useMutation({ mutationFn: () => api('POST', '/patient/contact_requests', {}) });
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {noForm ? t('consentGate.title') : t('consentGate.declinedTitle')}
      </h1>
      {noForm ? (
        <p>{t('consentGate.noForm')}</p>
      ) : (
        <>
          <p>{t('consentGate.declinedBody', { center })}</p>
          <p>{phone ? t('consentGate.declinedTalkPhone') : t('consentGate.declinedTalk')}</p>
        </>
      )}
      <div aria-live="polite">
        {ask.isSuccess && (
          <p className="alert ok" role="status">
            {t('consentGate.callAsked')}
          </p>
        )}
      </div>
      {ask.error && (
        <p className="alert error" role="alert">
          {errorText(ask.error)}
        </p>
      )}
      <div className="stack">
        <button
          type="button"
          className="btn block"
          disabled={ask.isPending || ask.isSuccess}
          onClick={() => ask.mutate()}
        >
          {t('consentGate.askCall')}
        </button>
        {phone && center ? <CallCenter center={center} phone={phone} secondary /> : null}
        {onReadAgain && (
          <button type="button" className="btn secondary block" onClick={onReadAgain}>
            {t('consentGate.readAgain')}
          </button>
        )}
        <button type="button" className="btn secondary block" onClick={() => void signOut()}>
          {t('consentGate.signOut')}
        </button>
      </div>
    </>
  );
}
