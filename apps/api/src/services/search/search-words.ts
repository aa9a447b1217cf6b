/** The words of a query: runs of letters and digits (so `e-mail`, `o'clock` split). */
export function searchWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+/gu) ?? [];
}
