import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import type { ThemeMode } from '../../theme';
import { Thumb, Track } from './ModeSwitch.styles';
import type { ModeSwitchProps } from './ModeSwitch.types';

const otherMode = { dark: 'light', light: 'dark' } as const satisfies Record<ThemeMode, ThemeMode>;

/**
 * The dark/light switch: role="switch" named "Dark mode", checked when dark. Sun and moon sit on either side of
 * the knob, so the state reads at a glance without colour.
 */
export const ModeSwitch = forwardRef<HTMLButtonElement, ModeSwitchProps>(function ModeSwitch(
  { mode, onModeChange, size = 'md', label, onClick, type = 'button', ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  const isDark = mode === 'dark';
  return (
    <Track
      ref={ref}
      type={type}
      role="switch"
      aria-checked={isDark}
      aria-label={label ?? t('mode.label')}
      data-component="ModeSwitch"
      data-size={size}
      data-mode={mode}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onModeChange?.(otherMode[mode]);
      }}
      {...rest}
    >
      <Thumb data-part="Thumb" />
      <Icon name="sun" size="sm" />
      <Icon name="moon" size="sm" />
    </Track>
  );
});
