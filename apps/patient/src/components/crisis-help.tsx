import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useMembership } from '../lib/data';
import { api, errorText } from '../lib/http';
import { useT } from '../lib/i18n';
import { CallCenter } from './call-center';

/**
 * Crisis help (decisions §9): shown at once when the PHQ-9's question 9 is answered above "Not at
 * all", on the phone, online or not, and again from the result. It tells a person where to turn
 * now; it never claims to assess anything. Then the center: its own phone when it set one ("Call
 * <center>", from the membership the app already holds, so offline too), and "Ask my center to call
 * me", the same request as the Ask for a call screen.
 */
export function CrisisHelp({ offline, children }: { offline?: boolean; children?: ReactNode }) {
  const t = useT();
  const membership = useMembership();
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = useMutation({
    mutationFn: () => api<unknown>('POST', '/patient/contact_requests', {}),
  });
  // It replaces the screen on view: a screen reader starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  const center = membership.data?.treatment_center_name;
  const phone = membership.data?.treatment_center_phone;
  return (
    <section className="crisis" aria-labelledby="crisis-heading">
      <h1 id="crisis-heading" tabIndex={-1} ref={heading}>
        {t('assessments.crisisHeading')}
      </h1>
      <p>{t('assessments.crisisIntro')}</p>
      <p>{t('assessments.crisis988')}</p>
      <div className="stack">
        <a className="btn block" href="tel:988">
          {t('assessments.crisisCall')}
        </a>
        <a className="btn secondary block" href="sms:988">
          {t('assessments.crisisText')}
        </a>
      </div>
      <p className="crisis-center">
        {center
          ? phone
            ? t('assessments.crisisCenterPhone', { center })
            : t('assessments.crisisCenter', { center })
          : null}
      </p>
      {center && phone ? (
        <div className="stack">
          <CallCenter center={center} phone={phone} secondary />
        </div>
      ) : null}
      <div aria-live="polite">
        {ask.isSuccess ? (
          <p className="alert ok" role="status">
            {t('assessments.crisisCallAsked')}
          </p>
        ) : (
          <button
            type="button"
            className="btn secondary block"
            disabled={ask.isPending}
            onClick={() => ask.mutate()}
          >
            {t('assessments.crisisAskCall')}
          </button>
        )}
        {ask.error ? (
          <p className="alert error" role="alert">
            {errorText(ask.error)}
          </p>
        ) : null}
      </div>
      <p className="muted">{offline ? t('assessments.crisisTeamOffline') : t('assessments.crisisTeam')}</p>
      <p>
        <strong>{t('assessments.crisisEmergency')}</strong>
      </p>
      {children}
    </section>
  );
}
