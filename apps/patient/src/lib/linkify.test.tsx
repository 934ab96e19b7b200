import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('links in messages', () => {
  it('makes http(s) addresses safe links and leaves everything else text', () => {
    const { container } = render(
      <p>{linkify('See https://example.org/a?b=1. Or javascript:alert(1) <img src=x onerror=alert(1)>')}</p>,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.org/a?b=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('javascript:alert(1) <img src=x onerror=alert(1)>');
  });
});
