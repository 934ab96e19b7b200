import { Link } from 'wouter';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';

const LINKS = [
  { to: '/tasks', label: "Today's tasks" },
  { to: '/contact', label: 'Ask for a call' },
  { to: '/news', label: 'Events and news' },
  { to: '/notifications', label: 'Notifications on this phone' },
  { to: '/account', label: 'My account' },
];

export function More() {
  const { me } = useAuth();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>More</h1>
      {me && <p className="muted">Signed in as {me.email}</p>}
      <ul className="list card more">
        <li>
          <Link to="/assessments">
            {t('assessments.heading')}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>
              {l.label}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/privacy">
            {t('privacy.moreLink')}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
    </>
  );
}
