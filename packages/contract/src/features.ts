/**
 * Feature codes (modIds) of the whitelabel feature tree (SPEC §6, PLATFORM-CONVENTIONS "Paths" and "Menus").
 * The platform sends the tree in the system status (permission) response; `isFeatureEnabled` walks it.
 */

/** Every feature code the kit knows, with what it switches. */
export const featureDescriptions = {
  // SPEC §6 feature flags
  MANPLAYREB3: 'manual rebate (cashback) and messages',
  AGENTPOLICY3: 'consolidated agent contract info',
  CHNGPASSVERIF3: 'password recovery by phone',
  MOBILENUMREG3: 'registration by mobile number',
  REGMOBVERF3: 'SMS verification on registration',
  MOBILENUMPASSREG3: 'mobile number and password registration',
  FREEPLAY3: 'free trial (free-play login)',
  PWDEXPFORCECHANGE3: 'forced password change when the password expired',
  MOBILEVERCODELOGIN3: 'login by mobile number and SMS code',
  USERNAMEREG3: 'registration by username',
  // endpoint modules (conventions)
  COMM3: 'common module (session, system and other calls without a dedicated module)',
  LOGINIPVERF3: 'two-factor verification on login from an unrecorded IP',
  PROFPIC3: 'member profile picture',
  PASS3: 'change password',
  PWRESETSMS3: 'password reset SMS code',
  VERIFICATION3: 'SMS verification codes',
  REG3: 'registration',
  AFFMAN3: 'affiliate (agent) management',
  CAPTCHA3: 'captcha',
  FEEDBACK3: 'feedback',
  GAMELO3: 'game launch',
  GAMELOHOT3: 'hot games',
  GAMELOREC3: 'recent games',
  INBOX3: 'inbox (platform messages)',
  PTSYS3: 'points system (points mall)',
  MEMTRANS3: 'member transaction details',
  RTSALARY3: 'real-time salary contract',
  SIGNCONDIV3: 'dividend contract',
  DAILYSALCONT3: 'daily salary contract',
  HOURSAL3: 'hourly salary contract',
  // member centre menu
  AGETRANSFERUP3: 'transfer to upline',
  REWCEN3: 'reward centre (and raffle, promotion claims, missions)',
  MAILCEN: 'messages (mail centre)',
  DEPOSIT: 'deposit',
  WITHDRAW: 'withdraw',
  CREDITMAR3: 'credit market (hides deposit and withdraw)',
  PLYRBT: 'player rebate (bonus details)',
  // agent centre pages
  AGENTANNOUNCE3: 'agent announcement',
  AGEINFO3: 'agent team overview',
  REGCEN: 'register centre (agent account page)',
  DOWNMAN: 'downline (team) management',
  TRANSBETREPMEM3: 'team betting',
  AGETEAMPNL3: 'user profit and loss',
  AGEREV3: 'my income',
  AGEDOWNTRANS3: 'downline transaction details',
  DIVIDEND: 'dividend',
  DAYSAL: 'daily salary',
  AGETRANSFERDOWN3: 'transfer to downline (team management)',
  // other member features
  PAYMENTPASS3: 'withdraw (payment) password',
  BINDGA3: 'bind Google Authenticator',
  DEPUPDATEREM3: 'upload a deposit receipt',
  MANUPLOADBID3: 'manual ID upload',
  BIRTHDAY3: 'birthday field',
  DISPLAYLOCATION3: 'display location',
} as const satisfies Record<string, string>;

export type FeatureCode = keyof typeof featureDescriptions;

export const featureCodes = Object.keys(featureDescriptions) as readonly FeatureCode[];

export function isFeatureCode(value: unknown): value is FeatureCode {
  return typeof value === 'string' && Object.hasOwn(featureDescriptions, value);
}

/** The agent centre pages and the feature code that shows each one (conventions, "Menus driven by feature codes"). */
export const agentCentreFeatures = {
  agentAnnouncement: 'AGENTANNOUNCE3',
  agentTeamOverview: 'AGEINFO3',
  registerCenter: 'REGCEN',
  downlineManagement: 'DOWNMAN',
  teamBetting: 'TRANSBETREPMEM3',
  userProfitAndLoss: 'AGETEAMPNL3',
  myIncome: 'AGEREV3',
  transactionDetails: 'AGEDOWNTRANS3',
  dividend: 'DIVIDEND',
  dailySalary: 'DAYSAL',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'RTSALARY3',
} as const satisfies Record<string, FeatureCode>;

/** Member centre pages gated by a feature code (other conditions, e.g. single wallet or referral promotion, are site logic). */
export const memberCentreFeatures = {
  transferUpline: 'AGETRANSFERUP3',
  rewardCenter: 'REWCEN3',
  messageV2: 'MAILCEN',
  depositv2: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  bonusDetails: 'PLYRBT',
  manualRebate: 'MANPLAYREB3',
  feedback: 'FEEDBACK3',
} as const satisfies Record<string, FeatureCode>;

/** One node of the whitelabel feature tree. */
export interface FeatureTreeNode {
  readonly modId: string;
  readonly enabled: boolean;
  readonly children?: readonly FeatureTreeNode[] | undefined;
}

export type FeatureTree = FeatureTreeNode | readonly FeatureTreeNode[] | null | undefined;

/**
 * True when `code` appears in the tree with `enabled: true` and every ancestor is enabled too
 * (a disabled parent disables its whole subtree). A code absent from the tree is not enabled.
 * If the code appears more than once, one enabled occurrence is enough.
 */
export function isFeatureEnabled(tree: FeatureTree, code: FeatureCode | (string & {})): boolean {
  if (!tree) return false;
  const stack: FeatureTreeNode[] = Array.isArray(tree) ? [...(tree as readonly FeatureTreeNode[])] : [tree as FeatureTreeNode];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || node.enabled !== true) continue; // disabled: skip the node and its subtree
    if (node.modId === code) return true;
    if (node.children) stack.push(...node.children);
  }
  return false;
}

/** Every enabled feature code (a code counts only when it and all its ancestors are enabled). */
export function enabledFeatures(tree: FeatureTree): Set<string> {
  const out = new Set<string>();
  if (!tree) return out;
  const stack: FeatureTreeNode[] = Array.isArray(tree) ? [...(tree as readonly FeatureTreeNode[])] : [tree as FeatureTreeNode];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || node.enabled !== true) continue;
    out.add(node.modId);
    if (node.children) stack.push(...node.children);
  }
  return out;
}
