/**
 * Typo tolerance (issue 15): a query word that matches no word of the catalogue may be read as a catalogue word a few
 * edits away. Short words are left alone: one edit turns most three-letter words into other real words.
 */

/** Edits allowed for a word of this many characters: none under 4, one for 4 to 7, two for 8 and more. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Edit distance where inserting, deleting or replacing a character, or swapping two neighbours ("scrubebr" for
 * "scrubber"), each count one (optimal string alignment). Returns max + 1 as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[right.length]!, max + 1);
}

export interface WordCandidate {
  word: string;
  /** How many listed products carry the word: the likelier reading when two are equally close. */
  products: number;
}

/** The catalogue word a typo most likely meant: fewest edits within the allowance, then the commoner, then A–Z. */
export function bestCorrection(typed: string, candidates: WordCandidate[]): string | null {
  const allowed = allowedEdits(typed);
  if (allowed === 0) return null;
  let best: { word: string; distance: number; products: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === typed) continue;
    const distance = editDistance(typed, candidate.word, allowed);
    if (distance > allowed) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.products > best.products) ||
      (distance === best.distance && candidate.products === best.products && candidate.word < best.word);
    if (better) best = { word: candidate.word, distance, products: candidate.products };
  }
  return best?.word ?? null;
}

/**
 * For a word still being typed (suggestions): the start of a catalogue word the typed start most likely meant, e.g.
 * "scrube" → "scrubb" (of "scrubber"). Each candidate's starts one character shorter, as long and one longer than the
 * typed text are compared; same preferences as bestCorrection.
 */
export function bestPrefixCorrection(typed: string, candidates: WordCandidate[]): string | null {
  const allowed = allowedEdits(typed);
  if (allowed === 0) return null;
  const length = [...typed].length;
  let best: { start: string; distance: number; products: number } | null = null;
  for (const candidate of candidates) {
    const characters = [...candidate.word];
    for (let take = length - 1; take <= length + 1; take++) {
      if (take < 1 || take > characters.length) continue;
      const start = characters.slice(0, take).join("");
      if (start === typed) continue;
      const distance = editDistance(typed, start, allowed);
      if (distance > allowed) continue;
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance && candidate.products > best.products) ||
        (distance === best.distance && candidate.products === best.products && start < best.start);
      if (better) best = { start, distance, products: candidate.products };
    }
  }
  return best?.start ?? null;
}
