import { describe, expect, it } from 'vitest';
import { contentCount, emptyFeedback, feedbackProblem, feedbackRequest } from './feedback-form';

// 20 characters in 3 words: the shortest description both bounds take.
const filled = { type: '1', content: 'Deposit not credited', captcha: '1234' };

describe('feedback form rules (SPEC 5.3)', () => {
  it('lists every empty field at once, in the form’s order', () => {
    // SPEC 8 feedback-validation: one warning listing every empty field.
    expect(feedbackProblem(emptyFeedback)).toEqual({ kind: 'empty', fields: ['type', 'content', 'captcha'] });
    expect(feedbackProblem({ ...filled, content: '   ', captcha: '' })).toEqual({
      kind: 'empty',
      fields: ['content', 'captcha'],
    });
  });

  it('takes type 0 (other) as chosen, but not a type outside SPEC 3.2', () => {
    expect(feedbackProblem({ ...filled, type: '0' })).toBeNull();
    expect(feedbackProblem({ ...filled, type: '5' })).toEqual({ kind: 'empty', fields: ['type'] });
  });

  it('needs 20 to 200 characters, spaces around not counted', () => {
    // SPEC 9 feedback-description: 19 characters are too few.
    expect(feedbackProblem({ ...filled, content: 'Deposit not credit' })).toEqual({ kind: 'length' });
    expect(feedbackProblem({ ...filled, content: ' Deposit not credit ' })).toEqual({ kind: 'length' });
    // 200 characters in 67 words, then one character more.
    expect(feedbackProblem({ ...filled, content: `${'ab '.repeat(66)}ab` })).toBeNull();
    expect(feedbackProblem({ ...filled, content: `${'ab '.repeat(66)}abc` })).toEqual({ kind: 'length' });
  });

  it('sends the type as a number, trimmed text and the sender', () => {
    expect(
      feedbackRequest({ type: '6', content: ` ${'y'.repeat(20)} `, captcha: ' 1234 ' }, 'demo01'),
    ).toEqual({
      type: 6,
      content: 'y'.repeat(20),
      captcha: '1234',
      sender: 'demo01',
    });
  });

  it('counts x/200', () => {
    expect(contentCount('')).toBe('0/200');
    expect(contentCount('abc')).toBe('3/200');
  });
});
