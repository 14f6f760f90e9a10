import { describe, expect, it } from 'vitest';
import { escapeLike, likeContaining, likeStartingWith } from './sql';

describe('LIKE patterns', () => {
  it('takes %, _ and \\ in a typed term literally', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('wraps the escaped term for contains and starts-with matches', () => {
    expect(likeContaining('a%b')).toBe('%a\\%b%');
    expect(likeStartingWith('a_b')).toBe('a\\_b%');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike("O'Brien & Co")).toBe("O'Brien & Co");
  });
});
