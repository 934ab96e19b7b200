import { Link } from 'wouter';
import { useAuth } from '../lib/auth';

const LINKS = [
  { to: '/tasks', label: "Today's tasks" },
  { to: '/contact', label: 'Ask for a call' },
  { to: '/news', label: 'Events and news' },
  { to: '/notifications', label: 'Notifications on this phone' },
  { to: '/account', label: 'My account' },
];

export function More() {
  const { me } = useAuth();
  return (
    <>
      <h1 tabIndex={-1}>More</h1>
      {me && <p className="muted">Signed in as {me.email}</p>}
      <ul className="list card more">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>
              {l.label}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
