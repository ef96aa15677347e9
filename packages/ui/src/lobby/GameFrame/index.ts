export { GameFrame } from './GameFrame';
export { gameFrameSandboxTokens, type GameFrameProps, type GameFrameSandboxToken } from './GameFrame.types';
