export { AgentAnnouncementsPanel } from './AgentAnnouncementsPanel';
export type { AgentAnnouncement, AgentAnnouncementsPanelProps } from './AgentAnnouncementsPanel.types';
