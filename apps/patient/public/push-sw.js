// Web Push for the patient app, imported by the generated service worker (vite.config.ts).
// A payload carries no health information: { kind, id, title, url }; the app fetches the rest.
const OPEN = {
  chat_message: (id) => (id ? `/app/messages/${id}` : '/app/messages'),
  alumni_notification: () => '/app/news',
  // The Events and news screen scrolls to the event and focuses it (screens/news.tsx).
  event_reminder: (id) => (id ? `/app/news#event-${id}` : '/app/news'),
  check_in_reminder: () => '/app/check-in',
  // Questionnaire reminders: the one named when the push names it, else the list of those due.
  assessment_due: (id) => (id ? `/app/assessments/${id}` : '/app/assessments'),
  assessment_last_day: (id) => (id ? `/app/assessments/${id}` : '/app/assessments'),
};

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Recovery app';
  const id = typeof data.id === 'string' && /^[\w-]{1,64}$/.test(data.id) ? data.id : null;
  // Only a page of the app itself is ever opened.
  const url = OPEN[data.kind] ? OPEN[data.kind](id) : '/app/home';
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: '/app/icons/icon-192.png',
      badge: '/app/icons/icon-192.png',
      tag: data.kind || 'recovery',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/app/home';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      for (const client of list) {
        if (client.url.includes('/app/') && 'focus' in client) {
          return client.focus().then((c) => c.navigate(url));
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
