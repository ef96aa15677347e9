export { FairnessProof } from './FairnessProof';
export type { FairnessCheck, FairnessProofProps } from './FairnessProof.types';
