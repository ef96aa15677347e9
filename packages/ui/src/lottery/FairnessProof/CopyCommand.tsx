import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { CommandRow, Hex } from './FairnessProof.styles';

type CopyState = 'idle' | 'copied' | 'failed';

/** A command to paste into a terminal, with a Copy button whose result is announced politely. */
export function CopyCommand({ command, label }: { command: string; label: string }) {
  const { t } = useTranslation('lottery');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2500);
    } catch {
      // No clipboard permission: the command stays selectable by hand.
      setState('failed');
    }
  };

  return (
    <CommandRow data-part="Command">
      <Hex>{command}</Hex>
      <Button
        size="sm"
        variant="outline"
        startIcon={<Icon name={state === 'copied' ? 'check' : 'copy'} size="sm" />}
        aria-label={t('fairness.copyLabel', { what: label })}
        onClick={() => void copy()}
        data-part="CopyButton"
      >
        {t('fairness.copy')}
      </Button>
      <span role="status" data-failed={state === 'failed' ? '' : undefined}>
        {state === 'copied' ? t('fairness.copied') : state === 'failed' ? t('fairness.copyFailed') : ''}
      </span>
    </CommandRow>
  );
}
