import type { HTMLAttributes } from 'react';

export const sliderStatuses = ['idle', 'checking', 'success', 'error'] as const;
export type SliderStatus = (typeof sliderStatuses)[number];

/** One drag sample: x and y in challenge pixels and milliseconds since the drag began (the contract's `track`). */
export type SliderTrackPoint = [x: number, y: number, ms: number];

/**
 * The puzzle as the slider challenge call returns it (contract `sliderChallengeResponseSchema`, so the answer can be
 * spread in as it is), in challenge pixels. Without images the component draws its own scene and cuts the gap at
 * `targetX` (stories, demos).
 */
export interface SliderChallenge {
  /** The provider's id of the puzzle: the caller sends it with the answer; not drawn. */
  challengeId?: string;
  width: number;
  height: number;
  /** Where the gap is; only needed when the component draws the scene itself. */
  targetX?: number;
  /** Vertical position of the piece and of the gap (the top of both); the middle when not given. */
  y?: number;
  /** Side of the square piece; 48 unless told. */
  pieceSize?: number;
  /** Background with the gap, base64 PNG or data URL. */
  background?: string;
  /** The piece to drag, base64 PNG or data URL. */
  piece?: string;
}

export interface SliderVerificationProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'>, Partial<SliderChallenge> {
  /** Where the check stands; the server decides, so it comes from props. */
  status?: SliderStatus;
  /**
   * Called when the user lets go of the handle or presses Enter, with the piece's x in challenge pixels and,
   * for a drag, its track.
   */
  onComplete: (x: number, track?: SliderTrackPoint[]) => void;
  /**
   * The single-tap alternative ("I'm not a robot"): shown only when given. The caller asks the server to verify
   * without a position; the provider must allow this path and rate-limit it (it is weaker than the puzzle), and
   * the server alone decides whether it passes.
   */
  onTapVerify?: () => void;
  /** Asks for a new puzzle (the refresh button is shown only when given). */
  onRefresh?: () => void;
  /** Arrow-key step in challenge pixels (Shift or Page keys move 10 times as far). */
  step?: number;
}
