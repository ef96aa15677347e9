export { JoinScreen } from './JoinScreen';
export {
  agentChannels,
  agentContactMethods,
  commissionTierBases,
  type AffiliateContact,
  type AgentApplication,
  type AgentChannel,
  type AgentContactMethod,
  type CommissionTier,
  type CommissionTierBasis,
  type JoinAgentAffiliate,
  type JoinScreenProps,
} from './JoinScreen.types';
