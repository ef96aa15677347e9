export { DownlineManagementPanel } from './DownlineManagementPanel';
export {
  downlineScopes,
  type DownlineContract,
  type DownlineFilters,
  type DownlineManagementPanelProps,
  type DownlineMember,
  type DownlineScope,
} from './DownlineManagementPanel.types';
