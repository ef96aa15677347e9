export { Table, nextSort } from './Table';
export {
  tableAligns,
  tableLayouts,
  tableSortDirections,
  type TableAlign,
  type TableColumn,
  type TableLayout,
  type TableProps,
  type TableSort,
  type TableSortDirection,
} from './Table.types';
