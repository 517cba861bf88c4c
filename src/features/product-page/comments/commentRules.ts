import { email, maxLength, minLength, required, rule } from '../../../shared/validation';

/** What the comment form holds; `rating` is 0 until the shopper picks a star. */
export interface CommentValues {
  name: string;
  email: string;
  message: string;
  rating: number;
}

// The bounds of the contract's CommentInput (the minimums 2 and 10 among them).
export const COMMENT_LIMITS = { nameMax: 100, emailMax: 255, messageMax: 1000 } as const;

const ratingChosen = (value: number) => (value >= 1 && value <= 5 ? null : required(null));

export const commentRules = {
  name: rule<string, CommentValues>(required, minLength(2), maxLength(COMMENT_LIMITS.nameMax)),
  email: rule<string, CommentValues>(required, email, maxLength(COMMENT_LIMITS.emailMax)),
  message: rule<string, CommentValues>(required, minLength(10), maxLength(COMMENT_LIMITS.messageMax)),
  rating: rule<number, CommentValues>(ratingChosen),
};
