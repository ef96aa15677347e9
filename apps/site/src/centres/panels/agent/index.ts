/** The agent centre's pages that have a panel, each a chunk of its own (as the member centre's `memberPanels`). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPanelProps } from './agentPanelProps';

export type { AgentPanelProps } from './agentPanelProps';

export const agentPanels: Readonly<Partial<Record<string, LazyExoticComponent<ComponentType<AgentPanelProps>>>>> = {
  agentAnnouncement: lazy(() => import('./AgentAnnouncementsContainer')),
  agentTeamOverview: lazy(() => import('./TeamOverviewContainer')),
  registerCenter: lazy(() => import('./RegisterCentreContainer')),
  downlineManagement: lazy(() => import('./DownlineManagementContainer')),
  teamBetting: lazy(() => import('./TeamBettingContainer')),
  userProfitAndLoss: lazy(() => import('./UserProfitLossContainer')),
  myIncome: lazy(() => import('./MyIncomeContainer')),
  transactionDetails: lazy(() => import('./TransactionDetailsContainer')),
  dividend: lazy(() => import('./ContractsContainer').then((m) => ({ default: m.DividendContractsContainer }))),
  dailySalary: lazy(() => import('./ContractsContainer').then((m) => ({ default: m.DailySalaryContractsContainer }))),
  hourlySalary: lazy(() => import('./ContractsContainer').then((m) => ({ default: m.HourlySalaryContractsContainer }))),
  realTimeSalary: lazy(() => import('./ContractsContainer').then((m) => ({ default: m.RealTimeSalaryContractsContainer }))),
};
