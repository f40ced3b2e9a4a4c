/**
 * A batch seed as people type it, for the CLI's `--seed` and the browser Lab alike, so both give the
 * same games: a whole number is itself; any other text ("class-a") is hashed to 32 bits (FNV-1a over
 * its UTF-16 code units, after trimming).
 */
export function batchSeed(text: string): number {
  const t = text.trim();
  if (/^-?\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  let h = 0x811c9dc5;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
