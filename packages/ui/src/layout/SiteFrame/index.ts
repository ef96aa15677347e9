export { SiteFrame, isInGameRoute } from './SiteFrame';
export { siteFrameVariants, type SiteFrameProps, type SiteFrameVariant } from './SiteFrame.types';
