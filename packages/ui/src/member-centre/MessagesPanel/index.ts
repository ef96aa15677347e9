export { MessagesPanel } from './MessagesPanel';
export {
  messageLooks,
  messageReadFilters,
  systemMessageKinds,
  type InboxMessage,
  type MessageReadFilter,
  type MessagesFilters,
  type MessagesPanelProps,
  type SystemMessageKind,
  type SystemMessageParams,
} from './MessagesPanel.types';
export { isSystemMessageKind } from './messageText';
