/**
 * Slider verification behind an interface (the real product uses a third-party slider). The built-in provider draws
 * a background with a gap at a random x and the matching piece; a check passes when the dropped x is within a few
 * pixels of the gap, and gives a one-time token that login, registration and SMS calls consume.
 */
import { randomInt } from 'node:crypto';
import { Canvas, type Rgb } from './png';

export interface SliderChallenge {
  targetX: number;
  y: number;
  width: number;
  height: number;
  /** Side of the square piece. */
  pieceSize: number;
  background: string;
  piece: string;
}

export interface SliderProvider {
  /** Draws a new challenge. */
  create(): SliderChallenge;
  /** Tolerance in pixels of a check. */
  readonly tolerancePx: number;
}

export const SLIDER_SIZE = { width: 280, height: 160, piece: 44 } as const;

export function builtInSlider(tolerancePx = 4): SliderProvider {
  return {
    tolerancePx,
    create() {
      const { width, height, piece } = SLIDER_SIZE;
      const targetX = randomInt(piece + 20, width - piece - 4);
      const y = randomInt(8, height - piece - 8);
      const bg = new Canvas(width, height, [40, 60, 90]);
      // A soft diagonal gradient with random blobs, so the gap is the only sharp square.
      for (let py = 0; py < height; py += 1) {
        for (let px = 0; px < width; px += 1) bg.set(px, py, [40 + ((px + py) % 90), 70 + (py % 60), 110 + (px % 80)]);
      }
      for (let i = 0; i < 12; i += 1) {
        const color: Rgb = [randomInt(60, 220), randomInt(60, 220), randomInt(60, 220)];
        bg.rect(randomInt(0, width - 30), randomInt(0, height - 30), randomInt(8, 30), randomInt(8, 30), color);
      }
      const pieceCanvas = new Canvas(piece, piece, [0, 0, 0]);
      for (let py = 0; py < piece; py += 1) {
        for (let px = 0; px < piece; px += 1) pieceCanvas.set(px, py, bg.get(targetX + px, y + py));
      }
      bg.rect(targetX, y, piece, piece, [20, 20, 20], 255);
      for (let i = 0; i < piece; i += 1) {
        for (const [a, b] of [[i, 0], [i, piece - 1], [0, i], [piece - 1, i]] as const) {
          bg.set(targetX + a, y + b, [240, 240, 240]);
          pieceCanvas.set(a, b, [255, 255, 255]);
        }
      }
      return { targetX, y, width, height, pieceSize: piece, background: bg.toBase64(), piece: pieceCanvas.toBase64() };
    },
  };
}
