import type { FormHTMLAttributes } from 'react';

/** SPEC §5/§9: a comment of at most 140 characters, at most 3 png/jpg images of at most 5 MB each. */
export const signUpLimits = { commentMax: 140, maxImages: 3, maxImageSize: 5 * 1024 * 1024 } as const;

/** What the form sends (MCSFE_signUpRequestReward, multipart). */
export interface PromotionSignUpValues {
  comment: string;
  images: File[];
}

export interface PromotionSignUpFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /**
   * Sends the request. Resolve when the platform accepted it (the form then says so and clears); reject with a
   * CentreSubmitError (`code`, `message`, `fieldErrors` for `comment` / `images`) to show localized errors.
   */
  onSubmit: (values: PromotionSignUpValues) => Promise<void> | void;
  /** The comment must not be empty (default true). */
  isCommentRequired?: boolean;
  /** At least one image is needed (default false). */
  isImageRequired?: boolean;
  /** The operator's instructions (plain text) under the heading. */
  instructions?: string;
  /** The promotion no longer takes requests (status other than join). */
  disabled?: boolean;
}
