import { forwardRef, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { characterCount } from '../../member-centre/shared/RemarkField';
import { PanelAlert } from '../../member-centre/shared/PanelParts';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyErrorText } from '../../vip/shared/submitError';
import { FileUpload } from '../FileUpload';
import { defaultMaxFiles, defaultMaxFileSize } from '../FileUpload/fileChecks';
import { Select } from '../Select';
import { CountedTextArea } from './CountedTextArea';
import { FormBody, Root, Sent } from './FeedbackForm.styles';
import { feedbackTypes, type FeedbackFormProps, type FeedbackType } from './FeedbackForm.types';

/**
 * Feedback (FEEDBACK3; side menu and help centre): a kind, the text within its length bounds with a live counter,
 * up to three PNG or JPEG images of at most 5 MB, localized errors, and a thank-you when it is sent.
 */
export const FeedbackForm = forwardRef<HTMLElement, FeedbackFormProps>(function FeedbackForm(
  {
    onSubmit,
    types = feedbackTypes,
    minLength = 10,
    maxLength = 140,
    maxImages = defaultMaxFiles,
    maxImageSize = defaultMaxFileSize,
    title,
    headingLevel = 2,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const errorText = useLoyaltyErrorText();
  const [isBusy, run] = useAsyncTask();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ type?: string; content?: string; form?: string }>({});
  const [isSent, setIsSent] = useState(false);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field that needs the member's attention takes focus (once it shows why).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const options = useMemo(() => types.map((value) => ({ value, label: t(`feedback.types.${value}`) })), [types, t]);

  const check = () => {
    const length = characterCount(content.trim());
    return {
      type: type === '' ? t('feedback.errors.type') : undefined,
      content:
        length === 0
          ? t('feedback.errors.contentRequired')
          : length < minLength
            ? t('feedback.errors.contentShort', { min: minLength })
            : length > maxLength
              ? t('feedback.errors.contentLong', { max: maxLength })
              : undefined,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = check();
    setErrors(next);
    if (next.type || next.content) {
      // Focus the first field that needs the member's attention.
      setFocusRequest((count) => count + 1);
      return;
    }
    const result = await run(() => onSubmit({ type: type as FeedbackType, content: content.trim(), images }));
    if (!result) return;
    if (result.ok) {
      setIsSent(true);
      return;
    }
    setErrors({ form: errorText(result.error).form });
  };

  const reset = () => {
    setType('');
    setContent('');
    setImages([]);
    setErrors({});
    setIsSent(false);
  };

  return (
    <Root ref={ref} data-component="FeedbackForm" aria-labelledby={titleId} {...rest}>
      <header>
        <Heading id={titleId}>
          <Icon name="message" />
          {title ?? t('feedback.title')}
        </Heading>
        <p>{t('feedback.lead')}</p>
      </header>
      {isSent ? (
        <Sent role="status" data-part="Sent">
          <span data-part="SentIcon" aria-hidden="true">
            <Icon name="success" size="xl" />
          </span>
          <strong>{t('feedback.sentTitle')}</strong>
          <p>{t('feedback.sentBody')}</p>
          <Button variant="secondary" onClick={reset}>
            {t('feedback.again')}
          </Button>
        </Sent>
      ) : (
        <FormBody ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
          <Select
            label={t('feedback.type')}
            placeholder={t('feedback.typePlaceholder')}
            options={options}
            value={type}
            required
            error={errors.type}
            onChange={(event) => setType(event.target.value as FeedbackType | '')}
            isFullWidth
            data-part="Type"
          />
          <CountedTextArea
            label={t('feedback.content')}
            value={content}
            onChange={setContent}
            minLength={minLength}
            maxLength={maxLength}
            hint={t('feedback.contentHint')}
            error={errors.content}
            required
            data-part="Content"
          />
          <FileUpload
            label={t('feedback.images')}
            hint={t('feedback.imagesHint')}
            value={images}
            onChange={setImages}
            maxFiles={maxImages}
            maxSize={maxImageSize}
            data-part="Images"
          />
          {errors.form ? <PanelAlert data-part="FormError">{errors.form}</PanelAlert> : null}
          <div data-part="Actions">
            <Button type="submit" variant="primary" isLoading={isBusy}>
              {t('feedback.submit')}
            </Button>
          </div>
        </FormBody>
      )}
    </Root>
  );
});
