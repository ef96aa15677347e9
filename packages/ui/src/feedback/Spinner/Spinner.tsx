import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Arc, SpinnerRoot, Track } from './Spinner.styles';
import type { SpinnerProps } from './Spinner.types';

/** An indeterminate progress indicator; announced as a status unless `label` is null. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ size = 'md', label, ...rest }, ref) {
  const { t } = useTranslation('ui');
  const text = label === null ? undefined : (label ?? t('spinner.loading'));
  return (
    <SpinnerRoot
      ref={ref}
      data-component="Spinner"
      data-size={size}
      role={text ? 'status' : undefined}
      aria-label={text}
      aria-hidden={text ? undefined : true}
      {...rest}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <Track cx="12" cy="12" r="9.5" strokeWidth="3" />
        <Arc cx="12" cy="12" r="9.5" strokeWidth="3" strokeDasharray="15 60" />
      </svg>
    </SpinnerRoot>
  );
});
