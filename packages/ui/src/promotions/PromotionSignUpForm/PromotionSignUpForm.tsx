import { forwardRef, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { FileUpload } from '../../forms/FileUpload';
import { Icon } from '../../primitives/Icon';
import { LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { characterCount, RemarkField } from '../../member-centre/shared/RemarkField';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { FormActions, FormRoot, FormTitle, Instructions } from './PromotionSignUpForm.styles';
import { signUpLimits, type PromotionSignUpFormProps } from './PromotionSignUpForm.types';

const fieldNames = ['comment', 'images'] as const;
type Field = (typeof fieldNames)[number];

/**
 * The sign-up request of a promotion: a comment (at most 140 characters, counted as a member counts them, with a
 * live counter) and up to 3 png/jpg images of at most 5 MB (the kit's FileUpload checks type, size and count);
 * localized field errors, one submit at a time, the platform's refusal in the member's language.
 */
export const PromotionSignUpForm = forwardRef<HTMLFormElement, PromotionSignUpFormProps>(function PromotionSignUpForm(
  { onSubmit, isCommentRequired = true, isImageRequired = false, instructions, disabled = false, ...rest },
  ref,
) {
  const { t } = useTranslation('engage');
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSent, setIsSent] = useState(false);
  const [isBusy, run] = useAsyncTask();
  const describe = useSubmitErrorText(fieldNames);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const count = characterCount(comment.trim());
    if (isCommentRequired && count === 0) found.comment = t('signUp.errors.commentRequired');
    else if (characterCount(comment) > signUpLimits.commentMax)
      found.comment = t('signUp.errors.commentTooLong', { max: signUpLimits.commentMax });
    if (isImageRequired && images.length === 0) found.images = t('signUp.errors.imageRequired');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSent(false);
    setFormError(undefined);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await run(() => onSubmit({ comment: comment.trim(), images }));
    if (!result) return;
    if (result.ok) {
      setComment('');
      setImages([]);
      setIsSent(true);
      return;
    }
    const described = describe(result.error);
    setErrors(described.fields);
    setFormError(described.form);
  };

  return (
    <FormRoot
      ref={ref}
      noValidate
      aria-labelledby={titleId}
      data-component="PromotionSignUpForm"
      onSubmit={(event) => void submit(event)}
      {...rest}
    >
      <FormTitle id={titleId}>
        <Icon name="promo" size="sm" />
        {t('signUp.title')}
      </FormTitle>
      {instructions ? <Instructions>{instructions}</Instructions> : null}
      {formError ? <PanelAlert data-part="FormError">{formError}</PanelAlert> : null}
      <RemarkField
        label={t('signUp.comment')}
        value={comment}
        onChange={(value) => {
          setComment(value);
          if (errors.comment) setErrors((e) => ({ ...e, comment: undefined }));
        }}
        maxLength={signUpLimits.commentMax}
        hint={t('signUp.commentHint', { max: signUpLimits.commentMax })}
        error={errors.comment}
        isOptional={!isCommentRequired}
        disabled={disabled || isBusy}
      />
      <FileUpload
        label={t('signUp.images')}
        hint={errors.images ? undefined : t('signUp.imagesHint')}
        value={images}
        onChange={(files) => {
          setImages(files);
          if (errors.images) setErrors((e) => ({ ...e, images: undefined }));
        }}
        maxFiles={signUpLimits.maxImages}
        maxSize={signUpLimits.maxImageSize}
        required={isImageRequired}
        disabled={disabled || isBusy}
        data-part="Images"
      />
      {errors.images ? <PanelAlert data-part="ImagesError">{errors.images}</PanelAlert> : null}
      <LiveRegion>{isSent ? <PanelAlert tone="success">{t('signUp.sent')}</PanelAlert> : null}</LiveRegion>
      <FormActions>
        <Button type="submit" variant="primary" size="lg" isLoading={isBusy} disabled={disabled} data-part="SubmitButton">
          {t('signUp.submit')}
        </Button>
      </FormActions>
    </FormRoot>
  );
});
