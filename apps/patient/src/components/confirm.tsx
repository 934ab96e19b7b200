import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n';

/**
 * A confirmation in a native <dialog> (focus trapped, Escape closes). The safe answer has the
 * focus, so Enter never confirms a destructive action by accident.
 */
export function Confirm({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      cancelRef.current?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onCancel} onClose={() => open && onCancel()}>
      <h2 id={titleId}>{title}</h2>
      <div>{children}</div>
      <div className="actions">
        <button ref={cancelRef} type="button" className="btn secondary" onClick={onCancel}>
          {t('shell.cancel')}
        </button>
        <button type="button" className={danger ? 'btn danger' : 'btn'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
