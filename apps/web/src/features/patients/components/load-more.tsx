import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * Loads the next page when this comes into view (infinite scroll), with a button for keyboards and
 * for browsers without IntersectionObserver.
 */
export function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Center ref={ref} py="md">
      <Button variant="default" onClick={onLoad} loading={loading}>
        {t('patients.loadMore')}
      </Button>
    </Center>
  );
}
