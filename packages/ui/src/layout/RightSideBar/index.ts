export { RightSideBar } from './RightSideBar';
export { rightSideBarDownloads, type RightSideBarDownload, type RightSideBarProps } from './RightSideBar.types';
