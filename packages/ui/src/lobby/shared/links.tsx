/** Links in lobby pieces: a host renderer (React Router's Link) or a plain `<a>` that reports in-app navigation. */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** Props a custom link renderer receives (plug React Router's `<Link to={href}>` in here), as in Header. */
export interface LobbyLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export type LobbyLinkRenderer = (props: LobbyLinkProps) => ReactNode;

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Renders `props` with `renderLink`, or as an `<a>` whose plain clicks go to `onNavigate` (new tabs still work). */
export function renderLobbyLink(props: LobbyLinkProps, renderLink?: LobbyLinkRenderer, onNavigate?: (path: string) => void): ReactNode {
  if (renderLink) return renderLink(props);
  const { href, onClick, children, ...rest } = props;
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
