/**
 * Product search terms, normalised the way migration 0002 normalises product names, plus what
 * the search query needs from them: a prefix tsquery (everywhere and in names only), a LIKE
 * substring, and, for a term that finds nothing, its typo-capable words widened to the store's
 * vocabulary words one typo away (isOneTypo, correctGroup).
 * Owns: pure string work only (no SQL, no database). Every string here reaches PostgreSQL as
 * a bound parameter, never as SQL text.
 */
import { likeContaining, likeStartingWith } from '../lib/sql';

/** Words past this many are ignored. */
export const MAX_SEARCH_WORDS = 8;
/**
 * A word needs this many characters to be matched with a typo anywhere. Shopify's rule: one
 * typo, with the first 4 letters right; so a 4-letter word here gets one extra letter at its
 * end (`shir` finds "shirt") and shorter words none.
 */
export const MIN_TYPO_WORD_LENGTH = 5;
/** The shortest word matched with a typo at all (a letter added at its end). */
export const MIN_APPEND_TYPO_WORD_LENGTH = 4;
/** Longer words are matched exactly or by prefix only (no typo patterns). */
export const MAX_TYPO_WORD_LENGTH = 32;
/** The shortest compact term matched as a substring (the trigram index needs 3 characters). */
export const MIN_SUBSTRING_LENGTH = 3;

/** One group of words a product must all match, each as itself or as a correction of a typo. */
export interface WordGroup {
  words: string[];
  /** Per word: whether it may carry a typo (length and letters allow it, see isOneTypo). */
  typoCapable: boolean[];
}

export interface SearchQuery {
  /** The normalised words, in order (empty: nothing can match). */
  words: string[];
  /** The words joined by spaces: compare with `search_name`. */
  name: string;
  /** The words joined: compare with `search_compact`. */
  compact: string;
  /** Every word as a lexeme, the last as a prefix: `'denim' & 'jack':*`. */
  tsquery: string;
  /** The same, in product names only (weight A): `'denim':A & 'jack':*A`. */
  nameTsquery: string;
  /** `%compact%` for LIKE on `search_compact`, or null when too short for the index. */
  substring: string | null;
  /**
   * `compact%` for LIKE on the vocabulary's joined words (`tshirt` of "T-Shirt"): the
   * substring match is only tried when such a word starts with the term.
   */
  compactPrefix: string | null;
  /**
   * Word groups tried with typos: the words themselves and, when a word is too short for a
   * typo of its own, their compact form as one word (`T SHRIT` -> `tshrit`, one typo from the
   * name word `tshirt`). Only groups with at least one typo-capable word.
   */
  typoGroups: WordGroup[];
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
/** Hyphens and apostrophes inside a word are dropped, as in `search_name` (T-Shirt -> tshirt). */
const INNER_JOINER = /(?<=[\p{L}\p{M}\p{N}])['’\u2010\u2011-](?=[\p{L}\p{M}\p{N}])/gu;

/** `term` as lower-case words, punctuation dropped inside words and splitting them elsewhere. */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(INNER_JOINER, '')
    .split(NON_WORD)
    .filter((w) => w && WORD_CHAR.test(w))
    .slice(0, MAX_SEARCH_WORDS);
}

/** `word` quoted as a tsquery operand (words hold no quotes or backslashes; escaped anyway). */
function tsOperand(word: string, prefix: boolean, nameOnly = false): string {
  const flags = `${prefix ? '*' : ''}${nameOnly ? 'A' : ''}`;
  return `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'${flags ? `:${flags}` : ''}`;
}

/** Whether `word` may carry a typo: 4..32 characters with at least one letter. */
function typoCapable(word: string): boolean {
  const length = Array.from(word).length;
  if (length < MIN_APPEND_TYPO_WORD_LENGTH || length > MAX_TYPO_WORD_LENGTH) return false;
  return /\p{L}/u.test(word); // numbers (sizes, years) are matched exactly
}

/**
 * Whether the shopper's `typed` word may be read as the store's `word`: the same, or for
 * 5+ characters at Damerau (optimal string alignment) distance 1 (one substitution, insertion,
 * deletion or adjacent swap), or for 4 characters with one letter added at the end
 * (Shopify's rule: `shir` -> `shirt`, never `sirt` -> `shirt`).
 */
export function isOneTypo(typed: string, word: string): boolean {
  const a = Array.from(typed);
  const b = Array.from(word);
  if (a.join('') === b.join('')) return true;
  if (!typoCapable(typed)) return false;
  if (a.length < MIN_TYPO_WORD_LENGTH) {
    return b.length === a.length + 1 && a.every((c, i) => b[i] === c);
  }
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string[], from: number) => x.slice(from).join('');
  if (a.length === b.length) {
    // One substitution, or one adjacent swap.
    if (rest(a, i + 1) === rest(b, i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
  }
  // One insertion or deletion.
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/** A word of the store's vocabulary a typed word may be read as. */
export interface Correction {
  word: string;
  /** Held joined by some name (`tshirt` of "T-Shirt"): match it in `search_compact` too. */
  joined: boolean;
}

/** What a corrected word group matches: per word, lexeme alternatives and joined spellings. */
export interface CorrectedGroup {
  /** Per word: `('walet':* | 'wallet')`, every word's alternatives ANDed: the whole group. */
  tsquery: string;
  /** The same in names only (weight A). */
  nameTsquery: string;
  /**
   * Per word, `%word%` LIKE patterns of its joined corrections; when any word has some, each
   * word matches its tsquery alternatives or one of these.
   */
  perWord: { tsquery: string; nameTsquery: string; joined: string[] }[];
}

/**
 * `group` with each typo-capable word widened to its `corrections` (the typed word stays, the
 * last as a prefix); null when no word got any correction (nothing new to search).
 */
export function correctGroup(
  group: WordGroup,
  corrections: ReadonlyMap<string, readonly Correction[]>,
): CorrectedGroup | null {
  let corrected = false;
  const perWord = group.words.map((word, i) => {
    const last = i === group.words.length - 1;
    const found = group.typoCapable[i]
      ? (corrections.get(word) ?? []).filter((c) => c.word !== word && isOneTypo(word, c.word))
      : [];
    if (found.length) corrected = true;
    const alternatives = (nameOnly: boolean) => {
      const list = [
        tsOperand(word, last, nameOnly),
        ...found.map((c) => tsOperand(c.word, false, nameOnly)),
      ];
      return list.length > 1 ? `(${list.join(' | ')})` : list[0]!;
    };
    return {
      tsquery: alternatives(false),
      nameTsquery: alternatives(true),
      joined: found.filter((c) => c.joined).map((c) => likeContaining(c.word)),
    };
  });
  if (!corrected) return null;
  return {
    tsquery: perWord.map((w) => w.tsquery).join(' & '),
    nameTsquery: perWord.map((w) => w.nameTsquery).join(' & '),
    perWord,
  };
}

function wordGroup(words: string[]): WordGroup {
  return { words, typoCapable: words.map(typoCapable) };
}

/** Everything the search query needs from the shopper's `term`. */
export function parseSearchTerm(term: string): SearchQuery {
  const words = searchWords(term);
  const compact = words.join('');
  const typoGroups = words.length ? [wordGroup(words)] : [];
  // `T SHRIT`: too short a word to carry a typo, so try the words joined (`tshrit`).
  const hasShortWord = words.some((w) => Array.from(w).length < MIN_TYPO_WORD_LENGTH);
  if (words.length > 1 && hasShortWord && typoCapable(compact)) {
    typoGroups.push(wordGroup([compact]));
  }
  const longEnough = Array.from(compact).length >= MIN_SUBSTRING_LENGTH;
  return {
    words,
    name: words.join(' '),
    compact,
    tsquery: words.map((w, i) => tsOperand(w, i === words.length - 1)).join(' & '),
    nameTsquery: words.map((w, i) => tsOperand(w, i === words.length - 1, true)).join(' & '),
    substring: longEnough ? likeContaining(compact) : null,
    compactPrefix: longEnough ? likeStartingWith(compact) : null,
    typoGroups: typoGroups.filter((g) => g.typoCapable.some(Boolean)),
  };
}
