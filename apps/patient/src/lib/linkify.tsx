import type { ReactNode } from 'react';

const URL_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message's text with its web addresses as links. Only http(s) becomes a link (never
 * javascript: or data:), it opens apart from the app without giving it access back
 * (noopener noreferrer), and everything else stays text (React escapes it).
 */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    const href = match[0];
    out.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
