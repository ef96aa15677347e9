import { forwardRef, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../feedback/Spinner';
import { ThemeScope } from '../../theme';
import { BusyRegion, Cover, Message, Panel } from './LoadingOverlay.styles';
import { loadingOverlayDefaultDelayMs, type LoadingOverlayProps } from './LoadingOverlay.types';

/**
 * The full-screen loader: a spinner and an optional message over a dimmed page, shown only when the work lasts
 * longer than `delayMs`. It blocks pointer input but traps nothing; the region it covers is marked aria-busy.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { isLoading, message, delayMs = loadingOverlayDefaultDelayMs, children, ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [isDelayOver, setDelayOver] = useState(false);

  useEffect(() => {
    if (!isLoading || delayMs <= 0) return undefined;
    const id = window.setTimeout(() => setDelayOver(true), delayMs);
    return () => {
      window.clearTimeout(id);
      setDelayOver(false);
    };
  }, [isLoading, delayMs]);

  const isShown = isLoading && (delayMs <= 0 || isDelayOver);
  const hasMessage = message !== undefined && message !== null && message !== '';
  const cover = isShown ? (
    <ThemeScope>
      <Cover ref={ref} data-component="LoadingOverlay" data-part="Cover" {...rest}>
        <Panel data-part="Panel" role="status" aria-label={hasMessage ? undefined : t('loading.label')}>
          <Spinner size="lg" label={null} />
          {hasMessage ? <Message data-part="Message">{message}</Message> : null}
        </Panel>
      </Cover>
    </ThemeScope>
  ) : null;

  return (
    <>
      {children !== undefined ? (
        <BusyRegion data-part="BusyRegion" aria-busy={isLoading || undefined}>
          {children}
        </BusyRegion>
      ) : null}
      {cover && typeof document !== 'undefined' ? createPortal(cover, document.body) : null}
    </>
  );
});
