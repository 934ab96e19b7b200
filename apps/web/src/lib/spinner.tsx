import { Loader, type LoaderProps } from '@mantine/core';

type SpinnerProps = Omit<LoaderProps, 'aria-label' | 'role'> & {
  /** What is loading, as a person hears it: "Loading tasks". */
  label: string;
};

/**
 * The busy indicator of a list or panel whose data is on its way. Mantine's Loader is a bare span,
 * and a name on an element without a role is an ARIA attribute axe rejects (aria-prohibited-attr):
 * the spinner is an indeterminate progressbar, named by what is loading.
 */
export function Spinner({ label, ...props }: SpinnerProps) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
