export { compiledTexts } from './compiled-texts.ts';
export { inlineBootScript } from './inline-boot-script.ts';
export { inlineEntryCss } from './inline-entry-css.ts';
export { precompress } from './precompress.ts';
