/**
 * Stories and tests only: promotions as an operator would write them (their texts are the operator's data, in
 * Japanese like the stories' default language), with art drawn as SVG (no binary images).
 */
import type { LeaderboardEntry } from '../MissionLeaderboard/MissionLeaderboard.types';
import type { Mission } from '../MissionList/MissionList.types';
import type { PromotionCategory, PromotionDetailData, PromotionSummary } from './promotion.types';

export const sampleTimeZone = 'Asia/Tokyo';
/** 2026-11-25 12:00 in Tokyo: "now" of the stories. */
export const sampleNow = Date.UTC(2026, 10, 25, 3, 0, 0);
const day = 86_400_000;

function art(from: string, to: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="r" cx="0.7" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="320" height="180" fill="url(#g)"/><rect width="320" height="180" fill="url(#r)"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const coins = `<g fill="#f7c948" stroke="#8a5a00" stroke-width="3"><ellipse cx="220" cy="120" rx="44" ry="14"/><ellipse cx="220" cy="108" rx="44" ry="14"/><ellipse cx="220" cy="96" rx="44" ry="14"/><ellipse cx="160" cy="130" rx="40" ry="13"/><ellipse cx="160" cy="118" rx="40" ry="13"/></g><circle cx="80" cy="60" r="26" fill="#fff" opacity="0.2"/>`;
const gift = `<rect x="120" y="70" width="100" height="80" rx="8" fill="#ff5d73"/><rect x="112" y="56" width="116" height="24" rx="6" fill="#ff7a8c"/><rect x="162" y="56" width="16" height="94" fill="#ffd35c"/><path d="M170 56c-20-30-44-18-34-4 6 8 34 4 34 4zm0 0c20-30 44-18 34-4-6 8-34 4-34 4z" fill="#ffd35c"/>`;
const ticket = `<g transform="rotate(-12 160 90)"><rect x="90" y="60" width="150" height="70" rx="10" fill="#ffd35c"/><circle cx="90" cy="95" r="12" fill="#6d28d9"/><circle cx="240" cy="95" r="12" fill="#6d28d9"/><path d="M200 66v58" stroke="#6d28d9" stroke-width="3" stroke-dasharray="6 5"/><circle cx="145" cy="95" r="18" fill="#6d28d9" opacity="0.85"/></g>`;
const trophy = `<path d="M130 40h60v30a30 30 0 0 1-60 0z" fill="#ffd35c"/><path d="M130 48h-18a18 18 0 0 0 18 26M190 48h18a18 18 0 0 1-18 26" stroke="#ffd35c" stroke-width="6" fill="none"/><rect x="152" y="98" width="16" height="22" fill="#e0a800"/><rect x="134" y="120" width="52" height="14" rx="4" fill="#e0a800"/>`;

export const sampleCategories: PromotionCategory[] = [
  { id: 'deposit', name: '入金ボーナス' },
  { id: 'slots', name: 'スロット' },
  { id: 'live', name: 'ライブカジノ' },
  { id: 'sports', name: 'スポーツ' },
  { id: 'event', name: 'イベント' },
];

export const samplePromotions: PromotionSummary[] = [
  {
    id: 'p-first',
    kind: 'depositBonus',
    categoryId: 'deposit',
    title: '初回入金100%ボーナス 最大₱10,000',
    summary: '初めてのご入金額と同額をボーナスでプレゼント。賭け条件はボーナスの15倍です。',
    imageUrl: art('#1e3a8a', '#0ea5e9', coins),
    startTime: sampleNow - 30 * day,
    endTime: null,
    status: 'join',
    target: 'newMembers',
    isHot: true,
  },
  {
    id: 'p-weekend',
    kind: 'signUp',
    categoryId: 'slots',
    title: '週末スロット大会 参加申込',
    summary: '土日のスロット有効ベット上位100名に賞金。スクリーンショットを添えて申し込んでください。',
    imageUrl: art('#581c87', '#db2777', gift),
    startTime: sampleNow - 2 * day,
    endTime: sampleNow + 5 * day,
    status: 'applying',
  },
  {
    id: 'p-raffle',
    kind: 'raffle',
    categoryId: 'event',
    title: '11月の抽選会：抽選券を毎日1枚',
    summary: '毎日1枚の抽選券を受け取れます。月末の抽選で最大₱50,000が当たります。',
    imageUrl: art('#312e81', '#7c3aed', ticket),
    startTime: sampleNow - 24 * day,
    endTime: sampleNow + 5 * day,
    status: 'claim',
    isHot: true,
  },
  {
    id: 'p-mission',
    kind: 'mission',
    categoryId: 'live',
    title: 'ライブカジノ ミッション',
    summary: 'バカラを50ラウンドプレイして₱300を獲得。',
    imageUrl: art('#064e3b', '#10b981', trophy),
    startTime: sampleNow - 10 * day,
    endTime: sampleNow + 20 * day,
    status: 'joined',
    target: 'vip',
  },
  {
    id: 'p-sports',
    kind: 'depositBonus',
    categoryId: 'sports',
    title: 'スポーツ 再入金20%ボーナス',
    summary: '毎週月曜のご入金に20%（上限₱2,000）。',
    startTime: sampleNow + 3 * day,
    endTime: sampleNow + 40 * day,
    status: 'comingSoon',
  },
  {
    id: 'p-oct',
    kind: 'raffle',
    categoryId: 'event',
    title: '10月の抽選会',
    summary: '10月の抽選は終了しました。当選者はお知らせをご覧ください。',
    imageUrl: art('#334155', '#64748b', ticket),
    startTime: sampleNow - 55 * day,
    endTime: sampleNow - 25 * day,
    status: 'closed',
  },
];

export const sampleDetail: PromotionDetailData = {
  ...samplePromotions[1]!,
  content:
    '<h3>参加方法</h3><ol><li>期間中にスロットをプレイします。</li><li>このページから、対象ゲームのスクリーンショット（最大3枚）を添えて申し込みます。</li><li>審査後、ボーナスが付与されます。</li></ol><p><strong>賞金：</strong>1位 ₱20,000、2〜10位 ₱2,000、11〜100位 ₱300。</p><script>alert(1)</script><p onclick="steal()">詳しくは<a href="https://example.com/rules">大会ルール</a>をご覧ください。</p>',
  terms:
    '<ul><li>ボーナスには10倍の賭け条件があります。</li><li>お一人様1回限り。</li><li>不正が確認された場合、ボーナスは取り消されます。</li></ul>',
};

export const sampleMissions: Mission[] = [
  { id: 'm-bac', title: 'バカラ50ラウンド', taskKind: 'rounds', category: 'LIVE', progress: 50, target: 50, reward: 300, status: 'claim' },
  { id: 'm-slot', title: 'スロット有効ベット', taskKind: 'validBet', category: 'RNG', progress: 3250.5, target: 10000, reward: 500, status: 'joined', endTime: sampleNow + 6 * day },
  { id: 'm-any', title: '毎日プレイ', taskKind: 'rounds', category: null, progress: 0, target: 20, reward: 50, status: 'join' },
  { id: 'm-sports', title: 'スポーツで有効ベット', taskKind: 'validBet', category: 'SPORTS', progress: 2000, target: 2000, reward: 120, status: 'claimed' },
  { id: 'm-fish', title: 'フィッシング100ラウンド', taskKind: 'rounds', category: 'FISH', progress: 41, target: 100, reward: 80, status: 'closed' },
];

export const sampleLeaderboard: LeaderboardEntry[] = [
  { rank: 1, account: 'luckystar88', score: 1_284_300, reward: 20000 },
  { rank: 2, account: 'kenji_t', score: 1_020_450.5, reward: 10000 },
  { rank: 3, account: 'mika2026', score: 987_120, reward: 5000 },
  { rank: 4, account: 'tanaka01', score: 640_000, reward: 2000, isSelf: true },
  { rank: 5, account: 'roulette_k', score: 512_800, reward: 2000 },
  { rank: 6, account: 'aoi', score: 498_200, reward: 1000 },
];
