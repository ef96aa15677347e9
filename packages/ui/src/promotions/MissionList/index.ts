export { MissionList } from './MissionList';
export { missionTaskKinds, type Mission, type MissionCategory, type MissionListProps, type MissionTaskKind } from './MissionList.types';
