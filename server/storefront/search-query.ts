/**
 * Product search terms, normalised the way migration 0002 normalises product names, plus what
 * the search query needs from them: a prefix tsquery, a LIKE substring, and per word the
 * one-typo regexes that pg_trgm's index can answer.
 * Owns: pure string work only (no SQL, no database). Every string here reaches PostgreSQL as
 * a bound parameter, never as SQL text.
 */

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

/** One query word matched with at most one typo against the words of a product's name. */
export interface TypoWord {
  word: string;
  /**
   * Regexes over `search_name`, one of which matches a name with a word at Damerau (optimal
   * string alignment) distance <= 1 from `word`: one substitution, insertion, deletion or
   * adjacent swap. pg_trgm turns each into trigrams (with word-boundary padding) for the GIN
   * index; several small regexes, because past ~128 NFA states pg_trgm drops trigrams and
   * the index returns many more candidates to recheck.
   */
  regexes: string[];
}

/** One group of words a product must all match: each as a lexeme or with one typo. */
export interface WordGroup {
  /** Per word, a tsquery matching it as a lexeme (a prefix for the group's last word). */
  lexemes: string[];
  /** Per word, its typo matcher, or null when the word is too short or numeric. */
  typos: (TypoWord | null)[];
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
  /** `%compact%` for LIKE on `search_compact`, or null when too short for the index. */
  substring: string | null;
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
function tsOperand(word: string, prefix: boolean): string {
  return `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'${prefix ? ':*' : ''}`;
}

/** `text` with LIKE's `%`, `_` and `\` taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `text` with every regex metacharacter taken literally. */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/** Stands for "any one character" in a typo variant. */
export const ANY_CHAR = null;
type Variant = (string | typeof ANY_CHAR)[];

/**
 * The words within one edit of `word`, as character lists where ANY_CHAR is a wildcard:
 * substitution (a wildcard in place of a character), insertion (a wildcard between two),
 * deletion and adjacent transposition. `word` itself is covered by the substitutions. Words
 * shorter than MIN_TYPO_WORD_LENGTH only get a letter added at their end (plus themselves).
 */
export function typoVariants(word: string): Variant[] {
  const c = Array.from(word);
  if (c.length < MIN_TYPO_WORD_LENGTH) return [c, [...c, ANY_CHAR]];
  const out = new Map<string, Variant>();
  const add = (v: Variant) => out.set(v.map((x) => x ?? '\u0000').join(''), v);
  for (let i = 0; i < c.length; i++) {
    add([...c.slice(0, i), ANY_CHAR, ...c.slice(i + 1)]);
    add([...c.slice(0, i), ...c.slice(i + 1)]);
    if (i + 1 < c.length && c[i] !== c[i + 1]) {
      add([...c.slice(0, i), c[i + 1]!, c[i]!, ...c.slice(i + 2)]);
    }
  }
  for (let i = 0; i <= c.length; i++) add([...c.slice(0, i), ANY_CHAR, ...c.slice(i)]);
  return [...out.values()];
}

/** Variants per regex: small enough for pg_trgm to keep every trigram (measured). */
const VARIANTS_PER_REGEX = 8;

/** Regexes, one of which matches a space-separated name holding a word within one edit of `word`. */
export function typoRegexes(word: string): string[] {
  const alternatives = typoVariants(word).map((v) =>
    v.map((x) => (x === ANY_CHAR ? '.' : escapeRegex(x))).join(''),
  );
  const out: string[] = [];
  for (let i = 0; i < alternatives.length; i += VARIANTS_PER_REGEX) {
    out.push(`(?:^| )(?:${alternatives.slice(i, i + VARIANTS_PER_REGEX).join('|')})(?: |$)`);
  }
  return out;
}

function typoWord(word: string): TypoWord | null {
  const length = Array.from(word).length;
  if (length < MIN_APPEND_TYPO_WORD_LENGTH || length > MAX_TYPO_WORD_LENGTH) return null;
  if (!/\p{L}/u.test(word)) return null; // numbers (sizes, years) are matched exactly
  return { word, regexes: typoRegexes(word) };
}

function wordGroup(words: string[]): WordGroup {
  return {
    lexemes: words.map((w, i) => tsOperand(w, i === words.length - 1)),
    typos: words.map(typoWord),
  };
}

/** Everything the search query needs from the shopper's `term`. */
export function parseSearchTerm(term: string): SearchQuery {
  const words = searchWords(term);
  const compact = words.join('');
  const typoGroups = words.length ? [wordGroup(words)] : [];
  // `T SHRIT`: too short a word to carry a typo, so try the words joined (`tshrit`).
  const hasShortWord = words.some((w) => Array.from(w).length < MIN_TYPO_WORD_LENGTH);
  if (words.length > 1 && hasShortWord && typoWord(compact)) typoGroups.push(wordGroup([compact]));
  return {
    words,
    name: words.join(' '),
    compact,
    tsquery: words.map((w, i) => tsOperand(w, i === words.length - 1)).join(' & '),
    substring:
      Array.from(compact).length >= MIN_SUBSTRING_LENGTH ? `%${escapeLike(compact)}%` : null,
    typoGroups: typoGroups.filter((g) => g.typos.some(Boolean)),
  };
}
