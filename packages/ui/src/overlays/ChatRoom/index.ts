export { ChatRoom } from './ChatRoom';
export { formatChatTime } from './formatChatTime';
export {
  chatRoomStatuses,
  type ChatRoomGroup,
  type ChatRoomMessage,
  type ChatRoomProps,
  type ChatRoomStatus,
} from './ChatRoom.types';
