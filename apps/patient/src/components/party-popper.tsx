import { useT } from '../lib/i18n';

/**
 * The milestone celebration's party popper, drawn: 🎉 (U+1F389) lies outside the one emoji block that
 * plain system fonts cover (lib/moods.ts), so a phone without a colour-emoji font showed an empty box.
 */
export function PartyPopper() {
  const t = useT();
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={t('shell.celebration')} focusable="false">
      <title>{t('shell.celebration')}</title>
      {/* The cone, its point at the bottom left, open towards the top right. */}
      <path d="M3 21l4.5-12.5 8 8z" fill="#f59f00" stroke="#a35f00" strokeWidth="1" strokeLinejoin="round" />
      <path d="M4.8 16L8 19.2M6.15 12.25l5.6 5.6" stroke="#fff" strokeWidth="1.2" strokeLinecap="round" />
      {/* What bursts out of it: two streamers and confetti. */}
      <g fill="none" strokeWidth="1.5" strokeLinecap="round">
        <path d="M11.5 9.5c0-3 3-3 2.5-6.5" stroke="#1864ab" />
        <path d="M14.5 12.5c3-.5 3.5 2.5 7 1.5" stroke="#2b7a3d" />
      </g>
      <circle cx="18" cy="4" r="1.3" fill="#e03131" />
      <circle cx="21" cy="8.5" r="1" fill="#1864ab" />
      <circle cx="15.5" cy="8.5" r="1" fill="#e03131" />
      <circle cx="19.5" cy="18" r="1" fill="#f59f00" />
      <circle cx="8.5" cy="4.5" r="1" fill="#2b7a3d" />
    </svg>
  );
}
