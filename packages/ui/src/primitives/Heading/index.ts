export { Heading } from './Heading';
export {
  headingDefaultSizes,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
} from './Heading.types';
