export { ModeSwitch } from './ModeSwitch';
export { modeSwitchSizes, type ModeSwitchProps, type ModeSwitchSize } from './ModeSwitch.types';
