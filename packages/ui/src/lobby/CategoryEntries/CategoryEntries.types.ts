import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';
import type { LobbyLinkRenderer } from '../shared/links';

export interface CategoryEntry {
  /** 'live', 'rng', 'fish', 'sports', 'pvp', 'lottery'...; also the `frame:categories.<key>` label. */
  key: string;
  /** The category page, e.g. '/live'. */
  href: string;
  icon: IconName;
  /** Display name; `frame:categories.<key>` when omitted. */
  label?: string;
  /** One short line under the name (already localized). */
  description?: ReactNode;
  /** Decorative art behind the card. */
  imageSrc?: string;
}

export interface CategoryEntriesProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  entries: readonly CategoryEntry[];
  /** Renders every link (plug React Router's `<Link to={href}>` in here), as in Header. */
  renderLink?: LobbyLinkRenderer;
  /** Called with the path on a plain click when there is no `renderLink`. */
  onNavigate?: (path: string) => void;
}
