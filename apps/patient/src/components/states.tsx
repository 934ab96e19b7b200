import type { ReactNode } from 'react';
import { errorText } from '../lib/http';
import { useT } from '../lib/i18n';

export function Loading({ what }: { what?: string }) {
  const t = useT();
  return (
    <p role="status" className="muted center">
      {what ?? t('common.loading')}
    </p>
  );
}

/** A failed read: what went wrong, and a retry. */
export function ErrorState({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <div className="alert error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="btn secondary" onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="muted center">{children}</p>;
}

/** Renders loading / error / data of a query in one place. */
export function Query<T>({
  q,
  children,
  loading,
}: {
  q: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  loading?: string;
}) {
  if (q.data !== undefined) return <>{children(q.data)}</>;
  if (q.error) return <ErrorState error={q.error} retry={() => void q.refetch()} />;
  return <Loading {...(loading ? { what: loading } : {})} />;
}
