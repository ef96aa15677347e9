export { GameAnnouncementStrip } from './GameAnnouncementStrip';
export { gameAnnouncementStripKinds, type GameAnnouncementStripItem, type GameAnnouncementStripKind, type GameAnnouncementStripProps } from './GameAnnouncementStrip.types';
