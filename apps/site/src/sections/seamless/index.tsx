/** /seamless: the in-game page (no footer, no bottom navigation), playing the launch URL like /game. */
import { FramePage } from '../../games/FramePage';

export function Component() {
  return <FramePage />;
}
