import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallCenter } from '../components/call-center';
import { Confirm } from '../components/confirm';
import { ErrorState, Loading } from '../components/states';
import { keys, useMembership } from '../lib/data';
import { endpoints } from '../lib/endpoints';
import { formatDateTime } from '../lib/format';
import { api, errorText } from '../lib/http';
import { useT } from '../lib/i18n';
import { CONTACT_NOW_EVENTS, useRealtimeEvent } from '../lib/realtime';

export interface ContactRequest {
  id: string;
  status: 'open' | 'handled';
  created_at: string;
  handled_at?: string | null;
  created?: boolean;
}

/** The patient's latest request to be called (open, or the last one handled); null when none. */
const useCurrentRequest = () =>
  useQuery({
    queryKey: keys.contact,
    queryFn: () =>
      api<{ contact_request: ContactRequest | null }>('GET', endpoints.currentContactRequest).then(
        (r) => r.contact_request,
      ),
    // Someone at the center handles it: the screen follows within a few seconds.
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 15_000 : false),
  });

/** "Contact now": one button; the request waits until someone at the center handles it. */
export function Contact() {
  const t = useT();
  const client = useQueryClient();
  const current = useCurrentRequest();
  const membership = useMembership();
  const center = membership.data?.treatment_center_name;
  const phone = membership.data?.treatment_center_phone;
  // Handled at the center: told at once over the app's socket (the poll is the fallback).
  useRealtimeEvent(
    CONTACT_NOW_EVENTS.handled,
    () => void client.invalidateQueries({ queryKey: keys.contact }),
  );
  const [confirming, setConfirming] = useState(false);
  const ask = useMutation({
    mutationFn: () =>
      api<{ contact_request: ContactRequest }>('POST', '/patient/contact_requests', {}).then(
        (r) => r.contact_request,
      ),
    onSuccess: (request) => {
      client.setQueryData(keys.contact, request);
      setConfirming(false);
      void client.invalidateQueries({ queryKey: keys.contact });
    },
    onError: () => setConfirming(false),
  });

  const request = current.data;
  const open = request?.status === 'open';
  return (
    <>
      <h1 tabIndex={-1}>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p className="muted">{t('contact.emergency')}</p>
      {current.isPending ? (
        <Loading />
      ) : current.error ? (
        <ErrorState error={current.error} retry={() => void current.refetch()} />
      ) : (
        <div aria-live="polite">
          {open && (
            <div className="alert wait" role="status">
              <strong>{t('contact.waitingStrong')}</strong>{' '}
              {t('contact.waitingDetail', { when: formatDateTime(request.created_at) })}
            </div>
          )}
          {request?.status === 'handled' && (
            <div className="alert ok" role="status">
              {request.handled_at
                ? t('contact.handledAt', { when: formatDateTime(request.handled_at) })
                : t('contact.handled')}
            </div>
          )}
        </div>
      )}
      {ask.error && (
        <p className="alert error" role="alert">
          {errorText(ask.error)}
        </p>
      )}
      <button
        type="button"
        className="btn block"
        disabled={open || ask.isPending || current.isPending}
        onClick={() => setConfirming(true)}
      >
        {open ? t('contact.buttonWaiting') : t('contact.button')}
      </button>
      <Confirm
        open={confirming}
        title={t('contact.confirmTitle')}
        confirmLabel={t('contact.confirmYes')}
        busy={ask.isPending}
        onConfirm={() => ask.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('contact.confirmBody')}</p>
      </Confirm>
      {center && phone ? (
        <div className="call-directly">
          <p>{t('contact.callDirectly', { center })}</p>
          <CallCenter center={center} phone={phone} secondary />
        </div>
      ) : null}
    </>
  );
}
