import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapLabel } from '../../src/components/charts/wrapLabel';

describe('wrapLabel (the names beside sideways bars)', () => {
  it('keeps a short name on one line and breaks a long one evenly', () => {
    expect(wrapLabel('Gói Tiêu chuẩn', 17, 3)).toEqual(['Gói Tiêu chuẩn']);
    expect(wrapLabel('Gói Quốc tế Trọn đời', 17, 3)).toEqual(['Gói Quốc tế', 'Trọn đời']);
    expect(wrapLabel('International Lifetime Premium Plan', 17, 3)).toEqual(['International', 'Lifetime', 'Premium Plan']);
  });

  it('ends what does not fit in an ellipsis', () => {
    expect(wrapLabel('one two three four five six seven eight nine ten', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapLabel('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });

  it('never gives a line wider than asked or more lines than asked, and loses no word of a name that fits', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeghiklmnoóưạ'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 12, max: 24 }),
        fc.integer({ min: 1, max: 3 }),
        (words, width, maxLines) => {
          const text = words.join(' ');
          const lines = wrapLabel(text, width, maxLines);
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
          if (!lines.some((l) => l.endsWith('…'))) expect(lines.join(' ')).toBe(text);
        },
      ),
    );
  });
});
