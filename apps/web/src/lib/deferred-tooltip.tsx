import type { TooltipProps } from '@mantine/core';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { deferredComponent } from './deferred';

const useTooltip = deferredComponent(
  () => import('./tooltip').then((m) => m.Tooltip as ComponentType<TooltipProps>),
  { mountWhenIdle: true },
);

/**
 * A tooltip for controls of the first screen (the header): the control shows at once, its tooltip
 * (and the popover library under it) arrives when the page is idle (issue 22). The control must
 * have its own accessible name: the tooltip only repeats it for pointer users.
 */
export function DeferredTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const [Tooltip] = useTooltip();
  return Tooltip ? <Tooltip label={label}>{children}</Tooltip> : children;
}
