import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { CopiedNote, CopyRowRoot, CopyValue } from './cashier.styles';

export interface CopyRowProps {
  /** What the value is ("Account number"); also names the copy button. */
  label: string;
  value: string;
  /** What the button copies when it differs from what is shown ("1005.00" for "¥1,005.00"). */
  copyValue?: string;
  /** Addresses, account numbers and references read best in the mono face. */
  isMono?: boolean;
  /** Extra content after the value (a network badge). */
  children?: ReactNode;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One line of payment details inside a `CopyList` (`<dl>`): the label, the value (selectable in one tap) and a copy
 * button whose result is announced in a polite live region ("Copied", or how to copy by hand).
 */
export function CopyRow({ label, value, copyValue, isMono = false, children }: CopyRowProps) {
  const { t } = useTranslation('cashier');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2500);
    } catch {
      // No clipboard permission (an embedded frame, an old browser): the value stays selectable by hand.
      setState('failed');
    }
  };

  return (
    <CopyRowRoot data-part="CopyRow">
      <dt>{label}</dt>
      <dd>
        <CopyValue data-part="CopyValue" data-mono={isMono ? '' : undefined}>
          {value}
        </CopyValue>
        {children}
        <CopiedNote role="status" data-part="CopyStatus" data-failed={state === 'failed' ? '' : undefined}>
          {state === 'copied' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
        </CopiedNote>
        <IconButton
          icon={state === 'copied' ? 'check' : 'copy'}
          size="md"
          variant="ghost"
          label={t('copy.button', { label })}
          onClick={() => void copy()}
          data-part="CopyButton"
        />
      </dd>
    </CopyRowRoot>
  );
}
