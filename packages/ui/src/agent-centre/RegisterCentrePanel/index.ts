export { RegisterCentrePanel } from './RegisterCentrePanel';
export type { DownlineRegistration, RegisteredDownline, RegisterCentrePanelProps } from './RegisterCentrePanel.types';
