// Grid headers shown whole (user test at 820 px: "MS 70P &" was cut): a header may take two lines,
// broken between words; its column is widened to the wider of the two lines when that is not enough.

/**
 * The narrowest width that shows a label on at most two lines broken at spaces, given a text measure
 * (pixels of a string). One word: its own width.
 */
export function twoLineWidth(label: string, measure: (text: string) => number): number {
  const words = label.trim().split(/\s+/);
  let best = measure(words.join(' '));
  for (let i = 1; i < words.length; i += 1) {
    best = Math.min(best, Math.max(measure(words.slice(0, i).join(' ')), measure(words.slice(i).join(' '))));
  }
  return best;
}

/** A column's grid width: its set width, or wider when its header needs it (padding both sides). */
export function headerFitWidth(width: number, label: string, measure: (text: string) => number, padding = 14): number {
  return Math.max(width, Math.ceil(twoLineWidth(label, measure) + padding));
}
