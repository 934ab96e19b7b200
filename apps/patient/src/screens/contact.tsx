import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from '../components/confirm';
import { ErrorState, Loading } from '../components/states';
import { keys } from '../lib/data';
import { endpoints } from '../lib/endpoints';
import { formatDateTime } from '../lib/format';
import { api, errorText } from '../lib/http';
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
  const client = useQueryClient();
  const current = useCurrentRequest();
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
      <h1 tabIndex={-1}>Ask for a call</h1>
      <p>If you need to talk to someone at your center, ask for a call. Someone will call you back.</p>
      <p className="muted">In an emergency, call your local emergency number.</p>
      {current.isPending ? (
        <Loading />
      ) : current.error ? (
        <ErrorState error={current.error} retry={() => void current.refetch()} />
      ) : (
        <div aria-live="polite">
          {open && (
            <div className="alert wait" role="status">
              <strong>Your request is waiting.</strong> You asked at {formatDateTime(request.created_at)}.
              Someone from your center will call you soon.
            </div>
          )}
          {request?.status === 'handled' && (
            <div className="alert ok" role="status">
              Your last request was handled
              {request.handled_at ? ` at ${formatDateTime(request.handled_at)}` : ''}.
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
        {open ? 'Your request is waiting' : 'Ask for a call'}
      </button>
      <Confirm
        open={confirming}
        title="Ask for a call?"
        confirmLabel="Yes, call me"
        busy={ask.isPending}
        onConfirm={() => ask.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>Your center will see your request and call you back.</p>
      </Confirm>
    </>
  );
}
