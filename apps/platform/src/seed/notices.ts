/** Seeded notices: a few per merchant in JA, EN and CN, rich HTML, every type (B, PL, PU, PR, H) and group, and two agents' announcements (AG). */
import type { notices } from '../db/schema';

type NoticeRow = typeof notices.$inferInsert;

interface NoticeText {
  type: string;
  group: string;
  /** Days before the seed time. */
  daysAgo: number;
  texts: Record<'EN' | 'JA' | 'CN', [title: string, html: string]>;
}

const NOTICES = (brand: string): NoticeText[] => [
  {
    type: 'B', group: 'notice-player', daysAgo: 0,
    texts: {
      EN: [`Welcome to ${brand}`, `<h3>Welcome to ${brand}!</h3><p>Nearly <strong>10,000 slot games</strong>, live casino tables, fishing, PVP rooms and lotteries are waiting for you.</p><ul><li>Deposit in minutes</li><li>Withdraw around the clock</li><li>Play responsibly: set your limits in the <a href="/help">help centre</a>.</li></ul>`],
      JA: [`${brand}へようこそ`, `<h3>${brand}へようこそ！</h3><p><strong>約10,000本のスロット</strong>、ライブカジノ、フィッシング、PVPルーム、宝くじをお楽しみください。</p><ul><li>数分で入金</li><li>24時間出金</li><li>責任あるプレイを：<a href="/help">ヘルプセンター</a>で上限を設定できます。</li></ul>`],
      CN: [`欢迎来到${brand}`, `<h3>欢迎来到${brand}！</h3><p>近<strong>10,000款老虎机</strong>、真人娱乐场、捕鱼、PVP房间和彩票等你来玩。</p><ul><li>几分钟内完成存款</li><li>全天候提款</li><li>理性娱乐：可在<a href="/help">帮助中心</a>设置限额。</li></ul>`],
    },
  },
  {
    type: 'PL', group: 'notice-player', daysAgo: 1,
    texts: {
      EN: ['Scheduled maintenance', '<p>The <strong>PG Soft</strong> games will be under maintenance on <time datetime="2026-12-01T02:00:00Z">1 December, 02:00–04:00 UTC</time>.</p><p>Other vendors stay open. We apologise for the inconvenience.</p>'],
      JA: ['定期メンテナンスのお知らせ', '<p><strong>PG Soft</strong>のゲームは<time datetime="2026-12-01T02:00:00Z">12月1日 11:00〜13:00（日本時間）</time>にメンテナンスを行います。</p><p>その他のプロバイダーは通常どおりご利用いただけます。</p>'],
      CN: ['定期维护公告', '<p><strong>PG Soft</strong>游戏将于<time datetime="2026-12-01T02:00:00Z">12月1日 10:00–12:00（北京时间）</time>进行维护。</p><p>其他供应商不受影响，敬请谅解。</p>'],
    },
  },
  {
    type: 'PU', group: 'popup', daysAgo: 2,
    texts: {
      EN: ['Try the demo games', '<p>New here? Play our <em>slot</em>, <em>baccarat</em> and <em>fishing</em> demo games with play money: look for the <strong>Trial</strong> badge.</p>'],
      JA: ['デモゲームを試そう', '<p>初めての方は、<em>スロット</em>・<em>バカラ</em>・<em>フィッシング</em>のデモゲームをプレイマネーでお試しください。<strong>体験</strong>マークが目印です。</p>'],
      CN: ['试玩演示游戏', '<p>新玩家？用游戏币试玩<em>老虎机</em>、<em>百家乐</em>和<em>捕鱼</em>演示游戏：认准<strong>试玩</strong>标志。</p>'],
    },
  },
  {
    type: 'PR', group: 'promotion', daysAgo: 3,
    texts: {
      EN: ['Weekend reload bonus 20%', '<p>Deposit this weekend and get a <strong>20% bonus</strong> up to <strong>500.00</strong>.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00+</td><td>500.00</td></tr></tbody></table><p><small>10× turnover. Terms apply.</small></p>'],
      JA: ['週末リロードボーナス20%', '<p>今週末の入金で<strong>20%ボーナス</strong>（最大<strong>500.00</strong>）。</p><table><thead><tr><th>入金額</th><th>ボーナス</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00以上</td><td>500.00</td></tr></tbody></table><p><small>賭け条件10倍。規約が適用されます。</small></p>'],
      CN: ['周末再存款奖金20%', '<p>本周末存款即可获得<strong>20%奖金</strong>，最高<strong>500.00</strong>。</p><table><thead><tr><th>存款</th><th>奖金</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00+</td><td>500.00</td></tr></tbody></table><p><small>10倍流水，条款适用。</small></p>'],
    },
  },
  {
    type: 'B', group: 'banners', daysAgo: 4,
    texts: {
      EN: ['Live baccarat tables now open', '<p>Fifteen live categories from five studios: <strong>Baccarat</strong>, Sicbo, Roulette, Dragon Tiger and more.</p>'],
      JA: ['ライブバカラ開設', '<p>5つのスタジオから15のライブカテゴリー：<strong>バカラ</strong>、シックボー、ルーレット、ドラゴンタイガーなど。</p>'],
      CN: ['真人百家乐桌台开放', '<p>五家工作室的十五个真人类别：<strong>百家乐</strong>、骰宝、轮盘、龙虎等。</p>'],
    },
  },
  {
    type: 'H', group: 'notice-player', daysAgo: 6,
    texts: {
      EN: ['Security reminder', '<p>We will <strong>never</strong> ask for your password. Turn on a second factor in the <a href="/index?mc=securityCenter">security centre</a>.</p>'],
      JA: ['セキュリティのお知らせ', '<p>当サイトがパスワードをお尋ねすることは<strong>決してありません</strong>。<a href="/index?mc=securityCenter">セキュリティセンター</a>で二段階認証を有効にしてください。</p>'],
      CN: ['安全提醒', '<p>我们<strong>绝不会</strong>索取您的密码。请在<a href="/index?mc=securityCenter">安全中心</a>开启二次验证。</p>'],
    },
  },
  // The agents' announcements (AGENTANNOUNCE3): listed by the agent centre only (services/agentTeam.ts).
  {
    type: 'AG', group: 'agent', daysAgo: 0,
    texts: {
      EN: ['Agent centre now open', `<p>Your team's figures, downline accounts and reports are in the <strong>agent centre</strong>. Share your invitation link from the register centre: members who sign up with it join your team.</p>`],
      JA: ['エージェントセンター公開のお知らせ', '<p>チームの実績、ダウンラインのアカウント、各種レポートは<strong>エージェントセンター</strong>でご確認いただけます。登録センターの招待リンクから登録した会員は、あなたのチームに加わります。</p>'],
      CN: ['代理中心正式上线', '<p>团队业绩、下级账户和各类报表均可在<strong>代理中心</strong>查看。通过注册中心分享您的邀请链接，使用该链接注册的会员将加入您的团队。</p>'],
    },
  },
  {
    type: 'AG', group: 'agent', daysAgo: 3,
    texts: {
      EN: ['Monthly settlement schedule', '<p>Team reports are counted in whole days of the site\'s time zone. Please check your team\'s figures for the month before <strong>the 3rd</strong> of the following month.</p>'],
      JA: ['月次集計のスケジュール', '<p>チームレポートはサイトのタイムゾーンの暦日単位で集計されます。当月の実績は翌月<strong>3日</strong>までにご確認ください。</p>'],
      CN: ['月度结算时间安排', '<p>团队报表按站点时区的自然日统计。请于次月<strong>3日</strong>前核对本月的团队数据。</p>'],
    },
  },
];

export function seedNotices(merchantId: number, brand: string, now: Date): NoticeRow[] {
  const rows: NoticeRow[] = [];
  for (const notice of NOTICES(brand)) {
    for (const language of ['JA', 'EN', 'CN'] as const) {
      const [title, content] = notice.texts[language];
      rows.push({ merchantId, type: notice.type, group: notice.group, language, title, content, publishedAt: new Date(now.getTime() - notice.daysAgo * 86_400_000 - rows.length * 60_000) });
    }
  }
  return rows;
}
