/**
 * Splits a patient search into words. Each word must appear somewhere in "first last e-mail"
 * (unaccented, lower-cased by the database), so "smith john", "John Smith", "jo@ex" all match.
 * LIKE's wildcards in the input are escaped: a search for "50%" looks for "50%".
 */
export function searchPatterns(input: string | undefined, maxWords = 8): string[] {
  if (!input) return [];
  return input
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
