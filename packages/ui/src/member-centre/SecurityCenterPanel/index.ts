export { SecurityCenterPanel } from './SecurityCenterPanel';
export { securityChecklistOf, otpauthSecretOf, groupSecret } from './securityLevel';
export {
  avatarTypes,
  type AvatarChoice,
  contactKinds,
  profileFields,
  securityItems,
  securityLevels,
  type AvatarType,
  type BindContactRequest,
  type ContactKind,
  type PaymentPasswordChange,
  type ProfileField,
  type ProfileValues,
  type RecentLogin,
  type SecurityBindings,
  type SecurityCenterPanelProps,
  type SecurityItem,
  type SecurityLevel,
  type SecurityProfile,
  type SendCodeRequest,
} from './SecurityCenterPanel.types';
