/**
 * Seeded notices: a few per merchant, rich HTML, every type (B, PL, PU, PR, H) and group, and two agents' announcements
 * (AG), each in every language of NOTICE_LANGUAGES (the seven with complete packs). A brand offers a language only
 * when every notice has it: `pnpm brand:check` reads `defaultNotices` and fails a brand whose offered language is
 * missing here (the platform would answer in English).
 */
import type { notices } from '../db/schema';

type NoticeRow = typeof notices.$inferInsert;

interface NoticeText {
  type: string;
  group: string;
  /** Days before the seed time. */
  daysAgo: number;
  /** Title and HTML per platform language code; EN is the fallback of languages no notice has. */
  texts: Readonly<Record<string, readonly [title: string, html: string]>>;
}

const NOTICES = (brand: string): NoticeText[] => [
  {
    type: 'B', group: 'notice-player', daysAgo: 0,
    texts: {
      EN: [`Welcome to ${brand}`, `<h3>Welcome to ${brand}!</h3><p>Nearly <strong>10,000 slot games</strong>, live casino tables, fishing, PVP rooms and lotteries are waiting for you.</p><ul><li>Deposit in minutes</li><li>Withdraw around the clock</li><li>Play responsibly: set your limits in the <a href="/help">help centre</a>.</li></ul>`],
      JA: [`${brand}へようこそ`, `<h3>${brand}へようこそ！</h3><p><strong>約10,000本のスロット</strong>、ライブカジノ、フィッシング、PVPルーム、宝くじをお楽しみください。</p><ul><li>数分で入金</li><li>24時間出金</li><li>責任あるプレイを：<a href="/help">ヘルプセンター</a>で上限を設定できます。</li></ul>`],
      CN: [`欢迎来到${brand}`, `<h3>欢迎来到${brand}！</h3><p>近<strong>10,000款老虎机</strong>、真人娱乐场、捕鱼、PVP房间和彩票等你来玩。</p><ul><li>几分钟内完成存款</li><li>全天候提款</li><li>理性娱乐：可在<a href="/help">帮助中心</a>设置限额。</li></ul>`],
      KO: [`${brand}에 오신 것을 환영합니다`, `<h3>${brand}에 오신 것을 환영합니다!</h3><p><strong>약 10,000개의 슬롯 게임</strong>, 라이브 카지노 테이블, 피싱, PVP 룸과 복권이 여러분을 기다립니다.</p><ul><li>몇 분 만에 입금</li><li>24시간 출금</li><li>책임감 있게 즐기세요: <a href="/help">도움말 센터</a>에서 한도를 설정할 수 있습니다.</li></ul>`],
      TH: [`ยินดีต้อนรับสู่ ${brand}`, `<h3>ยินดีต้อนรับสู่ ${brand}!</h3><p><strong>เกมสล็อตเกือบ 10,000 เกม</strong> โต๊ะคาสิโนสด เกมยิงปลา ห้อง PVP และลอตเตอรี่รอคุณอยู่</p><ul><li>ฝากเงินได้ในไม่กี่นาที</li><li>ถอนเงินได้ตลอด 24 ชั่วโมง</li><li>เล่นอย่างมีความรับผิดชอบ: ตั้งวงเงินของคุณได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></li></ul>`],
      VI: [`Chào mừng bạn đến với ${brand}`, `<h3>Chào mừng bạn đến với ${brand}!</h3><p>Gần <strong>10.000 trò chơi slot</strong>, bàn casino trực tiếp, bắn cá, phòng PVP và xổ số đang chờ bạn.</p><ul><li>Nạp tiền trong vài phút</li><li>Rút tiền suốt ngày đêm</li><li>Chơi có trách nhiệm: đặt giới hạn của bạn tại <a href="/help">Trung tâm trợ giúp</a>.</li></ul>`],
      ID: [`Selamat datang di ${brand}`, `<h3>Selamat datang di ${brand}!</h3><p>Hampir <strong>10.000 game slot</strong>, meja kasino langsung, tembak ikan, room PVP, dan lotere menanti Anda.</p><ul><li>Deposit dalam hitungan menit</li><li>Penarikan kapan saja, siang dan malam</li><li>Bermainlah secara bertanggung jawab: atur batas Anda di <a href="/help">Pusat bantuan</a>.</li></ul>`],
    },
  },
  {
    type: 'PL', group: 'notice-player', daysAgo: 1,
    texts: {
      EN: ['Scheduled maintenance', '<p>The <strong>PG Soft</strong> games will be under maintenance on <time datetime="2026-12-01T02:00:00Z">1 December, 02:00–04:00 UTC</time>.</p><p>Other vendors stay open. We apologise for the inconvenience.</p>'],
      JA: ['定期メンテナンスのお知らせ', '<p><strong>PG Soft</strong>のゲームは<time datetime="2026-12-01T02:00:00Z">12月1日 11:00〜13:00（日本時間）</time>にメンテナンスを行います。</p><p>その他のプロバイダーは通常どおりご利用いただけます。</p>'],
      CN: ['定期维护公告', '<p><strong>PG Soft</strong>游戏将于<time datetime="2026-12-01T02:00:00Z">12月1日 10:00–12:00（北京时间）</time>进行维护。</p><p>其他供应商不受影响，敬请谅解。</p>'],
      KO: ['정기 점검 안내', '<p><strong>PG Soft</strong> 게임은 <time datetime="2026-12-01T02:00:00Z">12월 1일 11:00~13:00(한국 시간)</time>에 점검이 진행됩니다.</p><p>다른 공급사의 게임은 정상적으로 이용하실 수 있습니다. 이용에 불편을 드려 죄송합니다.</p>'],
      TH: ['แจ้งปิดปรับปรุงระบบตามกำหนด', '<p>เกมของ <strong>PG Soft</strong> จะปิดปรับปรุงในวันที่ <time datetime="2026-12-01T02:00:00Z">1 ธันวาคม เวลา 09:00–11:00 น. (เวลาประเทศไทย)</time></p><p>ผู้ให้บริการรายอื่นยังเปิดให้บริการตามปกติ ขออภัยในความไม่สะดวก</p>'],
      VI: ['Thông báo bảo trì định kỳ', '<p>Các trò chơi <strong>PG Soft</strong> sẽ được bảo trì vào <time datetime="2026-12-01T02:00:00Z">ngày 1 tháng 12, 09:00–11:00 (giờ Việt Nam)</time>.</p><p>Các nhà cung cấp khác vẫn hoạt động bình thường. Mong bạn thông cảm vì sự bất tiện này.</p>'],
      ID: ['Pemeliharaan terjadwal', '<p>Game <strong>PG Soft</strong> akan menjalani pemeliharaan pada <time datetime="2026-12-01T02:00:00Z">1 Desember, pukul 09.00–11.00 WIB</time>.</p><p>Penyedia lain tetap dapat dimainkan seperti biasa. Mohon maaf atas ketidaknyamanannya.</p>'],
    },
  },
  {
    type: 'PU', group: 'popup', daysAgo: 2,
    texts: {
      EN: ['Try the demo games', '<p>New here? Play our <em>slot</em>, <em>baccarat</em> and <em>fishing</em> demo games with play money: look for the <strong>Trial</strong> badge.</p>'],
      JA: ['デモゲームを試そう', '<p>初めての方は、<em>スロット</em>・<em>バカラ</em>・<em>フィッシング</em>のデモゲームをプレイマネーでお試しください。<strong>体験</strong>マークが目印です。</p>'],
      CN: ['试玩演示游戏', '<p>新玩家？用游戏币试玩<em>老虎机</em>、<em>百家乐</em>和<em>捕鱼</em>演示游戏：认准<strong>试玩</strong>标志。</p>'],
      KO: ['데모 게임을 체험해 보세요', '<p>처음이신가요? <em>슬롯</em>, <em>바카라</em>, <em>피싱</em> 데모 게임을 게임 머니로 즐겨 보세요. <strong>무료 체험</strong> 배지를 찾으시면 됩니다.</p>'],
      TH: ['ลองเล่นเกมเดโม', '<p>เพิ่งมาใหม่ใช่ไหม? ลองเล่นเกมเดโม<em>สล็อต</em> <em>บาคาร่า</em> และ<em>ยิงปลา</em>ด้วยเงินทดลอง สังเกตป้าย <strong>ทดลองเล่นฟรี</strong></p>'],
      VI: ['Chơi thử trò chơi demo', '<p>Bạn mới đến? Hãy chơi thử các trò chơi demo <em>slot</em>, <em>baccarat</em> và <em>bắn cá</em> bằng tiền ảo: hãy tìm nhãn <strong>Chơi thử miễn phí</strong>.</p>'],
      ID: ['Coba game demo', '<p>Baru di sini? Mainkan game demo <em>slot</em>, <em>bakarat</em>, dan <em>tembak ikan</em> dengan uang mainan: cari lencana <strong>Coba gratis</strong>.</p>'],
    },
  },
  {
    type: 'PR', group: 'promotion', daysAgo: 3,
    texts: {
      EN: ['Weekend reload bonus 20%', '<p>Deposit this weekend and get a <strong>20% bonus</strong> up to <strong>500.00</strong>.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00+</td><td>500.00</td></tr></tbody></table><p><small>10× turnover. Terms apply.</small></p>'],
      JA: ['週末リロードボーナス20%', '<p>今週末の入金で<strong>20%ボーナス</strong>（最大<strong>500.00</strong>）。</p><table><thead><tr><th>入金額</th><th>ボーナス</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00以上</td><td>500.00</td></tr></tbody></table><p><small>賭け条件10倍。規約が適用されます。</small></p>'],
      CN: ['周末再存款奖金20%', '<p>本周末存款即可获得<strong>20%奖金</strong>，最高<strong>500.00</strong>。</p><table><thead><tr><th>存款</th><th>奖金</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00+</td><td>500.00</td></tr></tbody></table><p><small>10倍流水，条款适用。</small></p>'],
      KO: ['주말 리로드 보너스 20%', '<p>이번 주말에 입금하시면 최대 <strong>500.00</strong>까지 <strong>20% 보너스</strong>를 드립니다.</p><table><thead><tr><th>입금액</th><th>보너스</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00 이상</td><td>500.00</td></tr></tbody></table><p><small>롤링 10배. 약관이 적용됩니다.</small></p>'],
      TH: ['โบนัสรีโหลดสุดสัปดาห์ 20%', '<p>ฝากเงินในสุดสัปดาห์นี้ รับ<strong>โบนัส 20%</strong> สูงสุด <strong>500.00</strong></p><table><thead><tr><th>ยอดฝาก</th><th>โบนัส</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00 ขึ้นไป</td><td>500.00</td></tr></tbody></table><p><small>ทำเทิร์นโอเวอร์ 10 เท่า เป็นไปตามเงื่อนไขที่กำหนด</small></p>'],
      VI: ['Thưởng nạp lại cuối tuần 20%', '<p>Nạp tiền vào cuối tuần này để nhận <strong>thưởng 20%</strong>, tối đa <strong>500.00</strong>.</p><table><thead><tr><th>Số tiền nạp</th><th>Tiền thưởng</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>Từ 2,500.00</td><td>500.00</td></tr></tbody></table><p><small>Yêu cầu doanh thu cược gấp 10 lần. Áp dụng điều khoản.</small></p>'],
      ID: ['Bonus isi ulang akhir pekan 20%', '<p>Deposit akhir pekan ini dan dapatkan <strong>bonus 20%</strong> hingga <strong>500.00</strong>.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100.00</td><td>20.00</td></tr><tr><td>1,000.00</td><td>200.00</td></tr><tr><td>2,500.00+</td><td>500.00</td></tr></tbody></table><p><small>Turnover 10×. Syarat dan ketentuan berlaku.</small></p>'],
    },
  },
  {
    type: 'B', group: 'banners', daysAgo: 4,
    texts: {
      EN: ['Live baccarat tables now open', '<p>Fifteen live categories from five studios: <strong>Baccarat</strong>, Sicbo, Roulette, Dragon Tiger and more.</p>'],
      JA: ['ライブバカラ開設', '<p>5つのスタジオから15のライブカテゴリー：<strong>バカラ</strong>、シックボー、ルーレット、ドラゴンタイガーなど。</p>'],
      CN: ['真人百家乐桌台开放', '<p>五家工作室的十五个真人类别：<strong>百家乐</strong>、骰宝、轮盘、龙虎等。</p>'],
      KO: ['라이브 바카라 테이블 오픈', '<p>5개 스튜디오의 15개 라이브 카테고리: <strong>바카라</strong>, 식보, 룰렛, 드래곤 타이거 등.</p>'],
      TH: ['เปิดโต๊ะบาคาร่าสดแล้ว', '<p>คาสิโนสด 15 หมวดจาก 5 สตูดิโอ: <strong>บาคาร่า</strong> ไฮโล รูเล็ต เสือมังกร และอีกมากมาย</p>'],
      VI: ['Bàn baccarat trực tiếp đã mở', '<p>Mười lăm danh mục trực tiếp từ năm studio: <strong>Baccarat</strong>, Tài xỉu, Roulette, Rồng Hổ và nhiều hơn nữa.</p>'],
      ID: ['Meja bakarat langsung kini dibuka', '<p>Lima belas kategori langsung dari lima studio: <strong>Bakarat</strong>, Sicbo, Rolet, Dragon Tiger, dan lainnya.</p>'],
    },
  },
  {
    type: 'H', group: 'notice-player', daysAgo: 6,
    texts: {
      EN: ['Security reminder', '<p>We will <strong>never</strong> ask for your password. Turn on a second factor in the <a href="/index?mc=securityCenter">security centre</a>.</p>'],
      JA: ['セキュリティのお知らせ', '<p>当サイトがパスワードをお尋ねすることは<strong>決してありません</strong>。<a href="/index?mc=securityCenter">セキュリティセンター</a>で二段階認証を有効にしてください。</p>'],
      CN: ['安全提醒', '<p>我们<strong>绝不会</strong>索取您的密码。请在<a href="/index?mc=securityCenter">安全中心</a>开启二次验证。</p>'],
      KO: ['보안 안내', '<p>저희는 <strong>절대로</strong> 비밀번호를 묻지 않습니다. <a href="/index?mc=securityCenter">보안 센터</a>에서 2단계 인증을 켜 주세요.</p>'],
      TH: ['ข้อควรระวังด้านความปลอดภัย', '<p>เราจะ<strong>ไม่มีวัน</strong>ขอรหัสผ่านของคุณ เปิดการยืนยันตัวตนสองขั้นตอนได้ที่<a href="/index?mc=securityCenter">ศูนย์ความปลอดภัย</a></p>'],
      VI: ['Lưu ý bảo mật', '<p>Chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu của bạn. Hãy bật xác thực hai lớp tại <a href="/index?mc=securityCenter">trung tâm bảo mật</a>.</p>'],
      ID: ['Pengingat keamanan', '<p>Kami <strong>tidak akan pernah</strong> meminta kata sandi Anda. Aktifkan verifikasi dua langkah di <a href="/index?mc=securityCenter">pusat keamanan</a>.</p>'],
    },
  },
  // The agents' announcements (AGENTANNOUNCE3): listed by the agent centre only (services/agentTeam.ts).
  {
    type: 'AG', group: 'agent', daysAgo: 0,
    texts: {
      EN: ['Agent centre now open', `<p>Your team's figures, downline accounts and reports are in the <strong>agent centre</strong>. Share your invitation link from the register centre: members who sign up with it join your team.</p>`],
      JA: ['エージェントセンター公開のお知らせ', '<p>チームの実績、ダウンラインのアカウント、各種レポートは<strong>エージェントセンター</strong>でご確認いただけます。登録センターの招待リンクから登録した会員は、あなたのチームに加わります。</p>'],
      CN: ['代理中心正式上线', '<p>团队业绩、下级账户和各类报表均可在<strong>代理中心</strong>查看。通过注册中心分享您的邀请链接，使用该链接注册的会员将加入您的团队。</p>'],
      KO: ['에이전트 센터 오픈 안내', '<p>팀 실적, 하위 계정과 각종 리포트는 <strong>에이전트 센터</strong>에서 확인하실 수 있습니다. 등록 센터에서 초대 링크를 공유하세요. 이 링크로 가입한 회원은 회원님의 팀에 합류합니다.</p>'],
      TH: ['เปิดศูนย์เอเจนต์แล้ว', '<p>ดูผลงานทีม บัญชีดาวน์ไลน์ และรายงานต่าง ๆ ได้ที่<strong>ศูนย์เอเจนต์</strong> แชร์ลิงก์เชิญของคุณจากศูนย์ลงทะเบียน สมาชิกที่สมัครผ่านลิงก์นี้จะเข้าร่วมทีมของคุณ</p>'],
      VI: ['Trung tâm đại lý đã mở', '<p>Số liệu của đội, tài khoản tuyến dưới và các báo cáo đều có trong <strong>trung tâm đại lý</strong>. Hãy chia sẻ liên kết mời từ trung tâm đăng ký: thành viên đăng ký qua liên kết này sẽ gia nhập đội của bạn.</p>'],
      ID: ['Pusat agen kini dibuka', '<p>Angka tim, akun downline, dan laporan Anda ada di <strong>pusat agen</strong>. Bagikan tautan undangan dari pusat pendaftaran: member yang mendaftar melaluinya akan bergabung dengan tim Anda.</p>'],
    },
  },
  {
    type: 'AG', group: 'agent', daysAgo: 3,
    texts: {
      EN: ['Monthly settlement schedule', '<p>Team reports are counted in whole days of the site\'s time zone. Please check your team\'s figures for the month before <strong>the 3rd</strong> of the following month.</p>'],
      JA: ['月次集計のスケジュール', '<p>チームレポートはサイトのタイムゾーンの暦日単位で集計されます。当月の実績は翌月<strong>3日</strong>までにご確認ください。</p>'],
      CN: ['月度结算时间安排', '<p>团队报表按站点时区的自然日统计。请于次月<strong>3日</strong>前核对本月的团队数据。</p>'],
      KO: ['월간 정산 일정', '<p>팀 리포트는 사이트 시간대 기준 일 단위로 집계됩니다. 당월 팀 실적은 다음 달 <strong>3일</strong> 전까지 확인해 주세요.</p>'],
      TH: ['กำหนดการสรุปยอดรายเดือน', '<p>รายงานทีมนับเป็นวันเต็มตามเขตเวลาของเว็บไซต์ โปรดตรวจสอบผลงานทีมของเดือนนี้ก่อน<strong>วันที่ 3</strong> ของเดือนถัดไป</p>'],
      VI: ['Lịch quyết toán hằng tháng', '<p>Báo cáo đội được tính theo ngày trọn vẹn theo múi giờ của trang. Vui lòng kiểm tra số liệu của đội trong tháng trước <strong>ngày 3</strong> của tháng sau.</p>'],
      ID: ['Jadwal penyelesaian bulanan', '<p>Laporan tim dihitung per hari penuh menurut zona waktu situs. Harap periksa angka tim Anda untuk bulan ini sebelum <strong>tanggal 3</strong> bulan berikutnya.</p>'],
    },
  },
];

/** A brand's default notices (named after it), for brand:check: type, group and the languages each is written in. */
export function defaultNotices(brand: string): { type: string; group: string; title: string; languages: string[] }[] {
  return NOTICES(brand).map((n) => ({ type: n.type, group: n.group, title: n.texts.EN?.[0] ?? '', languages: Object.keys(n.texts) }));
}

/** The languages every seeded notice is written in; the notice calls answer any other in English. */
export const NOTICE_LANGUAGES: ReadonlySet<string> = new Set(
  NOTICES('').reduce<string[]>((common, n, i) => (i === 0 ? Object.keys(n.texts) : common.filter((l) => l in n.texts)), []),
);

export function seedNotices(merchantId: number, brand: string, now: Date): NoticeRow[] {
  const rows: NoticeRow[] = [];
  for (const notice of NOTICES(brand)) {
    for (const language of NOTICE_LANGUAGES) {
      const [title, content] = notice.texts[language]!;
      rows.push({ merchantId, type: notice.type, group: notice.group, language, title, content, publishedAt: new Date(now.getTime() - notice.daysAgo * 86_400_000 - rows.length * 60_000) });
    }
  }
  return rows;
}
