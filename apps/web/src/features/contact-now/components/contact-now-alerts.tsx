import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTACT_NOW_EVENTS, type ContactRequest, type ContactRequestsChanged } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatPhone, telHref } from '../../../lib/format-contact';
import { useT } from '../../../lib/i18n';
import { useRealtimeEvent } from '../../../lib/realtime';
import { contactRequestsQueryKey } from '../api/list-contact-requests';

/**
 * Mounted for signed-in staff on every screen: the server sends `contact_request.created` only to
 * staff receiving calls, and each one shows here as a notification that stays until dismissed.
 */
export function ContactNowAlerts() {
  const client = useQueryClient();
  // Notifications render outside the router, so the link navigates through this screen's router.
  const navigate = useNavigate();
  const t = useT();
  useRealtimeEvent<ContactRequest>(CONTACT_NOW_EVENTS.created, (request) => {
    void client.invalidateQueries({ queryKey: contactRequestsQueryKey });
    notifications.show({
      id: `contact-now-${request.id}`,
      color: 'red',
      title: t('contactRequestNew'),
      autoClose: false,
      closeButtonProps: { 'aria-label': t('contactNow.dismiss') },
      styles: { description: { color: 'var(--mantine-color-text)' } },
      message: (
        <>
          <Text size="sm" fw={600}>
            {request.patient_name}
          </Text>
          {request.phone && (
            <Anchor href={telHref(request.phone)} size="sm" display="block">
              {t('contactNow.call', { phone: formatPhone(request.phone) })}
            </Anchor>
          )}
          <Anchor
            href="/contact-now"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(`contact-now-${request.id}`);
              void navigate('/contact-now');
            }}
          >
            {t('contactNow.openQueue')}
          </Anchor>
        </>
      ),
    });
  });
  // Handled by anyone (here or elsewhere): the alert has done its job.
  useRealtimeEvent<ContactRequestsChanged>(CONTACT_NOW_EVENTS.changed, (change) => {
    if (change.status === 'handled') notifications.hide(`contact-now-${change.id}`);
  });
  return null;
}
