export { NoticeMarquee } from './NoticeMarquee';
export {
  noticeMarqueeMotions,
  type NoticeMarqueeItem,
  type NoticeMarqueeMotion,
  type NoticeMarqueeProps,
} from './NoticeMarquee.types';
