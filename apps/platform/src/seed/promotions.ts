/**
 * Seeded promotions per merchant, in the seven languages of the kit (JA, EN, CN, KO, TH, VI, ID): the four categories
 * and one promotion of each kind and state a site shows — a first-deposit bonus and a reload bonus to join before
 * depositing (none is automatic, so a deposit pays no bonus unless its member joined one), a VIP reload, a sign-up request, a raffle running now, the Zalo/WhatsApp bonus, a raffle
 * coming soon and a sign-up event that has ended. Money in minor units; times relative to the seed time.
 */
import { ZALO_REWARD_MAX } from '@croupier/contract';
import type { promotionCategories, promotions, PromotionRules } from '../db/schema';
import { sanitizeContent } from '../services/promotions';

type CategoryRow = typeof promotionCategories.$inferInsert;
type PromotionRow = typeof promotions.$inferInsert;
type Lang = 'JA' | 'EN' | 'CN' | 'KO' | 'TH' | 'VI' | 'ID';
type Texts = Record<Lang, readonly [title: string, summary: string, html: string]>;

const DAY = 86_400_000;

export const PROMOTION_CATEGORIES: readonly { code: string; names: Record<Lang, string> }[] = [
  { code: 'deposit', names: { JA: '入金ボーナス', EN: 'Deposit bonus', CN: '存款优惠', KO: '입금 보너스', TH: 'โบนัสเงินฝาก', VI: 'Thưởng nạp tiền', ID: 'Bonus deposit' } },
  { code: 'event', names: { JA: 'イベント', EN: 'Events', CN: '活动', KO: '이벤트', TH: 'กิจกรรม', VI: 'Sự kiện', ID: 'Acara' } },
  { code: 'raffle', names: { JA: '抽選', EN: 'Lucky draw', CN: '幸运抽奖', KO: '행운 추첨', TH: 'ลุ้นรางวัล', VI: 'Rút thăm may mắn', ID: 'Undian berhadiah' } },
  { code: 'vip', names: { JA: 'VIP', EN: 'VIP', CN: 'VIP专享', KO: 'VIP', TH: 'VIP', VI: 'VIP', ID: 'VIP' } },
];

interface SeedPromotion {
  code: string;
  category: string;
  kind: PromotionRow['kind'];
  hue: number;
  target?: PromotionRow['target'];
  vipLevels?: number[];
  /** Days from the seed time. */
  from: number;
  to: number;
  rules: PromotionRules;
  texts: (brand: string) => Texts;
}

const terms = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    code: 'welcome100', category: 'deposit', kind: 'depositBonus', hue: 38, from: -10, to: 60,
    rules: { deposit: 'first', join: 'apply', percent: 100, maxBonus: 100_000, minDeposit: 10_000, turnoverMultiple: 10 },
    texts: (brand) => ({
      JA: ['初回入金100%ボーナス', '初回入金が倍に！最大1,000まで', `<h3>${brand}へようこそ</h3><p>「参加する」を押してから初回入金すると、入金額の<strong>100%</strong>（最大1,000）をボーナスとして進呈します。</p>${terms(['対象：初回入金が100以上', 'ボーナスは入金の反映と同時に付与', '出金条件：ボーナス額の10倍の有効ベット'])}`],
      EN: ['100% first deposit bonus', 'Double your first deposit, up to 1,000', `<h3>Welcome to ${brand}</h3><p>Press <em>Join</em>, then make your first deposit: we add <strong>100%</strong> of it as a bonus, up to 1,000.</p>${terms(['First deposit of at least 100', 'The bonus arrives with the deposit', 'Wagering: 10 times the bonus in valid bets'])}`],
      CN: ['首存100%奖金', '首存翻倍，最高1,000', `<h3>欢迎来到${brand}</h3><p>先点击“参加”，再完成首次存款，即可获得存款金额<strong>100%</strong>的奖金，最高1,000。</p>${terms(['首次存款不低于100', '奖金随存款即时到账', '提款条件：奖金金额10倍的有效投注'])}`],
      KO: ['첫 입금 100% 보너스', '첫 입금을 두 배로, 최대 1,000', `<h3>${brand}에 오신 것을 환영합니다</h3><p>‘참여하기’를 누른 뒤 첫 입금을 하시면 입금액의 <strong>100%</strong>를 보너스로 드립니다(최대 1,000).</p>${terms(['첫 입금 100 이상', '보너스는 입금과 동시에 지급', '출금 조건: 보너스 금액의 10배 유효 베팅'])}`],
      TH: ['โบนัสฝากครั้งแรก 100%', 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด 1,000', `<h3>ยินดีต้อนรับสู่ ${brand}</h3><p>กด <em>เข้าร่วม</em> แล้วฝากเงินครั้งแรก รับโบนัส <strong>100%</strong> ของยอดฝาก สูงสุด 1,000</p>${terms(['ฝากครั้งแรกขั้นต่ำ 100', 'โบนัสเข้าพร้อมยอดฝาก', 'เงื่อนไขถอน: ยอดเดิมพันที่ถูกต้อง 10 เท่าของโบนัส'])}`],
      VI: ['Thưởng 100% nạp lần đầu', 'Nhân đôi lần nạp đầu, tối đa 1.000', `<h3>Chào mừng đến với ${brand}</h3><p>Nhấn <em>Tham gia</em> rồi nạp tiền lần đầu: bạn nhận thêm <strong>100%</strong> số tiền nạp, tối đa 1.000.</p>${terms(['Lần nạp đầu từ 100 trở lên', 'Tiền thưởng về cùng lúc với tiền nạp', 'Điều kiện rút: cược hợp lệ gấp 10 lần tiền thưởng'])}`],
      ID: ['Bonus deposit pertama 100%', 'Gandakan deposit pertama Anda, hingga 1.000', `<h3>Selamat datang di ${brand}</h3><p>Tekan <em>Ikuti</em>, lalu lakukan deposit pertama: kami tambahkan <strong>100%</strong> sebagai bonus, hingga 1.000.</p>${terms(['Deposit pertama minimal 100', 'Bonus masuk bersamaan dengan deposit', 'Syarat penarikan: taruhan valid 10 kali bonus'])}`],
    }),
  },
  {
    code: 'reload20', category: 'deposit', kind: 'depositBonus', hue: 200, from: -5, to: 30,
    rules: { deposit: 'any', join: 'apply', percent: 20, maxBonus: 50_000, minDeposit: 20_000, turnoverMultiple: 5 },
    texts: () => ({
      JA: ['20%リロードボーナス', '参加して入金すると20%、最大500', `<p>「参加する」を押してから200以上を入金すると、<strong>20%</strong>（最大500）のボーナスを進呈します。2回目以降の入金も対象です。</p>${terms(['お一人様1回限り', '出金条件：ボーナス額の5倍の有効ベット'])}`],
      EN: ['20% reload bonus', 'Join, then deposit: 20% extra, up to 500', `<p>Press <em>Join</em>, then deposit 200 or more to receive <strong>20%</strong> extra, up to 500. Any deposit counts, not only the first.</p>${terms(['Once per member', 'Wagering: 5 times the bonus in valid bets'])}`],
      CN: ['20%再存奖金', '报名后存款得20%，最高500', `<p>先点击“参加”，再单笔存款满200，即可获得<strong>20%</strong>奖金，最高500。非首存也可参加。</p>${terms(['每位会员限一次', '提款条件：奖金金额5倍的有效投注'])}`],
      KO: ['20% 재입금 보너스', '참여 후 입금하면 20%, 최대 500', `<p>‘참여하기’를 누른 뒤 200 이상 입금하시면 <strong>20%</strong>(최대 500)를 드립니다. 첫 입금이 아니어도 됩니다.</p>${terms(['회원당 1회', '출금 조건: 보너스 금액의 5배 유효 베팅'])}`],
      TH: ['โบนัสฝากซ้ำ 20%', 'เข้าร่วมแล้วฝาก รับเพิ่ม 20% สูงสุด 500', `<p>กด <em>เข้าร่วม</em> แล้วฝากตั้งแต่ 200 ขึ้นไป รับเพิ่ม <strong>20%</strong> สูงสุด 500 ไม่จำเป็นต้องเป็นการฝากครั้งแรก</p>${terms(['สมาชิกละหนึ่งครั้ง', 'เงื่อนไขถอน: ยอดเดิมพันที่ถูกต้อง 5 เท่าของโบนัส'])}`],
      VI: ['Thưởng nạp lại 20%', 'Tham gia rồi nạp: thêm 20%, tối đa 500', `<p>Nhấn <em>Tham gia</em> rồi nạp từ 200 để nhận thêm <strong>20%</strong>, tối đa 500. Không cần là lần nạp đầu.</p>${terms(['Mỗi thành viên một lần', 'Điều kiện rút: cược hợp lệ gấp 5 lần tiền thưởng'])}`],
      ID: ['Bonus isi ulang 20%', 'Ikuti, lalu deposit: tambahan 20%, hingga 500', `<p>Tekan <em>Ikuti</em>, lalu deposit 200 atau lebih untuk tambahan <strong>20%</strong>, hingga 500. Tidak harus deposit pertama.</p>${terms(['Satu kali per anggota', 'Syarat penarikan: taruhan valid 5 kali bonus'])}`],
    }),
  },
  {
    code: 'vipReload', category: 'vip', kind: 'depositBonus', hue: 280, target: 'vip', vipLevels: [3, 4, 5, 6], from: -3, to: 45,
    rules: { deposit: 'any', join: 'apply', percent: 30, maxBonus: 300_000, minDeposit: 50_000, turnoverMultiple: 3 },
    texts: () => ({
      JA: ['VIP限定30%ボーナス', 'VIPレベル3以上の方へ、最大3,000', `<p>VIPレベル3以上の会員様限定。参加後の入金（500以上）に<strong>30%</strong>（最大3,000）を上乗せします。</p>${terms(['対象：VIPレベル3〜6', '出金条件：ボーナス額の3倍の有効ベット'])}`],
      EN: ['VIP 30% bonus', 'For VIP level 3 and up, up to 3,000', `<p>For VIP members of level 3 and above: join, then deposit 500 or more to receive <strong>30%</strong> extra, up to 3,000.</p>${terms(['VIP levels 3 to 6', 'Wagering: 3 times the bonus in valid bets'])}`],
      CN: ['VIP专享30%奖金', 'VIP3级及以上，最高3,000', `<p>VIP3级及以上会员专享：报名后单笔存款满500，即可获得<strong>30%</strong>奖金，最高3,000。</p>${terms(['适用VIP等级：3至6级', '提款条件：奖金金额3倍的有效投注'])}`],
      KO: ['VIP 전용 30% 보너스', 'VIP 3레벨 이상, 최대 3,000', `<p>VIP 3레벨 이상 회원 전용: 참여 후 500 이상 입금하시면 <strong>30%</strong>(최대 3,000)를 추가로 드립니다.</p>${terms(['대상: VIP 3~6레벨', '출금 조건: 보너스 금액의 3배 유효 베팅'])}`],
      TH: ['โบนัส VIP 30%', 'สำหรับ VIP ระดับ 3 ขึ้นไป สูงสุด 3,000', `<p>สำหรับสมาชิก VIP ระดับ 3 ขึ้นไป: เข้าร่วมแล้วฝากตั้งแต่ 500 รับเพิ่ม <strong>30%</strong> สูงสุด 3,000</p>${terms(['VIP ระดับ 3 ถึง 6', 'เงื่อนไขถอน: ยอดเดิมพันที่ถูกต้อง 3 เท่าของโบนัส'])}`],
      VI: ['Thưởng VIP 30%', 'Dành cho VIP cấp 3 trở lên, tối đa 3.000', `<p>Dành cho thành viên VIP cấp 3 trở lên: tham gia rồi nạp từ 500 để nhận thêm <strong>30%</strong>, tối đa 3.000.</p>${terms(['VIP cấp 3 đến 6', 'Điều kiện rút: cược hợp lệ gấp 3 lần tiền thưởng'])}`],
      ID: ['Bonus VIP 30%', 'Untuk VIP level 3 ke atas, hingga 3.000', `<p>Khusus anggota VIP level 3 ke atas: ikuti, lalu deposit 500 atau lebih untuk tambahan <strong>30%</strong>, hingga 3.000.</p>${terms(['VIP level 3 sampai 6', 'Syarat penarikan: taruhan valid 3 kali bonus'])}`],
    }),
  },
  {
    code: 'bigWinShare', category: 'event', kind: 'signUp', hue: 140, from: -7, to: 21,
    rules: { amount: 8_800, turnoverMultiple: 1 },
    texts: () => ({
      JA: ['ビッグウィン投稿キャンペーン', 'スクリーンショットを送って88をゲット', `<p>ビッグウィンの画面を撮影し、コメントを添えて申し込んでください。審査後に<strong>88</strong>のボーナスを進呈します。</p>${terms(['画像はPNGまたはJPG、1枚5MBまで、最大3枚', 'コメントは140文字まで', 'お一人様1回、審査結果はこのページでご確認いただけます'])}`],
      EN: ['Share your big win', 'Send a screenshot, get 88', `<p>Took a screenshot of a big win? Apply with it and a comment: once approved, you receive an <strong>88</strong> bonus.</p>${terms(['PNG or JPG images, up to 3, 5 MB each', 'Comment of at most 140 characters', 'Once per member; follow the review on this page'])}`],
      CN: ['晒大奖赢奖金', '上传截图即得88', `<p>赢得大奖时截个图，附上留言提交申请，审核通过后即可获得<strong>88</strong>奖金。</p>${terms(['PNG或JPG图片，最多3张，每张不超过5MB', '留言不超过140字', '每位会员限一次，审核结果可在本页查看'])}`],
      KO: ['빅윈 인증 이벤트', '스크린샷을 보내고 88 받기', `<p>빅윈 화면을 캡처해 코멘트와 함께 신청해 주세요. 승인되면 <strong>88</strong> 보너스를 드립니다.</p>${terms(['PNG 또는 JPG, 최대 3장, 장당 5MB', '코멘트는 140자 이내', '회원당 1회, 심사 결과는 이 페이지에서 확인'])}`],
      TH: ['แชร์ชัยชนะครั้งใหญ่', 'ส่งภาพหน้าจอ รับ 88', `<p>แคปหน้าจอตอนชนะรางวัลใหญ่ แล้วสมัครพร้อมความคิดเห็น เมื่ออนุมัติแล้วรับโบนัส <strong>88</strong></p>${terms(['รูป PNG หรือ JPG สูงสุด 3 รูป รูปละไม่เกิน 5MB', 'ความคิดเห็นไม่เกิน 140 ตัวอักษร', 'สมาชิกละหนึ่งครั้ง ติดตามผลได้ที่หน้านี้'])}`],
      VI: ['Khoe thắng lớn', 'Gửi ảnh chụp màn hình, nhận 88', `<p>Chụp màn hình lúc thắng lớn và gửi kèm bình luận: khi được duyệt, bạn nhận thưởng <strong>88</strong>.</p>${terms(['Ảnh PNG hoặc JPG, tối đa 3 ảnh, mỗi ảnh 5 MB', 'Bình luận tối đa 140 ký tự', 'Mỗi thành viên một lần; theo dõi kết quả tại trang này'])}`],
      ID: ['Bagikan kemenangan besar', 'Kirim tangkapan layar, dapatkan 88', `<p>Punya tangkapan layar kemenangan besar? Ajukan bersama komentar: setelah disetujui, Anda menerima bonus <strong>88</strong>.</p>${terms(['Gambar PNG atau JPG, maksimal 3, masing-masing 5 MB', 'Komentar maksimal 140 karakter', 'Satu kali per anggota; pantau hasilnya di halaman ini'])}`],
    }),
  },
  {
    code: 'weeklyRaffle', category: 'raffle', kind: 'raffle', hue: 350, from: -2, to: 5,
    rules: { prizes: [{ amount: 888_800, count: 1 }, { amount: 88_800, count: 3 }, { amount: 8_800, count: 10 }], turnoverMultiple: 1 },
    texts: () => ({
      JA: ['ウィークリー抽選会', '抽選券を受け取って最大8,888を当てよう', `<p>期間中に抽選券を1枚受け取ると、終了時の抽選に参加できます。</p>${terms(['1等 8,888 ×1名', '2等 888 ×3名', '3等 88 ×10名', '結果は期間終了後このページに表示されます'])}`],
      EN: ['Weekly lucky draw', 'Claim a ticket, win up to 8,888', `<p>Claim your free ticket during the week to enter the draw at its end.</p>${terms(['1st prize 8,888 × 1', '2nd prize 888 × 3', '3rd prize 88 × 10', 'Results appear on this page after the draw'])}`],
      CN: ['每周幸运抽奖', '领取抽奖券，最高赢8,888', `<p>活动期间领取一张免费抽奖券，即可参加结束时的抽奖。</p>${terms(['一等奖 8,888 ×1名', '二等奖 888 ×3名', '三等奖 88 ×10名', '开奖后结果将显示在本页'])}`],
      KO: ['주간 행운 추첨', '응모권 받고 최대 8,888 당첨', `<p>기간 중 무료 응모권을 받으시면 종료 시 추첨에 참여하실 수 있습니다.</p>${terms(['1등 8,888 ×1명', '2등 888 ×3명', '3등 88 ×10명', '추첨 결과는 이 페이지에 표시됩니다'])}`],
      TH: ['ลุ้นโชคประจำสัปดาห์', 'รับตั๋วฟรี ลุ้นสูงสุด 8,888', `<p>รับตั๋วฟรีในช่วงกิจกรรมเพื่อร่วมลุ้นรางวัลเมื่อสิ้นสุดกิจกรรม</p>${terms(['รางวัลที่ 1: 8,888 × 1', 'รางวัลที่ 2: 888 × 3', 'รางวัลที่ 3: 88 × 10', 'ประกาศผลที่หน้านี้หลังการจับรางวัล'])}`],
      VI: ['Rút thăm hàng tuần', 'Nhận vé, trúng tới 8.888', `<p>Nhận vé miễn phí trong tuần để tham gia rút thăm khi sự kiện kết thúc.</p>${terms(['Giải nhất 8.888 × 1', 'Giải nhì 888 × 3', 'Giải ba 88 × 10', 'Kết quả hiển thị tại trang này sau khi quay thưởng'])}`],
      ID: ['Undian mingguan', 'Ambil tiket, menangkan hingga 8.888', `<p>Ambil tiket gratis selama minggu ini untuk ikut undian saat acara berakhir.</p>${terms(['Hadiah 1: 8.888 × 1', 'Hadiah 2: 888 × 3', 'Hadiah 3: 88 × 10', 'Hasil tampil di halaman ini setelah undian'])}`],
    }),
  },
  {
    code: 'contactBonus', category: 'event', kind: 'contactBonus', hue: 210, from: -30, to: 335,
    rules: { amount: ZALO_REWARD_MAX * 100, turnoverMultiple: 20 },
    texts: () => ({
      JA: ['Zalo・WhatsApp登録ボーナス', '番号の登録で最大131K', `<p>プロフィールにZaloまたはWhatsAppの番号を登録して受け取りを押すと、<strong>131K</strong>のボーナスを進呈します。</p>${terms(['1つの番号につき1回、お一人様1回', '出金条件：ボーナス額の20倍の有効ベット'])}`],
      EN: ['Zalo / WhatsApp bonus', 'Up to 131K for adding your number', `<p>Add your Zalo or WhatsApp number to your profile, then claim: you receive <strong>131K</strong>.</p>${terms(['Once per member and once per number', 'Wagering: 20 times the bonus in valid bets'])}`],
      CN: ['绑定Zalo/WhatsApp奖金', '填写号码最高得131K', `<p>在个人资料中填写Zalo或WhatsApp号码后点击领取，即可获得<strong>131K</strong>奖金。</p>${terms(['每位会员、每个号码限领一次', '提款条件：奖金金额20倍的有效投注'])}`],
      KO: ['Zalo·WhatsApp 등록 보너스', '번호 등록하고 최대 131K', `<p>프로필에 Zalo 또는 WhatsApp 번호를 등록한 뒤 받기를 누르면 <strong>131K</strong>를 드립니다.</p>${terms(['회원당, 번호당 1회', '출금 조건: 보너스 금액의 20배 유효 베팅'])}`],
      TH: ['โบนัส Zalo / WhatsApp', 'เพิ่มหมายเลข รับสูงสุด 131K', `<p>เพิ่มหมายเลข Zalo หรือ WhatsApp ในโปรไฟล์ แล้วกดรับ รับทันที <strong>131K</strong></p>${terms(['สมาชิกละหนึ่งครั้ง และหมายเลขละหนึ่งครั้ง', 'เงื่อนไขถอน: ยอดเดิมพันที่ถูกต้อง 20 เท่าของโบนัส'])}`],
      VI: ['Thưởng Zalo / WhatsApp', 'Thêm số điện thoại, nhận tới 131K', `<p>Thêm số Zalo hoặc WhatsApp vào hồ sơ rồi nhấn nhận: bạn được <strong>131K</strong>.</p>${terms(['Mỗi thành viên và mỗi số chỉ một lần', 'Điều kiện rút: cược hợp lệ gấp 20 lần tiền thưởng'])}`],
      ID: ['Bonus Zalo / WhatsApp', 'Hingga 131K untuk menambahkan nomor', `<p>Tambahkan nomor Zalo atau WhatsApp ke profil Anda, lalu klaim: Anda menerima <strong>131K</strong>.</p>${terms(['Satu kali per anggota dan per nomor', 'Syarat penarikan: taruhan valid 20 kali bonus'])}`],
    }),
  },
  {
    code: 'newYearRaffle', category: 'raffle', kind: 'raffle', hue: 5, from: 14, to: 21,
    rules: { prizes: [{ amount: 2_026_000, count: 1 }, { amount: 202_600, count: 5 }], turnoverMultiple: 1 },
    texts: () => ({
      JA: ['新春スペシャル抽選会', 'まもなく開始：1等20,260', `<p>新年の特別抽選会。開始後に抽選券を受け取ってください。</p>${terms(['1等 20,260 ×1名', '2等 2,026 ×5名'])}`],
      EN: ['New Year special draw', 'Coming soon: 1st prize 20,260', `<p>Our New Year draw. Claim your ticket once it opens.</p>${terms(['1st prize 20,260 × 1', '2nd prize 2,026 × 5'])}`],
      CN: ['新春特别抽奖', '即将开始：一等奖20,260', `<p>新年特别抽奖，活动开始后即可领取抽奖券。</p>${terms(['一等奖 20,260 ×1名', '二等奖 2,026 ×5名'])}`],
      KO: ['신년 스페셜 추첨', '곧 시작: 1등 20,260', `<p>새해 특별 추첨입니다. 시작되면 응모권을 받아 주세요.</p>${terms(['1등 20,260 ×1명', '2등 2,026 ×5명'])}`],
      TH: ['ลุ้นรางวัลพิเศษปีใหม่', 'เร็ว ๆ นี้: รางวัลที่ 1 20,260', `<p>ลุ้นรางวัลพิเศษต้อนรับปีใหม่ รับตั๋วได้เมื่อกิจกรรมเริ่ม</p>${terms(['รางวัลที่ 1: 20,260 × 1', 'รางวัลที่ 2: 2,026 × 5'])}`],
      VI: ['Rút thăm đặc biệt năm mới', 'Sắp diễn ra: giải nhất 20.260', `<p>Rút thăm mừng năm mới. Nhận vé khi sự kiện bắt đầu.</p>${terms(['Giải nhất 20.260 × 1', 'Giải nhì 2.026 × 5'])}`],
      ID: ['Undian spesial Tahun Baru', 'Segera hadir: hadiah 1 20.260', `<p>Undian spesial Tahun Baru. Ambil tiket Anda saat acara dibuka.</p>${terms(['Hadiah 1: 20.260 × 1', 'Hadiah 2: 2.026 × 5'])}`],
    }),
  },
  {
    code: 'autumnCarnival', category: 'event', kind: 'signUp', hue: 25, from: -33, to: -3,
    rules: { amount: 5_000, turnoverMultiple: 1 },
    texts: () => ({
      JA: ['秋のカーニバル', '終了しました', `<p>秋のカーニバルは終了しました。たくさんのご参加ありがとうございました。</p>`],
      EN: ['Autumn carnival', 'This event has ended', `<p>The autumn carnival has ended. Thank you for taking part!</p>`],
      CN: ['秋季嘉年华', '活动已结束', `<p>秋季嘉年华已圆满结束，感谢您的参与！</p>`],
      KO: ['가을 카니발', '종료된 이벤트입니다', `<p>가을 카니발이 종료되었습니다. 참여해 주셔서 감사합니다!</p>`],
      TH: ['เทศกาลฤดูใบไม้ร่วง', 'กิจกรรมสิ้นสุดแล้ว', `<p>เทศกาลฤดูใบไม้ร่วงสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก!</p>`],
      VI: ['Lễ hội mùa thu', 'Sự kiện đã kết thúc', `<p>Lễ hội mùa thu đã kết thúc. Cảm ơn bạn đã tham gia!</p>`],
      ID: ['Karnaval musim gugur', 'Acara ini sudah berakhir', `<p>Karnaval musim gugur telah berakhir. Terima kasih atas partisipasi Anda!</p>`],
    }),
  },
];

export function promotionCategoryRows(merchantId: number): CategoryRow[] {
  return PROMOTION_CATEGORIES.map((category, sort) => ({ merchantId, code: category.code, names: category.names, sort }));
}

const pick = (texts: Texts, i: 0 | 1 | 2, clean = false) =>
  Object.fromEntries(Object.entries(texts).map(([lang, parts]) => [lang, clean ? sanitizeContent(parts[i]) : parts[i]]));

/** The seeded promotions of a merchant (`categoryIds`: its categories by code). */
export function promotionRows(merchantId: number, brand: string, categoryIds: ReadonlyMap<string, number>, now: Date): PromotionRow[] {
  return SEED_PROMOTIONS.map((p, sort) => {
    const texts = p.texts(brand);
    const categoryId = categoryIds.get(p.category);
    if (categoryId === undefined) throw new Error(`seed: no promotion category ${p.category}`);
    return {
      merchantId,
      categoryId,
      code: p.code,
      kind: p.kind,
      titles: pick(texts, 0),
      summaries: pick(texts, 1),
      contents: pick(texts, 2, true),
      imageUrl: `/art/promotion/${p.kind}-${p.hue}.svg`,
      target: p.target ?? 'all',
      vipLevels: p.vipLevels ?? [],
      newMemberDays: null,
      rules: p.rules,
      startsAt: new Date(now.getTime() + p.from * DAY),
      endsAt: new Date(now.getTime() + p.to * DAY),
      sort,
      createdAt: now,
    };
  });
}
