export { LiveCategorySlider } from './LiveCategorySlider';
export type { LiveCategorySliderProps } from './LiveCategorySlider.types';
