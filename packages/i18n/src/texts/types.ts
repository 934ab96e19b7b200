import type { Language } from '../languages';

/**
 * The texts of screens, each written in every language the product speaks, side by side (ICU
 * MessageFormat): a new text cannot land without its Spanish, and a reviewer reads both at once.
 * Only the chosen language reaches a browser: the build compiles one language per file
 * (`compiledTexts`, through the Vite plugin `virtual:texts/<domain>/<lang>`).
 */
export type Texts = Readonly<Record<string, Readonly<Record<Language, string>>>>;
