/** What the agent-centre panels share: the member-centre panel props, ISO times, the account kinds of a team. */
export type { DatedProps, MoneyProps, PagedProps, PanelBaseProps } from '../../member-centre/shared/panel.types';

/** The kinds of account an agent's team holds (and creates in the register centre). */
export const downlineTypes = ['member', 'agent'] as const;
export type DownlineType = (typeof downlineTypes)[number];
