import type { AppTextKey } from '@portal/i18n/texts/app';
import { Link } from 'wouter';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';

/** Each link is named by the title of the screen it opens. */
const LINKS: { to: string; label: AppTextKey }[] = [
  { to: '/tasks', label: 'tasks.title' },
  { to: '/contact', label: 'contact.title' },
  { to: '/news', label: 'news.title' },
  { to: '/notifications', label: 'notifications.pushTitle' },
  { to: '/account', label: 'account.title' },
];

export function More() {
  const { me } = useAuth();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('shell.tabMore')}</h1>
      {me && <p className="muted">{t('more.signedInAs', { email: me.email })}</p>}
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
              {t(l.label)}
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
