import {
  type CSSVariablesResolver,
  createTheme,
  type InputProps,
  type MenuProps,
  type ModalProps,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * The portal's theme. `closeLabel` names every modal's close button in the screen's language: the
 * providers build the theme from the current texts (`common.close`), again when the language changes.
 */
export const createPortalTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'blue',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    // White on blue 6 is 3.6:1 and on blue 7 4.2:1; blue 8 (5.0:1) passes WCAG AA for button labels.
    primaryShade: 8,
    components: {
      // Mantine's modal close button is an icon without a name; give every modal's one. A plain
      // object, not `Modal.extend(…)`, which would put the modal's code (with its scroll lock and
      // focus trap) in the first download (issue 22).
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<ModalProps>,
      },
      // Every text field, select and textarea is built on Input: one focus ring for all (theme.module.css).
      Input: { classNames: { input: classes.input } } satisfies Partial<InputProps>,
      // An open menu puts the focus on its first item, as the ARIA menu pattern has it; Mantine's
      // default focuses an invisible role=presentation element, which axe rejects inside role=menu.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    },
  });

/** Mantine's default dimmed grey and link blue miss WCAG AA contrast on white; darken both. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-anchor': t.colors.blue[8] ?? '#1971c2',
    // Light-variant primary text (active nav link, light buttons) sits on a tinted background.
    '--mantine-primary-color-light-color': t.colors.blue[9] ?? '#1864ab',
    // …and Mantine's tints (blue 1, blue 2 on hover) leave blue 9 at 4.0:1 under the pointer: one
    // step lighter each keeps the hover visible and the label above 4.5:1.
    '--mantine-color-blue-light': t.colors.blue[0] ?? '#e7f5ff',
    '--mantine-color-blue-light-hover': t.colors.blue[1] ?? '#d0ebff',
    // Field errors: red 6 is 3.6:1 on white, red 8 just 4.5:1; red 9 (5.4:1) reads well.
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
