export { LotteryBalls } from './LotteryBalls';
export { lotteryBallSizes, type LotteryBallSize, type LotteryBallsProps } from './LotteryBalls.types';
