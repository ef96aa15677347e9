export { Skeleton } from './Skeleton';
export { skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton.types';
