import { describe, expect, it } from 'vitest';
import { agentCentreFeatures, enabledFeatures, featureCodes, isFeatureCode, isFeatureEnabled, type FeatureTreeNode } from './features';

const tree: FeatureTreeNode[] = [
  {
    modId: 'COMM3',
    enabled: true,
    children: [
      { modId: 'FREEPLAY3', enabled: true },
      { modId: 'MOBILENUMREG3', enabled: false, children: [{ modId: 'REGMOBVERF3', enabled: true }] },
      {
        modId: 'REWCEN3',
        enabled: true,
        children: [{ modId: 'PTSYS3', enabled: true, children: [{ modId: 'MEMTRANS3', enabled: true, children: [] }] }],
      },
    ],
  },
  { modId: 'AGEINFO3', enabled: false, children: [{ modId: 'DIVIDEND', enabled: true }] },
  { modId: 'DEPOSIT', enabled: true },
  { modId: 'WITHDRAW', enabled: false },
];

describe('isFeatureEnabled', () => {
  it('finds enabled codes at any depth', () => {
    expect(isFeatureEnabled(tree, 'COMM3')).toBe(true);
    expect(isFeatureEnabled(tree, 'FREEPLAY3')).toBe(true);
    expect(isFeatureEnabled(tree, 'MEMTRANS3')).toBe(true);
    expect(isFeatureEnabled(tree, 'DEPOSIT')).toBe(true);
  });
  it('a disabled node is disabled', () => {
    expect(isFeatureEnabled(tree, 'WITHDRAW')).toBe(false);
    expect(isFeatureEnabled(tree, 'MOBILENUMREG3')).toBe(false);
  });
  it('a disabled parent disables its enabled children', () => {
    expect(isFeatureEnabled(tree, 'REGMOBVERF3')).toBe(false);
    expect(isFeatureEnabled(tree, 'DIVIDEND')).toBe(false);
  });
  it('an absent code, an empty or a missing tree is not enabled', () => {
    expect(isFeatureEnabled(tree, 'BINDGA3')).toBe(false);
    expect(isFeatureEnabled([], 'COMM3')).toBe(false);
    expect(isFeatureEnabled(null, 'COMM3')).toBe(false);
    expect(isFeatureEnabled(undefined, 'COMM3')).toBe(false);
  });
  it('accepts a single root node', () => {
    const root = tree[0];
    expect(root).toBeDefined();
    expect(isFeatureEnabled(root, 'PTSYS3')).toBe(true);
    expect(isFeatureEnabled(root, 'DEPOSIT')).toBe(false);
  });
  it('one enabled occurrence of a repeated code is enough', () => {
    const repeated: FeatureTreeNode[] = [
      { modId: 'A', enabled: false, children: [{ modId: 'PAYMENTPASS3', enabled: true }] },
      { modId: 'B', enabled: true, children: [{ modId: 'PAYMENTPASS3', enabled: true }] },
    ];
    expect(isFeatureEnabled(repeated, 'PAYMENTPASS3')).toBe(true);
  });
  it('enabledFeatures lists exactly the effective codes', () => {
    expect([...enabledFeatures(tree)].sort()).toEqual(['COMM3', 'DEPOSIT', 'FREEPLAY3', 'MEMTRANS3', 'PTSYS3', 'REWCEN3']);
  });
});

describe('feature codes', () => {
  it('include the SPEC §6 flags and the conventions codes', () => {
    for (const code of [
      'MANPLAYREB3', 'AGENTPOLICY3', 'CHNGPASSVERIF3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3',
      'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'USERNAMEREG3', 'REWCEN3', 'MAILCEN', 'DEPOSIT',
      'WITHDRAW', 'CREDITMAR3', 'PLYRBT', 'FEEDBACK3', 'AGETRANSFERUP3', 'PAYMENTPASS3', 'BINDGA3', 'DEPUPDATEREM3',
      'MANUPLOADBID3', 'BIRTHDAY3', 'DISPLAYLOCATION3', 'AGENTANNOUNCE3', 'AGEINFO3', 'REGCEN', 'DOWNMAN',
      'TRANSBETREPMEM3', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'DIVIDEND', 'DAYSAL', 'HOURSAL3', 'RTSALARY3',
    ]) {
      expect(isFeatureCode(code), code).toBe(true);
    }
    expect(isFeatureCode('NOPE3')).toBe(false);
    expect(new Set(featureCodes).size).toBe(featureCodes.length);
  });
  it('maps the twelve agent centre pages', () => {
    expect(Object.keys(agentCentreFeatures)).toHaveLength(12);
    expect(agentCentreFeatures.agentTeamOverview).toBe('AGEINFO3');
    expect(agentCentreFeatures.realTimeSalary).toBe('RTSALARY3');
  });
});
