import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { LinkedText, linkPieces } from './linked-text';

const show = (text: string) =>
  render(
    <Providers>
      <p>
        <LinkedText text={text} />
      </p>
    </Providers>,
  );

describe('web addresses in a chat message (issue 20 item 19)', () => {
  it('become links that open in a new tab without the portal as opener or referrer', () => {
    show('The schedule is at https://example.org/groups?day=mon, see you there.');
    const link = screen.getByRole('link', { name: 'https://example.org/groups?day=mon' });
    expect(link).toHaveAttribute('href', 'https://example.org/groups?day=mon');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('p')).toHaveTextContent(
      'The schedule is at https://example.org/groups?day=mon, see you there.',
    );
  });

  it('never link javascript:, data: or other schemes, nor text that only looks like an address', () => {
    show('javascript:alert(1) data:text/html,<b>x</b> ftp://files.example.org www.example.org http://');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('keep a closing bracket that belongs to the address and leave sentence punctuation out', () => {
    expect(linkPieces('(see https://en.wikipedia.org/wiki/Recovery_(health)).')).toEqual([
      { text: '(see ' },
      {
        text: 'https://en.wikipedia.org/wiki/Recovery_(health)',
        href: 'https://en.wikipedia.org/wiki/Recovery_(health)',
      },
      { text: ').' },
    ]);
    expect(linkPieces('Two: http://a.example/x and HTTPS://b.example.')).toEqual([
      { text: 'Two: ' },
      { text: 'http://a.example/x', href: 'http://a.example/x' },
      { text: ' and ' },
      { text: 'HTTPS://b.example', href: 'https://b.example/' },
      { text: '.' },
    ]);
  });

  it('leaves a message without addresses as it is', () => {
    expect(linkPieces('No links here.')).toEqual([{ text: 'No links here.' }]);
  });
});
