export { VipLevelsTable } from './VipLevelsTable';
export { vipLevelsTableLayouts, type VipLevelsTableLayout, type VipLevelsTableProps } from './VipLevelsTable.types';
