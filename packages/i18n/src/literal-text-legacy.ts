/**
 * The files of both apps still written in English inline (issue 36), 105 files with 793 texts
 * when the check began. The check fails on literal text in any other file, and on a file here that
 * no longer has any: translate a file, then take it off this list. Empty when issue 36 is done.
 */
export const LEGACY_LITERAL_TEXT: readonly string[] = [];
