// Mantine's Tooltip on its own, so a dynamic import of this module brings it (and the popover
// library) without the rest of @mantine/core: see deferred-tooltip.tsx.
export { Tooltip } from '@mantine/core';
