import { useT } from '../lib/i18n';
import { formatPhone, telHref } from '../lib/phone';

/**
 * The center's own phone as a big button: "Call <center>" and the number under it, so a person can
 * also read it out or dial it from another phone. Shown only when the center set a number.
 */
export function CallCenter({
  center,
  phone,
  secondary = false,
}: {
  center: string;
  phone: string;
  secondary?: boolean;
}) {
  const t = useT();
  return (
    <a
      className={secondary ? 'btn secondary block call-center' : 'btn block call-center'}
      href={telHref(phone)}
    >
      <span>{t('common.callCenter', { center })}</span> <span className="number">{formatPhone(phone)}</span>
    </a>
  );
}
