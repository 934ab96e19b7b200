export { compiledTexts } from './compiled-texts.ts';
export { inlineBootScript } from './inline-boot-script.ts';
export { inlineEntryCss } from './inline-entry-css.ts';
export { precompress } from './precompress.ts';
export { screenFiles } from './screen-files.ts';
export { textFiles } from './text-files.ts';
