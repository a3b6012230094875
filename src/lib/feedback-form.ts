import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_MIN_WORDS,
  feedbackTypes,
  feedbackWordCount,
  type FeedbackRequest,
} from '../api/contracts/support';

/** The feedback popup's fields (SPEC 2.4), in the order a warning lists them. */
export const feedbackFields = ['type', 'content', 'captcha'] as const;
export type FeedbackField = (typeof feedbackFields)[number];

/** What the member typed; `type` is '' until a question type is chosen, else its number as text. */
export type FeedbackValues = Record<FeedbackField, string>;
export const emptyFeedback: FeedbackValues = { type: '', content: '', captcha: '' };

/**
 * SPEC 5.3 / 8: empty fields are listed together in one warning ("… is empty"); otherwise the
 * description must be 20 to 200 characters, then between the configured numbers of words.
 */
export type FeedbackProblem =
  { kind: 'empty'; fields: FeedbackField[] } | { kind: 'length' } | { kind: 'words' };

/** The description's bounds (SPEC 5.3, 9), in characters and in words. */
export interface FeedbackLimits {
  minLength: number;
  maxLength: number;
  minWords: number;
  maxWords: number;
}

export const feedbackLimits: FeedbackLimits = {
  minLength: FEEDBACK_MIN_LENGTH,
  maxLength: FEEDBACK_MAX_LENGTH,
  minWords: FEEDBACK_MIN_WORDS,
  maxWords: FEEDBACK_MAX_WORDS,
};

const isType = (value: string) =>
  value.trim() !== '' && (feedbackTypes as readonly number[]).includes(Number(value));

export function feedbackProblem(
  values: FeedbackValues,
  limits: FeedbackLimits = feedbackLimits,
): FeedbackProblem | null {
  const empty = feedbackFields.filter((field) =>
    field === 'type' ? !isType(values.type) : values[field].trim() === '',
  );
  if (empty.length > 0) return { kind: 'empty', fields: empty }; // SPEC 8 feedback-validation
  const length = values.content.trim().length;
  if (length < limits.minLength || length > limits.maxLength) return { kind: 'length' };
  const words = feedbackWordCount(values.content);
  if (words < limits.minWords || words > limits.maxWords) return { kind: 'words' };
  return null;
}

/** SPEC 3.2 payload: content, sender (the username), type (number), captcha. */
export function feedbackRequest(values: FeedbackValues, sender: string): FeedbackRequest {
  return {
    content: values.content.trim(),
    sender,
    type: Number(values.type),
    captcha: values.captcha.trim(),
  };
}

/** The counter beside the description (SPEC 5.3 "x/200"), counting what is typed. */
export const contentCount = (content: string) => `${content.length}/${FEEDBACK_MAX_LENGTH}`;
