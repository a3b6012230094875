import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS } from '../api/contracts/support';
import { feedbackWordCount as wordCount } from '../api/contracts/support';
import { feedbackLimits, feedbackProblem } from './feedback-form';

const filled = { type: '1', captcha: '1234' };

describe('feedback description words (SPEC 5.3 "between {0} and {1} words")', () => {
  it('counts the words between spaces, in English and in Bengali', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount('My deposit is late')).toBe(4);
    expect(wordCount('  two\tspaced \n words ')).toBe(3);
    expect(wordCount('আমার জমা এখনও আসেনি।')).toBe(4);
  });

  it('keeps the configured word bounds within what 20 to 200 characters allow', () => {
    expect(feedbackLimits).toEqual({
      minLength: 20,
      maxLength: 200,
      minWords: FEEDBACK_MIN_WORDS,
      maxWords: FEEDBACK_MAX_WORDS,
    });
    // The most words 200 characters hold: one-letter words, one space apart.
    expect(Math.ceil(feedbackLimits.maxLength / 2)).toBeGreaterThanOrEqual(FEEDBACK_MAX_WORDS);
    expect(FEEDBACK_MIN_WORDS).toBeGreaterThanOrEqual(1);
    expect(FEEDBACK_MIN_WORDS).toBeLessThan(FEEDBACK_MAX_WORDS);
  });

  it('refuses fewer words than the minimum once the characters are right, and takes the minimum', () => {
    expect(feedbackProblem({ ...filled, content: 'Depositnotcredited!!' })).toEqual({ kind: 'words' });
    expect(feedbackProblem({ ...filled, content: 'Deposit notcredited!' })).toEqual({ kind: 'words' });
    expect(feedbackProblem({ ...filled, content: 'Deposit not credited' })).toBeNull();
    expect(feedbackProblem({ ...filled, content: 'জমা এখনও আসেনি, দেখুন' })).toBeNull();
  });

  it('refuses more words than the maximum, with both bounds configurable', () => {
    const limits = { ...feedbackLimits, minWords: 2, maxWords: 5 };
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(feedbackProblem({ ...filled, content: words(5) }, limits)).toBeNull();
    expect(feedbackProblem({ ...filled, content: words(6) }, limits)).toEqual({ kind: 'words' });
    expect(feedbackProblem({ ...filled, content: 'Depositnotcredited!!' }, limits)).toEqual({
      kind: 'words',
    });
    expect(feedbackProblem({ ...filled, content: 'Deposit notcredited!' }, limits)).toBeNull();
  });

  it('names empty fields first, then the characters, then the words', () => {
    expect(feedbackProblem({ ...filled, captcha: '', content: 'one' })).toEqual({
      kind: 'empty',
      fields: ['captcha'],
    });
    expect(feedbackProblem({ ...filled, content: 'two words' })).toEqual({ kind: 'length' });
  });
});
