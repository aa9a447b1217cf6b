/** Text folded for matching, with the span of the original text each folded unit came from. */
interface FoldedText {
  folded: string;
  /** Per UTF-16 unit of `folded`: where its source starts in the original text. */
  starts: number[];
  /** Per UTF-16 unit of `folded`: where its source ends (exclusive). */
  ends: number[];
}

interface FoldedUnit {
  unit: string;
  start: number;
  end: number;
}

// After accents are gone, these spell out umlauts the ASCII way ('Muenchen' for 'München').
const DIGRAPH_HEADS = new Set(['a', 'o', 'u']);

function foldChar(char: string): string {
  return char.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/**
 * Folds text the way the server's search does (lower case, accents dropped, ß → ss, ae/oe/ue →
 * a/o/u), so 'muenchen', 'München' and 'munchen' are the same word. The spans let a match in
 * the folded text be highlighted in the original one.
 */
export function foldText(text: string): FoldedText {
  const units: FoldedUnit[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    const folded = foldChar(char);
    const last = units.at(-1);
    if (folded === '' && last) {
      // A lone combining mark belongs to the letter before it, so highlights never split them.
      last.end = index;
      continue;
    }
    for (let k = 0; k < folded.length; k += 1) {
      units.push({ unit: folded.charAt(k), start, end: index });
    }
  }

  const merged: FoldedUnit[] = [];
  for (let k = 0; k < units.length; k += 1) {
    const current = units[k];
    if (!current) continue;
    const next = units[k + 1];
    if (next && next.unit === 'e' && DIGRAPH_HEADS.has(current.unit)) {
      merged.push({ unit: current.unit, start: current.start, end: next.end });
      k += 1;
    } else {
      merged.push(current);
    }
  }

  return {
    folded: merged.map((u) => u.unit).join(''),
    starts: merged.map((u) => u.start),
    ends: merged.map((u) => u.end),
  };
}

/** The folded form alone, for query words. */
export function foldWord(word: string): string {
  return foldText(word).folded;
}
