export { BottomNav } from './BottomNav';
export { bottomNavEntries, bottomNavKeys, type BottomNavKey, type BottomNavProps } from './BottomNav.types';
