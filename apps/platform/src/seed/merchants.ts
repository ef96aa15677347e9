/** The two seeded merchants, one per brand (themes/default: CRP001, themes/jade: JADE01). */
import type { FeatureCode, FeatureNode, PatternId, RegisterValidation } from '@croupier/contract';
import type { CustomerServiceSettings, MerchantSettings, merchants } from '../db/schema';
import { obfuscateServiceLink } from '../services/serviceLink';

type FeatureSpec = FeatureCode | readonly [FeatureCode, readonly FeatureSpec[]];

/** The whitelabel tree: every flag of SPEC §6 and the conventions' menu and module codes. */
const TREE: readonly FeatureSpec[] = [
  [
    'COMM3',
    [
      'CAPTCHA3', 'VERIFICATION3', 'LOGINIPVERF3', 'PROFPIC3', 'PASS3', 'PWRESETSMS3', 'CHNGPASSVERIF3', 'FEEDBACK3',
      'MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'BINDGA3', 'PAYMENTPASS3', 'BIRTHDAY3',
      'DISPLAYLOCATION3', 'MANUPLOADBID3',
    ],
  ],
  ['REG3', ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'AFFMAN3']],
  ['GAMELO3', ['GAMELOHOT3', 'GAMELOREC3']],
  'DEPOSIT', 'WITHDRAW', 'CREDITMAR3', 'DEPUPDATEREM3', 'REWCEN3', 'MAILCEN', 'INBOX3', 'PLYRBT', 'MANPLAYREB3',
  'AGETRANSFERUP3', 'PTSYS3', 'MEMTRANS3',
  [
    'AGEINFO3',
    ['AGENTANNOUNCE3', 'REGCEN', 'DOWNMAN', 'TRANSBETREPMEM3', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'DIVIDEND', 'DAYSAL'],
  ],
  ['AGENTPOLICY3', ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3']],
];

function buildTree(specs: readonly FeatureSpec[], off: ReadonlySet<string>): FeatureNode[] {
  return specs.map((spec) => {
    if (typeof spec === 'string') return { modId: spec, enabled: !off.has(spec), children: [] };
    const [modId, children] = spec as readonly [FeatureCode, readonly FeatureSpec[]];
    return { modId, enabled: !off.has(modId), children: buildTree(children, off) };
  });
}

const field = (enabled: boolean, required: boolean, patternId: PatternId, minLength: number, maxLength: number, acceptedPattern: string | null = null) => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const baseValidation: RegisterValidation = {
  username: field(true, true, 1, 4, 16),
  password: field(true, true, 14, 6, 20),
  payeeName: field(true, false, 8, 2, 40),
  email: field(true, false, 3, 5, 100),
  mobileNum: field(true, false, 6, 6, 15),
  qqNum: field(false, false, 6, 5, 12),
  line: field(true, false, 9, 3, 30),
  whatsapp: field(true, false, 6, 6, 15),
  facebook: field(false, false, 9, 3, 50),
  wechat: field(false, false, 9, 3, 30),
  idNumber: field(false, false, 4, 6, 20),
  recommenderId: field(false, false, 4, 4, 16),
  affiliateCode: field(true, false, 4, 4, 12),
  captcha: field(false, false, 0, 4, 4),
  verificationCode: field(true, false, 6, 6, 6),
  paymentPassword: field(false, false, 6, 6, 6),
  birthday: field(true, false, 11, 10, 10),
};

const settings: MerchantSettings = { codeExpiryMinutes: 5, passwordMaxAgeDays: 90, sessionHours: 24, sliderRequired: false, singleWallet: true };

function customerService(code: string, key: string): CustomerServiceSettings {
  const live = `https://chat.croupier.example/live?merchant=${code}`;
  return {
    url: live,
    vipUrl: `https://chat.croupier.example/vip?merchant=${code}`,
    pathList: [
      { type: 1, path: live },
      // Type 3: obfuscated (DES key = the last 8 characters), decoded by the client.
      { type: 3, path: obfuscateServiceLink(`https://chat.croupier.example/secure?merchant=${code}`, key) },
    ],
  };
}

const resources = (brand: string) => ({
  appAndroid: { resourceType: 'APP', url: '/down?platform=android', qrCodeUrl: '/down?platform=android&qr=1', labelNameCn: '安卓' },
  appIos: { resourceType: 'APP', url: '/down?platform=ios', qrCodeUrl: '/down?platform=ios&qr=1', labelNameCn: '苹果' },
  appIosLite: { resourceType: 'APP', url: '/down?platform=ios-lite', qrCodeUrl: '/down?platform=ios-lite&qr=1', labelNameCn: '苹果轻量版' },
  licenceSeal: { resourceType: 'IMAGE', url: `/brand/${brand}/licence-seal.svg`, qrCodeUrl: null, labelNameCn: '牌照' },
});

export function seedMerchants(now: Date): (typeof merchants.$inferInsert)[] {
  return [
    {
      code: 'CRP001',
      brandId: 'default',
      name: 'Croupier',
      features: buildTree(TREE, new Set(['CREDITMAR3'])),
      registerValidation: baseValidation,
      resources: resources('default'),
      customerService: customerService('CRP001', 'Kc7mP2xQ'),
      analyticsId: 'G-CRP0010001',
      imageCdns: [],
      launchCdns: [],
      domains: [
        { domain: 'localhost', type: 'web', available: true },
        { domain: '127.0.0.1', type: 'web', available: true },
        { domain: 'croupier.example', type: 'web', available: true },
      ],
      settings,
      createdAt: now,
    },
    {
      code: 'JADE01',
      brandId: 'jade',
      name: 'Jade',
      // The second brand differs only in data: no free play, no SMS login, no cashback.
      features: buildTree(TREE, new Set(['CREDITMAR3', 'FREEPLAY3', 'MOBILEVERCODELOGIN3', 'MANPLAYREB3'])),
      registerValidation: {
        ...baseValidation,
        payeeName: field(true, true, 18, 2, 40),
        email: field(true, true, 3, 5, 100),
      },
      resources: resources('jade'),
      customerService: customerService('JADE01', 'Jd4wR8nT'),
      analyticsId: 'G-JADE010001',
      imageCdns: [],
      launchCdns: [],
      domains: [{ domain: 'jade.example', type: 'web', available: true }],
      // Transfer wallets: a main wallet plus one per vendor (merchant wallet isSingle false).
      settings: { ...settings, passwordMaxAgeDays: 180, singleWallet: false },
      createdAt: now,
    },
  ];
}
