/**
 * A category name broken at spaces into at most `maxLines` lines of at most `width` characters,
 * as even as they go ('Gói Quốc tế / Trọn đời', not 'Gói Quốc tế Trọn / đời'); what does not fit
 * ends in '…' (the whole name stays in the tooltip and the 'Show data' table).
 */
export function wrapLabel(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const greedy = (w: number) => {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && last.length + 1 + word.length <= w) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  let lines = greedy(width);
  // The narrowest measure that needs no more lines evens them out.
  for (let w = width - 1; w > 0 && lines.length > 1; w -= 1) {
    const narrower = greedy(w);
    if (narrower.length > lines.length) break;
    lines = narrower;
  }
  const ellipsis = (line: string) => `${line.slice(0, width - 1).trimEnd()}…`;
  return lines.slice(0, maxLines).map((line, i) => (line.length > width || (i === maxLines - 1 && lines.length > maxLines) ? ellipsis(line) : line));
}
