import type { Game } from '@croupier/contract';
import type { DialogProps } from '../../overlays/Dialog';

type LaunchDialogBase = Omit<DialogProps, 'title' | 'html' | 'children' | 'buttons' | 'icon'>;

export interface VendorMaintenanceDialogProps extends LaunchDialogBase {
  /** The game that could not start (its name goes into the message). */
  game?: Game;
  /** Popular games to play instead (the error's alternatives, SPEC §8). */
  alternatives: readonly Game[];
  /** A pick closes the dialog and reports the game; the host launches it. */
  onGameSelect?: (game: Game) => void;
  vendorNames?: Readonly<Record<string, string>>;
  resolveImageSrc?: (game: Game) => string | undefined;
  /** At most this many alternatives show (default 6). */
  maxAlternatives?: number;
}

export interface InsufficientBalanceDialogProps extends LaunchDialogBase {
  /** The game that could not start (its name goes into the message). */
  game?: Game;
  /** The member's balance, formatted with two decimals and comma thousands. */
  balance?: number | string;
  /** The least needed to play, when the platform says. */
  requiredAmount?: number | string;
  currencySymbol?: string;
  /** The deposit action (the dialog closes after it). */
  onDeposit: () => void;
}
