import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_QUERY, useMobile } from './media';
import { useOpenedOnce } from './opened-once';

const desktopOnly = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktopOnly;
});

/** A phone: the mobile query matches. */
function onPhone() {
  window.matchMedia = (query: string) => ({ ...desktopOnly(query), matches: query === MOBILE_QUERY });
}

describe('useMobile', () => {
  it('draws the phone layout in the first render on a phone, not the desktop one first (issue 22)', () => {
    onPhone();
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useMobile());
      return null;
    }
    render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(seen.every(Boolean)).toBe(true);
  });
});

describe('useOpenedOnce', () => {
  it('is false until first opened, then stays true after closing', () => {
    const seen: boolean[] = [];
    function Probe({ opened }: { opened: boolean }) {
      seen.push(useOpenedOnce(opened));
      return null;
    }
    const { rerender } = render(<Probe opened={false} />);
    rerender(<Probe opened={true} />);
    rerender(<Probe opened={false} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
