import type { ReactNode } from 'react';

/** What the agent centre gives each page's container: the page's name for the panel's (hidden) heading. */
export interface AgentPanelProps {
  title?: ReactNode;
}
