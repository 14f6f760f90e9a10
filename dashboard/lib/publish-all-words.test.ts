import { describe, expect, it } from 'vitest';
import {
  describeChanges,
  hasChanges,
  publishAllTitle,
  publishedMessage,
  waitingSentence,
} from './publish-all-words';

describe('publish-all words', () => {
  it('names the pages and the header and footer', () => {
    expect(describeChanges({ pages: 3, globalContent: true })).toBe(
      '3 pages and the header and footer',
    );
    expect(describeChanges({ pages: 1, globalContent: false })).toBe('1 page');
    expect(describeChanges({ pages: 0, globalContent: true })).toBe('the header and footer');
    expect(publishAllTitle({ pages: 5, globalContent: false })).toBe('Publish 5 pages?');
  });

  it('says what waits', () => {
    expect(waitingSentence({ pages: 1, globalContent: false })).toBe(
      '1 page has unpublished changes',
    );
    expect(waitingSentence({ pages: 0, globalContent: true })).toBe(
      'The header and footer have unpublished changes',
    );
    expect(waitingSentence({ pages: 2, globalContent: true })).toBe(
      '2 pages and the header and footer have unpublished changes',
    );
  });

  it('tells whether anything waits', () => {
    expect(hasChanges(undefined)).toBe(false);
    expect(hasChanges({ pages: 0, globalContent: false })).toBe(false);
    expect(hasChanges({ pages: 0, globalContent: true })).toBe(true);
    expect(hasChanges({ pages: 2, globalContent: false })).toBe(true);
  });

  it('says what was published', () => {
    expect(publishedMessage({ pages: 4, globalContent: false })).toBe('Published 4 pages');
    expect(publishedMessage({ pages: 1, globalContent: true })).toBe(
      'Published 1 page and the header and footer',
    );
    expect(publishedMessage({ pages: 0, globalContent: false })).toBe(
      'Nothing to publish: shoppers already see every change',
    );
  });
});
