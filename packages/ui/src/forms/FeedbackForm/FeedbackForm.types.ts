import type { HTMLAttributes, ReactNode } from 'react';

/** The kinds of feedback the form offers (FEEDBACK3 `type`); a site may offer fewer. */
export const feedbackTypes = ['suggestion', 'bug', 'payment', 'game', 'account', 'complaint', 'other'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export interface FeedbackRequest {
  type: FeedbackType;
  /** Trimmed. */
  content: string;
  /** PNG or JPEG, at most 3 of at most 5 MB (checked by FileUpload); the site uploads them and sends the URLs. */
  images: File[];
}

export interface FeedbackFormProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onSubmit'> {
  /** Sends the feedback; reject with `{ code, message }` (the data layer's ApiError) to show why. */
  onSubmit: (request: FeedbackRequest) => Promise<void> | void;
  /** The kinds offered, in order (default: all of `feedbackTypes`). */
  types?: readonly FeedbackType[];
  /** Fewest characters of content (default 10). */
  minLength?: number;
  /** Most characters of content (default 140, SPEC §9). */
  maxLength?: number;
  /** Most images (default 3). */
  maxImages?: number;
  /** Most bytes per image (default 5 MB). */
  maxImageSize?: number;
  /** The heading (default: the localized "Feedback"). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
}
