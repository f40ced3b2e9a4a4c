/**
 * English counts for the texts players read ("1 document", "3 documents"): every game's log and
 * move texts use it, so "1 documents" or "card(s)" cannot come back: texts read as people write.
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}
