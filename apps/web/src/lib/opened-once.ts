import { useState } from 'react';

/**
 * True from the first time `opened` is true, and from then on. A modal rendered only once asked
 * for costs the first screen nothing (issue 22: Mantine's closed Modal still renders its transition
 * and portal); kept mounted afterwards, it closes with its animation and gives the focus back.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
