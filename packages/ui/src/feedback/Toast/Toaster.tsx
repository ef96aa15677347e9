import { forwardRef, useEffect, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ThemeScope } from '../../theme';
import { useIsClient } from '../../utils/useIsClient';
import { useAutoClose } from '../../overlays/Dialog/Dialog.hooks';
import { Toast } from './Toast';
import { useToastContext } from './Toast.context';
import { Stack, Viewport } from './Toast.styles';
import type { ToasterProps, ToastRecord } from './Toast.types';

/** A toast's time on screen; keyed by its repeats, so the same toast shown again starts its time again. */
function ToastTimer({ durationMs, isPaused, onClose }: { durationMs: number; isPaused: boolean; onClose: () => void }) {
  useAutoClose({
    isOpen: true,
    timeoutMs: Number.isFinite(durationMs) ? durationMs : undefined,
    isPaused,
    onTimeout: onClose,
  });
  return null;
}

function TimedToast({ record, isPaused, onClose }: { record: ToastRecord; isPaused: boolean; onClose: () => void }) {
  return (
    <>
      <ToastTimer key={record.repeats} durationMs={record.durationMs} isPaused={isPaused} onClose={onClose} />
      <Toast
        tone={record.tone}
        title={record.title}
        description={record.description}
        onClose={onClose}
        data-toast-id={record.id}
        data-repeats={record.repeats > 0 ? record.repeats : undefined}
      />
    </>
  );
}

/**
 * The toasts' viewport (top right; bottom on phones) and the two live regions that read them: polite for most,
 * assertive for errors. The visible toasts are not live themselves, so nothing is read twice. Every timer pauses
 * while the pointer is over the stack or focus is inside it.
 */
export const Toaster = forwardRef<HTMLElement, ToasterProps>(function Toaster(
  { onPointerEnter, onPointerLeave, onFocus, onBlur, ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  const { toasts, dismiss, announcements } = useToastContext();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const isPaused = isHovered || hasFocus;
  // The viewport leaves with its last toast, taking its pointerleave/blur with it: start the next one unpaused.
  useEffect(() => {
    if (toasts.length > 0) return;
    setHovered(false);
    setFocus(false);
  }, [toasts.length]);
  // Not in a prerendered page (nor while it hydrates): the portal goes into document.body.
  if (!useIsClient()) return null;

  return createPortal(
    <ThemeScope>
      <VisuallyHidden aria-live="polite" aria-atomic data-part="PoliteRegion">
        <span key={announcements.key}>{announcements.polite}</span>
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic data-part="AssertiveRegion">
        <span key={announcements.key}>{announcements.assertive}</span>
      </VisuallyHidden>
      {toasts.length > 0 ? (
        <Viewport
          ref={ref}
          data-component="Toaster"
          aria-label={t('toast.region')}
          data-paused={isPaused ? '' : undefined}
          onPointerEnter={(event) => {
            onPointerEnter?.(event);
            if (event.pointerType === 'mouse') setHovered(true);
          }}
          onPointerLeave={(event) => {
            onPointerLeave?.(event);
            setHovered(false);
          }}
          onFocus={(event) => {
            onFocus?.(event);
            setFocus(true);
          }}
          onBlur={(event: FocusEvent<HTMLElement>) => {
            onBlur?.(event);
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
          }}
          {...rest}
        >
          <Stack data-part="Stack">
            {toasts.map((record) => (
              <TimedToast key={record.id} record={record} isPaused={isPaused} onClose={() => dismiss(record.id)} />
            ))}
          </Stack>
        </Viewport>
      ) : null}
    </ThemeScope>,
    document.body,
  );
});
