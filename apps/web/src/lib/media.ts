import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/contracts';

/** The phone layout's media query (spec: below the mobile breakpoint). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * Whether a media query matches, read during the first render. The portal renders only in the
 * browser, so there is no server render to agree with; Mantine's default (false first, the real
 * value from an effect) drew the desktop layout on every phone and then all of it again as the
 * phone layout: two renders of the first screen, one of them thrown away (issue 22).
 */
export function useMatches(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/** The phone layout (below the mobile breakpoint). */
export const useMobile = () => useMatches(MOBILE_QUERY);
