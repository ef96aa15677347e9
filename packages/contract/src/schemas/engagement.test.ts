import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { affiliateProgrammeResponseSchema, agentApplicationRequestSchema } from './engagement';

const programme = {
  tiers: [
    { minActiveMembers: 5, minAmount: 1_000, commissionPercent: 30 },
    { minActiveMembers: 10, minAmount: 5_000, commissionPercent: 35 },
    { minActiveMembers: 20, minAmount: 20_000, commissionPercent: 40 },
  ],
  basis: 'netProfit',
  settlement: 'monthly',
  activeMemberMinDeposit: 100,
  contacts: [{ channel: 'telegram', value: '@croupier_affiliates' }],
};

describe('affiliate programme', () => {
  it('is a public GET of the AFFMAN3 module, invented in the conventions style', () => {
    const entry = endpoints.affiliateProgramme;
    expect(entry).toMatchObject({ method: 'GET', path: '/wps/agent/affiliate/programme', modId: 'AFFMAN3', token: false, invented: true });
    expect(entry.response).toBe(affiliateProgrammeResponseSchema);
  });

  it('takes a programme, and an empty one (no tiers, no contacts)', () => {
    expect(affiliateProgrammeResponseSchema.parse(programme)).toEqual(programme);
    const empty = { ...programme, tiers: [], contacts: [], activeMemberMinDeposit: 0 };
    expect(affiliateProgrammeResponseSchema.safeParse(empty).success).toBe(true);
  });

  it('refuses tiers out of order, rates outside (0, 100], negative amounts and unknown values', () => {
    const bad = [
      { ...programme, tiers: [programme.tiers[1], programme.tiers[0]] },
      { ...programme, tiers: [programme.tiers[0], { ...programme.tiers[1], minActiveMembers: 5 }] },
      { ...programme, tiers: [{ ...programme.tiers[0], commissionPercent: 0 }] },
      { ...programme, tiers: [{ ...programme.tiers[0], commissionPercent: 100.5 }] },
      { ...programme, tiers: [{ ...programme.tiers[0], minAmount: -1 }] },
      { ...programme, tiers: [{ ...programme.tiers[0], minActiveMembers: 2.5 }] },
      { ...programme, settlement: 'weekly' },
      { ...programme, basis: 'deposits' },
      { ...programme, activeMemberMinDeposit: -5 },
      { ...programme, contacts: [{ channel: 'fax', value: '123' }] },
      { ...programme, contacts: [{ channel: 'email', value: '' }] },
    ];
    for (const value of bad) expect(affiliateProgrammeResponseSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('shares its contact channels with the agent application', () => {
    for (const channel of ['mobile', 'email', 'telegram', 'whatsapp', 'line', 'zalo']) {
      expect(agentApplicationRequestSchema.safeParse({ channel, contact: 'abc@x.y' }).success).toBe(true);
      expect(affiliateProgrammeResponseSchema.safeParse({ ...programme, contacts: [{ channel, value: 'x' }] }).success).toBe(true);
    }
  });
});
