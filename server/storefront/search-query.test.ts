import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  correctGroup,
  isOneTypo,
  parseSearchTerm,
  searchWords,
} from './search-query';

/** A name as migration 0002 stores it in `search_name`. */
const searchName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, '');

/** Whether `word` is one typo from some word of the product name `name`. */
const typoMatches = (word: string, name: string) =>
  searchName(name)
    .split(' ')
    .some((w) => isOneTypo(word, w));

/** Damerau (optimal string alignment) distance, the reference for the typo patterns. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('searchWords', () => {
  it('lower-cases, drops hyphens and apostrophes inside words and splits on other punctuation', () => {
    expect(searchWords('  T-Shirt ')).toEqual(['tshirt']);
    expect(searchWords('T SHIRT')).toEqual(['t', 'shirt']);
    expect(searchWords("Men's jacket,denim/blue")).toEqual(['mens', 'jacket', 'denim', 'blue']);
    expect(searchWords('Crème brûlée')).toEqual(['crème', 'brûlée']);
    expect(searchWords('ＳＨＩＲＴ')).toEqual(['shirt']); // full-width, NFKC
    expect(searchWords("%_\\' & | ! :* ()")).toEqual([]);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('parseSearchTerm', () => {
  it('builds a prefix tsquery on the last word and the compact forms', () => {
    const q = parseSearchTerm('Denim  Jack');
    expect(q.words).toEqual(['denim', 'jack']);
    expect(q.name).toBe('denim jack');
    expect(q.compact).toBe('denimjack');
    expect(q.tsquery).toBe("'denim' & 'jack':*");
    expect(q.nameTsquery).toBe("'denim':A & 'jack':*A");
    expect(q.substring).toBe('%denimjack%');
    expect(q.compactPrefix).toBe('denimjack%');
  });

  it('leaves tsquery and LIKE syntax out of the words', () => {
    const q = parseSearchTerm("x' | 'y':* & !z %_");
    expect(q.words).toEqual(['x', 'y', 'z']);
    expect(q.tsquery).toBe("'x' & 'y' & 'z':*");
    expect(parseSearchTerm('%').words).toEqual([]);
  });

  it('skips the substring match under 3 characters (no trigram for the index)', () => {
    expect(parseSearchTerm('ab').substring).toBeNull();
    expect(parseSearchTerm('a b c').substring).toBe('%abc%');
  });

  it('lets words of 4+ letters carry a typo; numbers and short words not', () => {
    const [group] = parseSearchTerm('red snekers 2024').typoGroups;
    expect(group?.typoCapable).toEqual([false, true, false]);
    expect(parseSearchTerm('mug').typoGroups).toEqual([]);
    expect(parseSearchTerm('2024').typoGroups).toEqual([]);
  });

  it('also tries the words joined when one is too short for a typo (T SHRIT -> tshrit)', () => {
    const groups = parseSearchTerm('T SHRIT').typoGroups;
    expect(groups.map((g) => g.words)).toEqual([['t', 'shrit'], ['tshrit']]);
    expect(groups.map((g) => g.typoCapable)).toEqual([[false, true], [true]]);
    expect(parseSearchTerm('canvas snekers').typoGroups).toHaveLength(1);
  });
});

describe('typo matching', () => {
  /** `check(a, b)` holds for every pair of `yes` and for no pair of `no`. */
  const expectPairs = (
    check: (a: string, b: string) => boolean,
    yes: [string, string][],
    no: [string, string][],
  ) => {
    for (const [a, b] of yes) expect(check(a, b), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of no) expect(check(a, b), `${a} ~ ${b}`).toBe(false);
  };

  it('finds the issue examples', () => {
    expectPairs(
      typoMatches,
      [
        ['tshrit', 'Classic T-Shirt'],
        ['snekers', 'Canvas Sneakers'],
        ['jakcet', 'Denim Jacket'],
        ['walet', 'Leather Wallet'],
      ],
      [
        ['snekers', 'Silk Scarf'],
        ['candle', 'Canvas Tote Bag'],
      ],
    );
  });

  it('matches whole name words, not parts of them', () => {
    expectPairs(typoMatches, [['shirt', 'Linen Shirts']], [['shirt', 'Hooded Sweatshirt']]);
  });

  it('matches exactly the words at Damerau distance <= 1 for words of 5+ letters', () => {
    const word = 'boots';
    const alphabet = ['b', 'o', 't', 's', 'x'];
    // Every string up to length 6 over a small alphabet: the regexes agree with the distance.
    let candidates = [''];
    const all: string[] = [];
    for (let len = 1; len <= 6; len++) {
      candidates = candidates.flatMap((c) => alphabet.map((a) => c + a));
      all.push(...candidates);
    }
    for (const target of all) {
      expect(typoMatches(word, target), target).toBe(osa(word, target) <= 1);
    }
  });

  it("follows Shopify's rule for 4-letter words: only a letter added at the end", () => {
    expectPairs(
      isOneTypo,
      [
        ['shir', 'shirt'],
        ['shir', 'shir'],
      ],
      [
        ['sirt', 'shirt'],
        ['shir', 'shor'],
        ['shir', 'shirts'],
      ],
    );
  });

  it('never corrects short words or numbers', () => {
    expectPairs(
      isOneTypo,
      [],
      [
        ['mug', 'mugs'],
        ['20245', '20246'],
      ],
    );
  });
});

describe('correctGroup', () => {
  const [group] = parseSearchTerm('leather walet').typoGroups;

  it('widens each word to its corrections, keeping the typed word (the last as a prefix)', () => {
    const corrected = correctGroup(
      group!,
      new Map([
        [
          'walet',
          [
            { word: 'wallet', joined: false },
            { word: 'wale', joined: false },
          ],
        ],
        [
          'leather',
          [
            { word: 'leather', joined: false },
            { word: 'feather', joined: false },
          ],
        ],
      ]),
    );
    expect(corrected?.tsquery).toBe("('leather' | 'feather') & ('walet':* | 'wallet' | 'wale')");
    expect(corrected?.nameTsquery).toBe(
      "('leather':A | 'feather':A) & ('walet':*A | 'wallet':A | 'wale':A)",
    );
    expect(corrected?.perWord.map((w) => w.joined)).toEqual([[], []]);
  });

  it('drops words more than one typo away and answers null when nothing is left to try', () => {
    expect(
      correctGroup(group!, new Map([['walet', [{ word: 'wallets', joined: false }]]])),
    ).toBeNull();
    expect(correctGroup(group!, new Map())).toBeNull();
  });

  it('matches a joined correction in the compact name (T SHRIT -> tshirt)', () => {
    const [, compact] = parseSearchTerm('T SHRIT').typoGroups;
    const corrected = correctGroup(
      compact!,
      new Map([['tshrit', [{ word: 'tshirt', joined: true }]]]),
    );
    expect(corrected?.perWord[0]?.joined).toEqual(['%tshirt%']);
  });
});
