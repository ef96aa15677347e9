export { JoinScreen } from './JoinScreen';
export {
  agentChannels,
  agentContactMethods,
  type AgentApplication,
  type AgentChannel,
  type AgentContactMethod,
  type CommissionTier,
  type JoinScreenProps,
} from './JoinScreen.types';
