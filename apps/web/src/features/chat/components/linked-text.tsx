import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

// Only what starts with http:// or https:// is a link, so "javascript:" or "data:" text never is.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/gi;
// A sentence's punctuation after a URL is not part of it ("see https://a.org/x." links to /x).
const TRAILING = /[.,;:!?'")\]]+$/;

export type Piece = { text: string } | { text: string; href: string };

/** Splits a message's text into plain pieces and http(s) links (checked by the URL parser). */
export function linkPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index;
    let candidate = match[0];
    const trail = TRAILING.exec(candidate)?.[0] ?? '';
    // A closing bracket stays when the URL opened one: https://en.wikipedia.org/wiki/A_(b)
    candidate = candidate.slice(0, candidate.length - trail.length);
    if (trail.startsWith(')') && candidate.includes('(')) candidate += ')';
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: candidate, href });
    at = start + candidate.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** A chat message's text with its web addresses as links that open in a new tab, cut off from the portal. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkPieces(text).map((p, i) =>
        'href' in p ? (
          <Anchor
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text in order; they never move
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            underline="always"
          >
            {p.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
