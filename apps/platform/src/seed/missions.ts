/**
 * The seed's missions (issue 15) per brand, with their texts in the seven languages of the kit. Descriptions are built
 * from one template per language and kind (the figures filled in), titles are written per mission. Amounts are minor
 * units; event days are relative to the seed's date (in the merchant's zone, Asia/Tokyo by default).
 */
import type { BetRecordCategory } from '@croupier/contract';
import type { missions } from '../db/schema';

type Texts = Record<'JA' | 'EN' | 'CN' | 'KO' | 'TH' | 'VI' | 'ID', string>;
type Lang = keyof Texts;
export const LANGS: readonly Lang[] = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'];

interface SeedMission {
  code: string;
  kind: 'rounds' | 'validBet';
  category: BetRecordCategory | null;
  target: number;
  reward: number;
  turnoverMultiple: number;
  period: 'daily' | 'weekly' | 'event';
  /** Event days from the seed's date (first, last). */
  days?: readonly [number, number];
  title: Texts;
}

const CATEGORY: Record<BetRecordCategory | 'ALL', Texts> = {
  ALL: { JA: '全ゲーム', EN: 'any game', CN: '任意游戏', KO: '모든 게임', TH: 'ทุกเกม', VI: 'mọi trò chơi', ID: 'semua permainan' },
  RNG: { JA: 'スロット', EN: 'slots', CN: '老虎机', KO: '슬롯', TH: 'สล็อต', VI: 'slot', ID: 'slot' },
  LIVE: { JA: 'ライブカジノ', EN: 'live casino', CN: '真人娱乐', KO: '라이브 카지노', TH: 'คาสิโนสด', VI: 'casino trực tiếp', ID: 'kasino live' },
  SPORTS: { JA: 'スポーツ', EN: 'sports', CN: '体育', KO: '스포츠', TH: 'กีฬา', VI: 'thể thao', ID: 'olahraga' },
  FISH: { JA: '釣りゲーム', EN: 'fishing games', CN: '捕鱼游戏', KO: '피싱 게임', TH: 'เกมยิงปลา', VI: 'bắn cá', ID: 'tembak ikan' },
  PVP: { JA: '対戦カードゲーム', EN: 'PVP card games', CN: '棋牌游戏', KO: '카드 게임', TH: 'เกมไพ่ PVP', VI: 'game bài', ID: 'permainan kartu' },
  LOTT: { JA: '宝くじ', EN: 'lottery', CN: '彩票', KO: '로또', TH: 'หวย', VI: 'xổ số', ID: 'lotre' },
  ELOTT: { JA: '電子宝くじ', EN: 'e-lottery', CN: '电子彩票', KO: '전자 로또', TH: 'หวยออนไลน์', VI: 'xổ số điện tử', ID: 'lotre elektronik' },
};

const PERIOD: Record<SeedMission['period'], Texts> = {
  daily: { JA: '今日中に', EN: 'today', CN: '今日', KO: '오늘', TH: 'ภายในวันนี้', VI: 'trong hôm nay', ID: 'hari ini' },
  weekly: { JA: '今週中に', EN: 'this week', CN: '本周', KO: '이번 주', TH: 'ภายในสัปดาห์นี้', VI: 'trong tuần này', ID: 'minggu ini' },
  event: { JA: '期間中に', EN: 'during the event', CN: '活动期间', KO: '이벤트 기간 동안', TH: 'ระหว่างกิจกรรม', VI: 'trong thời gian sự kiện', ID: 'selama event' },
};

type Template = (v: { n: string; category: string; period: string; reward: string }) => string;
const ROUNDS: Record<Lang, Template> = {
  JA: (v) => `${v.period}${v.category}を${v.n}回プレイすると、${v.reward}のボーナスを獲得できます。`,
  EN: (v) => `Play ${v.n} rounds of ${v.category} ${v.period} to earn a ${v.reward} bonus.`,
  CN: (v) => `${v.period}在${v.category}中完成${v.n}局游戏，即可获得${v.reward}奖金。`,
  KO: (v) => `${v.period} ${v.category} ${v.n}판을 플레이하면 ${v.reward} 보너스를 받을 수 있습니다.`,
  TH: (v) => `เล่น${v.category}ครบ ${v.n} รอบ${v.period} รับโบนัส ${v.reward}`,
  VI: (v) => `Chơi ${v.n} ván ${v.category} ${v.period} để nhận thưởng ${v.reward}.`,
  ID: (v) => `Mainkan ${v.n} putaran ${v.category} ${v.period} untuk mendapatkan bonus ${v.reward}.`,
};
const VALID_BET: Record<Lang, Template> = {
  JA: (v) => `${v.period}${v.category}で有効ベット${v.n}を達成すると、${v.reward}のボーナスを獲得できます。`,
  EN: (v) => `Reach ${v.n} in valid bets on ${v.category} ${v.period} to earn a ${v.reward} bonus.`,
  CN: (v) => `${v.period}在${v.category}中有效投注达到${v.n}，即可获得${v.reward}奖金。`,
  KO: (v) => `${v.period} ${v.category}에서 유효 베팅 ${v.n}을 달성하면 ${v.reward} 보너스를 받을 수 있습니다.`,
  TH: (v) => `ทำยอดเดิมพันที่มีผลใน${v.category}ครบ ${v.n}${v.period} รับโบนัส ${v.reward}`,
  VI: (v) => `Đạt ${v.n} cược hợp lệ ở ${v.category} ${v.period} để nhận thưởng ${v.reward}.`,
  ID: (v) => `Capai taruhan valid ${v.n} di ${v.category} ${v.period} untuk mendapatkan bonus ${v.reward}.`,
};

/** Two decimals and comma thousands (SPEC §9's number format). */
const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A mission's description in the seven languages, from its figures (the seed's and the operator's missions). */
export function missionDescriptions(m: Pick<SeedMission, 'kind' | 'category' | 'target' | 'reward' | 'period'>): Texts {
  const out = {} as Texts;
  for (const lang of LANGS) {
    const template = (m.kind === 'rounds' ? ROUNDS : VALID_BET)[lang];
    out[lang] = template({
      n: m.kind === 'rounds' ? m.target.toLocaleString('en-US') : money(m.target),
      category: CATEGORY[m.category ?? 'ALL'][lang],
      period: PERIOD[m.period][lang],
      reward: money(m.reward),
    });
  }
  return out;
}

const MISSIONS: Readonly<Record<string, readonly SeedMission[]>> = {
  default: [
    {
      code: 'daily-slot-spins', kind: 'rounds', category: 'RNG', target: 50, reward: 1_000, turnoverMultiple: 1, period: 'daily',
      title: { JA: 'デイリースピン50回', EN: 'Daily 50 spins', CN: '每日旋转50次', KO: '데일리 50스핀', TH: 'หมุนสล็อต 50 ครั้งต่อวัน', VI: '50 vòng quay mỗi ngày', ID: '50 putaran harian' },
    },
    {
      code: 'daily-live-table', kind: 'validBet', category: 'LIVE', target: 100_000, reward: 2_000, turnoverMultiple: 1, period: 'daily',
      title: { JA: 'ライブテーブルの常連', EN: 'Live table regular', CN: '真人桌常客', KO: '라이브 테이블 단골', TH: 'ขาประจำโต๊ะคาสิโนสด', VI: 'Khách quen bàn live', ID: 'Pelanggan setia meja live' },
    },
    {
      code: 'weekly-high-roller', kind: 'validBet', category: null, target: 1_000_000, reward: 18_800, turnoverMultiple: 3, period: 'weekly',
      title: { JA: 'ウィークリーハイローラー', EN: 'Weekly high roller', CN: '每周豪客挑战', KO: '위클리 하이롤러', TH: 'ไฮโรลเลอร์ประจำสัปดาห์', VI: 'Cao thủ của tuần', ID: 'High roller mingguan' },
    },
    {
      code: 'weekly-fishing-trip', kind: 'rounds', category: 'FISH', target: 200, reward: 3_000, turnoverMultiple: 1, period: 'weekly',
      title: { JA: '今週のフィッシングツアー', EN: 'Fishing trip of the week', CN: '本周捕鱼之旅', KO: '이번 주 낚시 여행', TH: 'ทริปตกปลาประจำสัปดาห์', VI: 'Chuyến săn cá trong tuần', ID: 'Petualangan memancing minggu ini' },
    },
    {
      code: 'event-sports-festival', kind: 'validBet', category: 'SPORTS', target: 500_000, reward: 8_800, turnoverMultiple: 2, period: 'event', days: [-3, 27],
      title: { JA: 'スポーツフェスティバル', EN: 'Sports festival', CN: '体育嘉年华', KO: '스포츠 페스티벌', TH: 'เทศกาลกีฬา', VI: 'Lễ hội thể thao', ID: 'Festival olahraga' },
    },
    {
      code: 'event-card-masters', kind: 'rounds', category: 'PVP', target: 100, reward: 5_000, turnoverMultiple: 1, period: 'event', days: [30, 44],
      title: { JA: 'カードマスター決定戦', EN: 'Card masters', CN: '棋牌大师赛', KO: '카드 마스터즈', TH: 'ศึกเซียนไพ่', VI: 'Đại chiến cao thủ bài', ID: 'Turnamen master kartu' },
    },
  ],
  jade: [
    {
      code: 'daily-warm-up', kind: 'rounds', category: null, target: 30, reward: 500, turnoverMultiple: 1, period: 'daily',
      title: { JA: '今日のウォームアップ', EN: 'Daily warm-up', CN: '每日热身', KO: '오늘의 워밍업', TH: 'วอร์มอัพประจำวัน', VI: 'Khởi động mỗi ngày', ID: 'Pemanasan harian' },
    },
    {
      code: 'daily-jade-slots', kind: 'validBet', category: 'RNG', target: 50_000, reward: 800, turnoverMultiple: 1, period: 'daily',
      title: { JA: '翡翠スロットチャレンジ', EN: 'Jade slot challenge', CN: '翡翠老虎机挑战', KO: '제이드 슬롯 챌린지', TH: 'ภารกิจสล็อตหยก', VI: 'Thử thách slot Ngọc Bích', ID: 'Tantangan slot giok' },
    },
    {
      code: 'weekly-live-lounge', kind: 'validBet', category: 'LIVE', target: 300_000, reward: 5_000, turnoverMultiple: 2, period: 'weekly',
      title: { JA: 'ライブラウンジウィーク', EN: 'Live lounge week', CN: '真人贵宾周', KO: '라이브 라운지 위크', TH: 'สัปดาห์เลานจ์คาสิโนสด', VI: 'Tuần lễ sảnh live', ID: 'Pekan lounge live' },
    },
    {
      code: 'event-ocean-hunt', kind: 'rounds', category: 'FISH', target: 150, reward: 2_500, turnoverMultiple: 1, period: 'event', days: [-1, 13],
      title: { JA: 'オーシャンハント', EN: 'Ocean hunt', CN: '深海狩猎', KO: '오션 헌트', TH: 'ล่าขุมทรัพย์ใต้ทะเล', VI: 'Săn bắt đại dương', ID: 'Perburuan samudra' },
    },
  ],
};

/** yyyy-MM-dd of an instant in Tokyo (the seed merchants' zone) plus `days`. */
const tokyoDay = (now: Date, days: number) =>
  new Date(now.getTime() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The missions of a brand's merchant: the brand's list, else the default brand's (a brand provisioned later). */
export function seedMissions(merchantId: number, brandId: string, now: Date): (typeof missions.$inferInsert)[] {
  const list = (Object.hasOwn(MISSIONS, brandId) ? MISSIONS[brandId] : undefined) ?? MISSIONS.default ?? [];
  return list.map((m, sort) => ({
    merchantId,
    code: m.code,
    kind: m.kind,
    category: m.category,
    target: m.target,
    reward: m.reward,
    turnoverMultiple: m.turnoverMultiple,
    period: m.period,
    firstDay: m.days ? tokyoDay(now, m.days[0]) : null,
    lastDay: m.days ? tokyoDay(now, m.days[1]) : null,
    titles: m.title,
    descriptions: missionDescriptions(m),
    sort,
    active: true,
    createdAt: now,
  }));
}
