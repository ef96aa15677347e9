export { SideMenu } from './SideMenu';
export {
  sideMenuGameCentreItems,
  sideMenuMainItems,
  sideMenuPanels,
  sideMenuTrailingItems,
  type SideMenuItemKey,
  type SideMenuMemberItem,
  type SideMenuPanel,
  type SideMenuProps,
} from './SideMenu.types';
