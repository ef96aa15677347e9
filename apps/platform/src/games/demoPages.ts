/**
 * The demo games' pages: server-rendered, localized (JA, EN, CN) HTML with inline SVG and one shared script and style
 * sheet (served beside them: their CSP allows no inline script). No external assets. They are served on the games
 * origin (app.ts `app.games`), never the site's, run in the site's sandboxed iframe (`allow-scripts allow-same-origin`:
 * their own origin, not the site's) and call the demo vendor's API on their own origin. They send the site no messages.
 * Their text is set in the kit's own faces, served from the games origin too (kitFonts.ts), not the machine's fonts.
 */
import { KIT_FONT_LANG_RULES, KIT_FONT_STACK } from '../kitFonts';

/** Where the games origin serves the kit's fonts. */
export const DEMO_FONTS_PATH = '/games/demo/fonts';

type Lang = 'JA' | 'EN' | 'CN';
type Kind = 'slot' | 'baccarat' | 'fish';

const STRINGS: Record<Lang, Record<string, string>> = {
  EN: {
    balance: 'Balance', bet: 'Bet', spin: 'Spin', spinning: 'Spinning…', win: 'You won {0}!', noWin: 'No win this time.', tooFast: 'Please wait a moment before the next spin.',
    insufficient: 'Your balance is too low for this bet.', expired: 'This game session has expired. Close the game and launch it again.', error: 'Something went wrong. Please try again.',
    trial: 'Play money', player: 'Player', banker: 'Banker', tie: 'Tie', deal: 'Deal', clear: 'Clear bets', chip: 'Chip', placeBet: 'Bet on {0}', playerWins: 'Player wins', bankerWins: 'Banker wins', tieResult: 'Tie',
    shoot: 'Shoot {0} (×{1})', hit: 'Hit! The {0} pays {1}.', miss: 'Missed the {0}.', lines: '10 lines', loading: 'Loading…', notFound: 'This game does not exist.', paytable: 'Pays for 3, 4 or 5 equal symbols from the left on any of the 10 lines.',
    reels: 'Reels', ocean: 'Ocean: pick a fish to shoot', lineWin: 'Line {0}: {1} × {2}', roundResult: '{0}: Player {1}, Banker {2}. Paid {3}.', minnow: 'minnow', clown: 'clownfish', puffer: 'pufferfish', turtle: 'turtle', ray: 'ray', shark: 'shark', dragon: 'dragon fish',
    cherry: 'cherry', lemon: 'lemon', bell: 'bell', star: 'star', gem: 'gem', seven: 'seven', hand: '{0} hand', total: 'total {0}',
  },
  JA: {
    balance: '残高', bet: 'ベット', spin: 'スピン', spinning: 'スピン中…', win: '{0} の勝ち！', noWin: '今回は当たりなし。', tooFast: '次のスピンまで少しお待ちください。',
    insufficient: '残高がこのベットに足りません。', expired: 'ゲームのセッションが切れました。ゲームを閉じてもう一度起動してください。', error: 'エラーが発生しました。もう一度お試しください。',
    trial: 'プレイマネー', player: 'プレイヤー', banker: 'バンカー', tie: 'タイ', deal: 'ディール', clear: 'ベットをクリア', chip: 'チップ', placeBet: '{0} にベット', playerWins: 'プレイヤーの勝ち', bankerWins: 'バンカーの勝ち', tieResult: 'タイ',
    shoot: '{0}を撃つ（×{1}）', hit: '命中！{0}で {1} 獲得。', miss: '{0}を外しました。', lines: '10ライン', loading: '読み込み中…', notFound: 'このゲームは存在しません。', paytable: '10ラインのいずれかで左から同じシンボルが3〜5個揃うと配当。',
    reels: 'リール', ocean: '海：撃つ魚を選んでください', lineWin: 'ライン{0}：{1} × {2}', roundResult: '{0}：プレイヤー {1}、バンカー {2}。配当 {3}。', minnow: '小魚', clown: 'クマノミ', puffer: 'フグ', turtle: 'カメ', ray: 'エイ', shark: 'サメ', dragon: 'ドラゴンフィッシュ',
    cherry: 'チェリー', lemon: 'レモン', bell: 'ベル', star: 'スター', gem: '宝石', seven: 'セブン', hand: '{0}の手札', total: '合計 {0}',
  },
  CN: {
    balance: '余额', bet: '投注', spin: '旋转', spinning: '旋转中…', win: '赢得 {0}！', noWin: '本次未中奖。', tooFast: '请稍候再进行下一次旋转。',
    insufficient: '余额不足以支付此投注。', expired: '游戏会话已过期，请关闭游戏后重新启动。', error: '出现错误，请重试。',
    trial: '游戏币', player: '闲', banker: '庄', tie: '和', deal: '发牌', clear: '清除投注', chip: '筹码', placeBet: '投注{0}', playerWins: '闲赢', bankerWins: '庄赢', tieResult: '和局',
    shoot: '射击{0}（×{1}）', hit: '命中！{0}奖励 {1}。', miss: '未击中{0}。', lines: '10条线', loading: '加载中…', notFound: '该游戏不存在。', paytable: '任意10条线上从左起3至5个相同符号即可获奖。',
    reels: '转轴', ocean: '海洋：选择要射击的鱼', lineWin: '第{0}线：{1} × {2}', roundResult: '{0}：闲 {1}，庄 {2}。派彩 {3}。', minnow: '小鱼', clown: '小丑鱼', puffer: '河豚', turtle: '海龟', ray: '鳐鱼', shark: '鲨鱼', dragon: '龙鱼',
    cherry: '樱桃', lemon: '柠檬', bell: '铃铛', star: '星星', gem: '宝石', seven: '七', hand: '{0}手牌', total: '点数 {0}',
  },
};

const HTML_LANG: Record<Lang, string> = { JA: 'ja', EN: 'en', CN: 'zh-Hans' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const langOf = (lang: string): Lang => (lang === 'JA' || lang === 'CN' ? lang : 'EN');

function stage(kind: Kind, t: Record<string, string>): string {
  if (kind === 'slot') {
    const reels = Array.from({ length: 5 }, (_, r) => `<div class="reel" data-reel="${r}">${[0, 1, 2].map((row) => `<div class="cell" data-row="${row}"></div>`).join('')}</div>`).join('');
    return `<section class="stage slot" aria-label="${esc(t.reels ?? '')}"><div class="reels" id="reels" role="img" aria-label="${esc(t.reels ?? '')}">${reels}</div><p class="hint">${esc(t.paytable ?? '')}</p></section>
<div class="controls"><label class="field">${esc(t.bet ?? '')} <select id="bet"></select></label><button type="button" class="primary" id="play" disabled>${esc(t.spin ?? '')}</button></div>`;
  }
  if (kind === 'baccarat') {
    const hand = (side: string) => `<div class="hand" id="${side}-hand" aria-label="${esc((t.hand ?? '').replace('{0}', t[side] ?? side))}"><h2>${esc(t[side] ?? side)} <span class="score" id="${side}-score"></span></h2><div class="cards" id="${side}-cards"></div></div>`;
    const spot = (side: string) => `<button type="button" class="spot spot-${side}" data-side="${side}" aria-describedby="${side}-amount">${esc(t[side] ?? side)} <span class="amount" id="${side}-amount">0.00</span><span class="sr">${esc((t.placeBet ?? '').replace('{0}', t[side] ?? side))}</span></button>`;
    return `<section class="stage table"><div class="hands">${hand('player')}${hand('banker')}</div><div class="spots">${spot('player')}${spot('tie')}${spot('banker')}</div></section>
<div class="controls"><label class="field">${esc(t.chip ?? '')} <select id="bet"></select></label><button type="button" id="clear">${esc(t.clear ?? '')}</button><button type="button" class="primary" id="play" disabled>${esc(t.deal ?? '')}</button></div>`;
  }
  return `<section class="stage ocean" aria-label="${esc(t.ocean ?? '')}"><div class="water" id="water"></div><svg class="cannon" viewBox="0 0 60 60" aria-hidden="true"><circle cx="30" cy="48" r="16" fill="#ffd34d"/><rect x="25" y="6" width="10" height="36" rx="4" fill="#e0a526"/></svg></section>
<div class="controls"><label class="field">${esc(t.bet ?? '')} <select id="bet"></select></label></div>`;
}

export function demoPage(kind: Kind, language: string, info: { gameName: string; vendor: string; trial: boolean }): string {
  const lang = langOf(language);
  const t = STRINGS[lang];
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(info.gameName)} · ${esc(info.vendor)}</title><link rel="stylesheet" href="${DEMO_FONTS_PATH}/fonts.css"><link rel="stylesheet" href="/games/demo/static/demo.css"></head>
<body data-kind="${kind}"><main class="game game-${kind}" aria-labelledby="title">
<header class="bar"><h1 id="title">${esc(info.gameName)}</h1><span class="vendor">${esc(info.vendor)}</span>${info.trial ? `<span class="badge">${esc(t.trial ?? '')}</span>` : ''}<p class="balance">${esc(t.balance ?? '')} <output id="balance" aria-live="off">${esc(t.loading ?? '')}</output></p></header>
${stage(kind, t)}
<p id="status" class="status" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="strings">${JSON.stringify(t).replace(/</g, '\\u003c')}</script>
<script src="/games/demo/static/demo.js" defer></script>
</body></html>`;
}

export function errorPage(language: string, key: 'expired' | 'notFound'): string {
  const lang = langOf(language);
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(STRINGS[lang][key] ?? '')}</title><link rel="stylesheet" href="${DEMO_FONTS_PATH}/fonts.css"><link rel="stylesheet" href="/games/demo/static/demo.css"></head><body><main class="game"><p class="status error" role="alert">${esc(STRINGS[lang][key] ?? '')}</p></main></body></html>`;
}

export const DEMO_STYLE = `:root{color-scheme:dark;--bg:#0e1726;--panel:#16233a;--text:#f4f7fb;--muted:#b8c4d6;--accent:#ffcf4d;--accent-text:#1b1400;--win:#5be49b;--bad:#ff8a8a;font-family:${KIT_FONT_STACK}}
${KIT_FONT_LANG_RULES}
*{box-sizing:border-box}html,body{margin:0;height:100%;background:radial-gradient(circle at 50% 0,#1f3458,var(--bg) 70%);color:var(--text)}
.game{max-width:760px;margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px;min-height:100%}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}.bar h1{font-size:1.25rem;margin:0}.vendor{color:var(--muted);font-size:.85rem}
.badge{background:#2d6cdf;color:#fff;border-radius:999px;padding:2px 10px;font-size:.8rem}.balance{margin:0 0 0 auto;font-weight:600}.balance output{color:var(--accent);font-variant-numeric:tabular-nums}
.stage{background:var(--panel);border-radius:16px;padding:12px;box-shadow:inset 0 0 0 1px #2b3d5c}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:center}
button,select{font:inherit;border-radius:10px;border:1px solid #3a5078;background:#203250;color:var(--text);padding:10px 16px;min-height:44px;cursor:pointer}
button.primary{background:var(--accent);color:var(--accent-text);border-color:var(--accent);font-weight:800;min-width:140px}
button:disabled{opacity:.55;cursor:not-allowed}button:focus-visible,select:focus-visible{outline:3px solid #8fc1ff;outline-offset:2px}
.field{display:flex;gap:8px;align-items:center}
.status{min-height:1.5em;text-align:center;font-weight:600;margin:0}.status.win{color:var(--win)}.status.error{color:var(--bad)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}.reel{display:grid;gap:8px}
.cell{aspect-ratio:1;background:linear-gradient(#fdfdfd,#dfe6f0);border-radius:12px;display:grid;place-items:center;transition:transform .2s}
.cell svg{width:72%;height:72%}.cell.hit{box-shadow:0 0 0 4px var(--win),0 0 18px var(--win)}
.spinning .cell{animation:blur .18s linear infinite}@keyframes blur{0%{transform:translateY(-6%)}50%{transform:translateY(6%)}100%{transform:translateY(-6%)}}
.hint{color:var(--muted);font-size:.85rem;text-align:center;margin:8px 0 0}
.table{background:radial-gradient(circle at 50% 30%,#17754a,#0b3d27);}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:12px}.hand h2{font-size:1rem;margin:0 0 6px;text-align:center}.score{color:var(--accent)}
.cards{display:flex;gap:6px;justify-content:center;min-height:84px}.card{width:56px;height:80px;border-radius:8px;background:#fff;color:#111;display:grid;place-items:center;font-weight:800;font-size:1.1rem;box-shadow:0 2px 6px #0006;animation:deal .25s ease-out}
.card.red{color:#c21f39}@keyframes deal{from{transform:translateY(-20px);opacity:0}}
.spots{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px;margin-top:12px}.spot{display:flex;flex-direction:column;gap:4px;align-items:center;padding:14px;border-width:2px}
.spot-player{border-color:#4d8dff}.spot-banker{border-color:#ff5d73}.spot-tie{border-color:#5be49b}.amount{font-variant-numeric:tabular-nums;color:var(--accent)}
.ocean{position:relative;height:360px;overflow:hidden;background:linear-gradient(#0b4f7c,#062a47)}
.water{position:absolute;inset:0}.fish{position:absolute;left:-120px;padding:0;min-height:0;border:0;background:none;width:96px;height:56px;animation:swim linear infinite}
.fish svg{width:100%;height:100%}.fish:hover svg,.fish:focus-visible svg{filter:drop-shadow(0 0 6px #fff)}.fish.hit{animation-play-state:paused;opacity:.3}
@keyframes swim{from{transform:translateX(0)}to{transform:translateX(980px)}}
.cannon{position:absolute;bottom:0;left:calc(50% - 30px);width:60px;height:60px}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}.fish{position:static;display:inline-block;margin:8px}.water{position:static;display:flex;flex-wrap:wrap;justify-content:center;padding:8px}}
@media (max-width:480px){.bar h1{font-size:1.05rem}.ocean{height:300px}}`;

export const DEMO_SCRIPT = `(() => {
'use strict';
const kind = document.body.dataset.kind;
if (!kind) return;
const T = JSON.parse(document.getElementById('strings').textContent);
const fmt = (s, ...a) => s.replace(/\\{(\\d)\\}/g, (_, i) => String(a[Number(i)]));
const token = new URLSearchParams(location.search).get('t') || '';
const money = (minor) => (minor / 100).toLocaleString(document.documentElement.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = (id) => document.getElementById(id);
const status = $('status');
const say = (text, cls) => { status.textContent = text; status.className = 'status' + (cls ? ' ' + cls : ''); };
const setBalance = (minor) => { $('balance').textContent = money(minor); };
const api = async (path, body) => {
  const res = await fetch('/games/demo/api/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ t: token }, body)), credentials: 'same-origin' });
  let data = null; try { data = await res.json(); } catch { data = { ok: false, error: 'error' }; }
  return data;
};
const explain = (data) => {
  if (typeof data.balance === 'number') setBalance(data.balance);
  const key = data.error === 'too_fast' ? 'tooFast' : data.error === 'insufficient_balance' ? 'insufficient' : data.error === 'session_expired' ? 'expired' : 'error';
  say(T[key], 'error');
};
const SYMBOLS = {
  cherry: '<svg viewBox="0 0 40 40"><path d="M20 6c4 6 8 9 12 10" stroke="#2f8a3c" stroke-width="3" fill="none"/><path d="M20 6c-2 6-6 12-8 16" stroke="#2f8a3c" stroke-width="3" fill="none"/><circle cx="12" cy="27" r="8" fill="#d9213d"/><circle cx="28" cy="25" r="8" fill="#e8324e"/></svg>',
  lemon: '<svg viewBox="0 0 40 40"><ellipse cx="20" cy="21" rx="15" ry="11" fill="#ffd21f"/><ellipse cx="15" cy="17" rx="5" ry="3" fill="#fff5" /></svg>',
  bell: '<svg viewBox="0 0 40 40"><path d="M8 30c3-3 3-8 3-12a9 9 0 0 1 18 0c0 4 0 9 3 12z" fill="#f0b323"/><circle cx="20" cy="33" r="3.5" fill="#b57a00"/></svg>',
  star: '<svg viewBox="0 0 40 40"><path d="M20 4l4.7 10 10.8 1.2-8 7.4 2.3 10.6L20 27.8l-9.8 5.4 2.3-10.6-8-7.4L15.3 14z" fill="#ffb400"/></svg>',
  gem: '<svg viewBox="0 0 40 40"><path d="M8 15l6-8h12l6 8-12 18z" fill="#2bb3e0"/><path d="M8 15h24L20 33z" fill="#1486b8"/></svg>',
  seven: '<svg viewBox="0 0 40 40"><text x="20" y="32" text-anchor="middle" font-size="32" font-weight="900" font-family="Georgia,serif" fill="#d2283a">7</text></svg>',
};
const levelsInto = (select, levels) => { select.innerHTML = ''; for (const l of levels) { const o = document.createElement('option'); o.value = String(l); o.textContent = money(l); select.append(o); } };
let session = null;
const start = async () => {
  session = await api('session', {});
  if (!session.ok) { explain(session); $('play') && ($('play').disabled = true); return; }
  setBalance(session.balance);
  levelsInto($('bet'), session.betLevels);
  if (kind === 'slot') initSlot(); else if (kind === 'baccarat') initBaccarat(); else initFish();
  // The play button is disabled in the markup until its handler is attached: a click before the session answered
  // would otherwise do nothing.
  if ($('play')) $('play').disabled = false;
};

function initSlot() {
  const cells = [...document.querySelectorAll('.reel')].map((reel) => [...reel.querySelectorAll('.cell')]);
  const names = Object.keys(SYMBOLS);
  const paint = (grid) => { grid.forEach((col, r) => col.forEach((sym, row) => { const c = cells[r][row]; c.innerHTML = SYMBOLS[sym]; c.setAttribute('aria-label', T[sym]); c.classList.remove('hit'); })); };
  paint(Array.from({ length: 5 }, (_, r) => [0, 1, 2].map((row) => names[(r + row * 2) % names.length])));
  const LINES = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2],[0,0,1,2,2],[2,2,1,0,0],[1,0,0,0,1],[1,2,2,2,1],[0,1,1,1,0]];
  const button = $('play');
  button.addEventListener('click', async () => {
    button.disabled = true; say(T.spinning); $('reels').classList.add('spinning');
    const started = Date.now();
    const data = await api('slot/play', { bet: Number($('bet').value) });
    // The server spaces spins from the moment it took this one, at the latest when its answer arrived: counting from
    // the click would let a slow answer make the next spin "too fast".
    const answered = Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, 700 - (Date.now() - started))));
    $('reels').classList.remove('spinning');
    if (!data.ok) { explain(data); setTimeout(() => { button.disabled = false; }, data.retryInMs || 500); return; }
    paint(data.result.grid);
    setBalance(data.balance);
    if (data.payout > 0) {
      for (const w of data.result.wins) for (let r = 0; r < w.count; r++) cells[r][LINES[w.line][r]].classList.add('hit');
      const lines = data.result.wins.map((w) => fmt(T.lineWin, w.line + 1, T[w.symbol], w.count)).join(', ');
      say(fmt(T.win, money(data.payout)) + ' ' + lines, 'win');
    } else say(T.noWin);
    setTimeout(() => { button.disabled = false; button.focus(); }, Math.max(0, session.spinIntervalMs - (Date.now() - answered)));
  });
}

function initBaccarat() {
  const bets = { player: 0, banker: 0, tie: 0 };
  const show = () => { for (const k of Object.keys(bets)) $(k + '-amount').textContent = money(bets[k]); };
  document.querySelectorAll('.spot').forEach((b) => b.addEventListener('click', () => { bets[b.dataset.side] += Number($('bet').value); show(); }));
  $('clear').addEventListener('click', () => { bets.player = bets.banker = bets.tie = 0; show(); });
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♠', '♥', '♦', '♣'];
  const cards = (id, list) => { const el = $(id); el.innerHTML = ''; for (const c of list) { const d = document.createElement('div'); d.className = 'card' + (c.suit === 1 || c.suit === 2 ? ' red' : ''); d.textContent = RANKS[c.rank] + SUITS[c.suit]; el.append(d); } };
  $('play').addEventListener('click', async () => {
    if (bets.player + bets.banker + bets.tie === 0) { bets.player = Number($('bet').value); show(); }
    $('play').disabled = true;
    const data = await api('baccarat/play', { bets });
    $('play').disabled = false;
    if (!data.ok) { explain(data); return; }
    const r = data.result;
    cards('player-cards', r.player); cards('banker-cards', r.banker);
    $('player-score').textContent = fmt(T.total, r.playerTotal); $('banker-score').textContent = fmt(T.total, r.bankerTotal);
    setBalance(data.balance);
    const who = r.winner === 'player' ? T.playerWins : r.winner === 'banker' ? T.bankerWins : T.tieResult;
    say(fmt(T.roundResult, who, r.playerTotal, r.bankerTotal, money(data.payout)), data.payout > data.stake ? 'win' : '');
  });
  show();
}

function initFish() {
  const water = $('water');
  const fishSvg = (colour) => '<svg viewBox="0 0 96 56" aria-hidden="true"><path d="M6 28c16-22 52-24 70 0-18 24-54 22-70 0z" fill="' + colour + '"/><path d="M74 28l18-16v32z" fill="' + colour + '"/><circle cx="22" cy="24" r="4" fill="#123"/></svg>';
  session.fish.forEach((f, i) => {
    const b = document.createElement('button');
    b.type = 'button'; b.className = 'fish'; b.innerHTML = fishSvg(f.colour);
    b.setAttribute('aria-label', fmt(T.shoot, T[f.key], f.multiplier));
    b.style.top = (8 + ((i * 47) % 280)) + 'px';
    b.style.animationDuration = (7 + i * 1.7) + 's';
    b.style.animationDelay = (-i * 2.3) + 's';
    b.addEventListener('click', async () => {
      b.disabled = true;
      const data = await api('fish/play', { bet: Number($('bet').value), fish: f.key });
      b.disabled = false;
      if (!data.ok) { explain(data); return; }
      setBalance(data.balance);
      if (data.result.hit) { b.classList.add('hit'); setTimeout(() => b.classList.remove('hit'), 900); say(fmt(T.hit, T[f.key], money(data.payout)), 'win'); }
      else say(fmt(T.miss, T[f.key]));
    });
    water.append(b);
  });
}
start().catch(() => say(T.error, 'error'));
})();`;
