/** /game: the iframe game launcher (header only), see games/FramePage. */
import { FramePage } from '../../games/FramePage';

export function Component() {
  return <FramePage />;
}
