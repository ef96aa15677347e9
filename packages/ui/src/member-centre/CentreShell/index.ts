export { CentreShell } from './CentreShell';
export type { CentreShellProps, CentreShellSection } from './CentreShell.types';
