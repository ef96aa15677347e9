/**
 * The sandbox gateway's hosted pages: the pay page (merchant, order, method, amount, deadline, and Pay / Fail as a plain
 * form POST: the platform's CSP allows no inline script, and none is needed) and the result page with a link back to the
 * site. Server-rendered in the seven languages of the site (the platform shares no code with the site's locales).
 */
import { KIT_FONT_LANG_RULES, KIT_FONT_STACK } from '../../kitFonts';

/** Where the platform serves the kit's fonts for the pay page (its Japanese, Chinese, Korean and Thai text). */
export const SANDBOX_FONTS_PATH = '/sandbox/fonts';

type Lang = 'JA' | 'EN' | 'CN' | 'KO' | 'TH' | 'VI' | 'ID';

type Key =
  | 'title'
  | 'sandboxNote'
  | 'merchant'
  | 'order'
  | 'method'
  | 'amount'
  | 'deadline'
  | 'pay'
  | 'fail'
  | 'paid'
  | 'failed'
  | 'refused'
  | 'unreachable'
  | 'closedPaid'
  | 'closedFailed'
  | 'closedExpired'
  | 'invalid'
  | 'back';

const STRINGS: Record<Lang, Record<Key, string>> = {
  EN: {
    title: 'Sandbox payment',
    sandboxNote: 'Test gateway: no real money moves.',
    merchant: 'Merchant',
    order: 'Order number',
    method: 'Payment method',
    amount: 'Amount to pay',
    deadline: 'Pay before',
    pay: 'Pay',
    fail: 'Fail the payment',
    paid: 'Payment completed. The merchant has confirmed it.',
    failed: 'The payment failed. Nothing was charged.',
    refused: 'The merchant refused this payment because the order is no longer open. The payment is returned to you.',
    unreachable: 'The merchant could not confirm the payment. Please try again.',
    closedPaid: 'This order is already paid.',
    closedFailed: 'This order has failed.',
    closedExpired: 'This order has expired. Please make a new deposit on the site.',
    invalid: 'This payment link is not valid.',
    back: 'Back to the site',
  },
  JA: {
    title: 'サンドボックス決済',
    sandboxNote: 'テスト用ゲートウェイです。実際のお金は動きません。',
    merchant: '加盟店',
    order: '注文番号',
    method: '支払い方法',
    amount: 'お支払い金額',
    deadline: 'お支払い期限',
    pay: '支払う',
    fail: '支払いを失敗させる',
    paid: 'お支払いが完了しました。加盟店が確認しました。',
    failed: 'お支払いに失敗しました。請求は発生していません。',
    refused: '注文の受付が終了しているため、加盟店がこのお支払いを拒否しました。お支払いは返金されます。',
    unreachable: '加盟店がお支払いを確認できませんでした。もう一度お試しください。',
    closedPaid: 'この注文は支払い済みです。',
    closedFailed: 'この注文は失敗しました。',
    closedExpired: 'この注文は期限切れです。サイトで新しく入金してください。',
    invalid: 'この支払いリンクは無効です。',
    back: 'サイトに戻る',
  },
  CN: {
    title: '沙盒支付',
    sandboxNote: '测试网关：不会产生真实资金往来。',
    merchant: '商户',
    order: '订单号',
    method: '支付方式',
    amount: '支付金额',
    deadline: '支付截止时间',
    pay: '支付',
    fail: '模拟支付失败',
    paid: '支付完成，商户已确认。',
    failed: '支付失败，未扣款。',
    refused: '订单已关闭，商户拒绝了这笔付款，款项将退还给您。',
    unreachable: '商户未能确认这笔付款，请重试。',
    closedPaid: '该订单已支付。',
    closedFailed: '该订单已失败。',
    closedExpired: '该订单已过期，请在网站上重新充值。',
    invalid: '该支付链接无效。',
    back: '返回网站',
  },
  KO: {
    title: '샌드박스 결제',
    sandboxNote: '테스트용 게이트웨이입니다. 실제 돈은 오가지 않습니다.',
    merchant: '가맹점',
    order: '주문 번호',
    method: '결제 수단',
    amount: '결제 금액',
    deadline: '결제 기한',
    pay: '결제하기',
    fail: '결제 실패 처리',
    paid: '결제가 완료되었습니다. 가맹점이 확인했습니다.',
    failed: '결제에 실패했습니다. 청구된 금액은 없습니다.',
    refused: '주문이 더 이상 유효하지 않아 가맹점이 이 결제를 거부했습니다. 결제 금액은 환불됩니다.',
    unreachable: '가맹점이 결제를 확인하지 못했습니다. 다시 시도해 주세요.',
    closedPaid: '이미 결제된 주문입니다.',
    closedFailed: '실패한 주문입니다.',
    closedExpired: '만료된 주문입니다. 사이트에서 새로 입금해 주세요.',
    invalid: '유효하지 않은 결제 링크입니다.',
    back: '사이트로 돌아가기',
  },
  TH: {
    title: 'การชำระเงินแซนด์บ็อกซ์',
    sandboxNote: 'เกตเวย์ทดสอบ: ไม่มีการเคลื่อนไหวของเงินจริง',
    merchant: 'ร้านค้า',
    order: 'หมายเลขคำสั่ง',
    method: 'วิธีการชำระเงิน',
    amount: 'ยอดที่ต้องชำระ',
    deadline: 'ชำระภายใน',
    pay: 'ชำระเงิน',
    fail: 'ทำให้การชำระล้มเหลว',
    paid: 'ชำระเงินเรียบร้อยแล้ว ร้านค้ายืนยันแล้ว',
    failed: 'การชำระเงินล้มเหลว ไม่มีการเรียกเก็บเงิน',
    refused: 'ร้านค้าปฏิเสธการชำระเงินนี้เนื่องจากคำสั่งปิดแล้ว เงินจะถูกคืนให้คุณ',
    unreachable: 'ร้านค้าไม่สามารถยืนยันการชำระเงินได้ โปรดลองอีกครั้ง',
    closedPaid: 'คำสั่งนี้ชำระแล้ว',
    closedFailed: 'คำสั่งนี้ล้มเหลว',
    closedExpired: 'คำสั่งนี้หมดอายุแล้ว โปรดทำรายการฝากใหม่บนเว็บไซต์',
    invalid: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    back: 'กลับไปที่เว็บไซต์',
  },
  VI: {
    title: 'Thanh toán thử nghiệm',
    sandboxNote: 'Cổng thử nghiệm: không có tiền thật được chuyển.',
    merchant: 'Nhà cung cấp',
    order: 'Mã đơn',
    method: 'Phương thức thanh toán',
    amount: 'Số tiền cần trả',
    deadline: 'Thanh toán trước',
    pay: 'Thanh toán',
    fail: 'Làm thanh toán thất bại',
    paid: 'Thanh toán hoàn tất. Nhà cung cấp đã xác nhận.',
    failed: 'Thanh toán thất bại. Không có khoản nào bị trừ.',
    refused: 'Nhà cung cấp từ chối khoản thanh toán này vì đơn đã đóng. Tiền sẽ được hoàn lại cho bạn.',
    unreachable: 'Nhà cung cấp không thể xác nhận thanh toán. Vui lòng thử lại.',
    closedPaid: 'Đơn này đã được thanh toán.',
    closedFailed: 'Đơn này đã thất bại.',
    closedExpired: 'Đơn này đã hết hạn. Vui lòng tạo lệnh nạp mới trên trang.',
    invalid: 'Liên kết thanh toán này không hợp lệ.',
    back: 'Quay lại trang',
  },
  ID: {
    title: 'Pembayaran sandbox',
    sandboxNote: 'Gateway uji coba: tidak ada uang sungguhan yang berpindah.',
    merchant: 'Merchant',
    order: 'Nomor pesanan',
    method: 'Metode pembayaran',
    amount: 'Jumlah yang dibayar',
    deadline: 'Bayar sebelum',
    pay: 'Bayar',
    fail: 'Gagalkan pembayaran',
    paid: 'Pembayaran selesai. Merchant telah mengonfirmasinya.',
    failed: 'Pembayaran gagal. Tidak ada yang ditagih.',
    refused: 'Merchant menolak pembayaran ini karena pesanan sudah ditutup. Pembayaran dikembalikan kepada Anda.',
    unreachable: 'Merchant tidak dapat mengonfirmasi pembayaran. Silakan coba lagi.',
    closedPaid: 'Pesanan ini sudah dibayar.',
    closedFailed: 'Pesanan ini gagal.',
    closedExpired: 'Pesanan ini sudah kedaluwarsa. Silakan buat deposit baru di situs.',
    invalid: 'Tautan pembayaran ini tidak valid.',
    back: 'Kembali ke situs',
  },
};

const HTML_LANG: Record<Lang, string> = { JA: 'ja', EN: 'en', CN: 'zh-Hans', KO: 'ko', TH: 'th', VI: 'vi', ID: 'id' };
export const sandboxLanguage = (language: string | undefined): Lang => {
  const code = (language ?? '').toUpperCase();
  return Object.hasOwn(STRINGS, code) ? (code as Lang) : 'EN';
};
export const sandboxText = (language: string | undefined, key: Key): string => STRINGS[sandboxLanguage(language)][key];

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const STYLE = `:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1c2330;--muted:#5b6577;--line:#dde1e7;--pay:#0b6b3a;--fail:#9b1c1c;--note:#7a4d00;font-family:${KIT_FONT_STACK}}
${KIT_FONT_LANG_RULES}
@media (prefers-color-scheme:dark){:root{--bg:#10151d;--card:#1a212c;--text:#eef1f5;--muted:#a7b0bf;--line:#2c3543;--pay:#3fbf7f;--fail:#f08080;--note:#f0c060}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text)}
main{width:min(440px,100% - 32px);background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px;display:grid;gap:16px}
h1{font-size:1.25rem;margin:0}.note{margin:0;color:var(--note);font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}dt{color:var(--muted)}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}.actions{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.back{min-height:44px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;display:inline-grid;place-items:center;text-decoration:none}
button{border:0;color:#fff}.pay{background:var(--pay)}.fail{background:transparent;color:var(--fail);border:1px solid var(--fail)}
.back{border:1px solid var(--line);color:var(--text)}p.result{margin:0;font-size:1.0625rem}
@media (prefers-color-scheme:dark){button.pay{color:#08130d}}
:focus-visible{outline:3px solid #3b82f6;outline-offset:2px}`;

function layout(lang: Lang, content: string): string {
  const t = STRINGS[lang];
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(t.title)}</title><link rel="stylesheet" href="${SANDBOX_FONTS_PATH}/fonts.css"><style>${STYLE}</style></head>
<body><main aria-labelledby="title"><h1 id="title">${esc(t.title)}</h1><p class="note">${esc(t.sandboxNote)}</p>
${content}
</main></body></html>`;
}

export interface PayPageOrder {
  orderNo: string;
  merchantName: string;
  channelName: string;
  /** Minor units. */
  amount: number;
  expiresAt: Date;
}

/** The pay page of a payable order: its details and the Pay / Fail form. */
export function payPage(
  language: string | undefined,
  order: PayPageOrder,
  form: { action: string; token: string },
): string {
  const lang = sandboxLanguage(language);
  const t = STRINGS[lang];
  const deadline = `${order.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return layout(
    lang,
    `<dl>
<dt>${esc(t.merchant)}</dt><dd>${esc(order.merchantName)}</dd>
<dt>${esc(t.order)}</dt><dd>${esc(order.orderNo)}</dd>
<dt>${esc(t.method)}</dt><dd>${esc(order.channelName)}</dd>
<dt>${esc(t.deadline)}</dt><dd><time datetime="${order.expiresAt.toISOString()}">${esc(deadline)}</time></dd>
<dt>${esc(t.amount)}</dt><dd class="amount">${esc(money(order.amount))}</dd>
</dl>
<form method="post" action="${esc(form.action)}" class="actions">
<input type="hidden" name="t" value="${esc(form.token)}"><input type="hidden" name="lang" value="${lang}">
<button type="submit" name="outcome" value="failed" class="fail">${esc(t.fail)}</button>
<button type="submit" name="outcome" value="paid" class="pay">${esc(t.pay)}</button>
</form>`,
  );
}

export type PayResult =
  'paid' | 'failed' | 'refused' | 'unreachable' | 'closedPaid' | 'closedFailed' | 'closedExpired' | 'invalid';

/** A message page (the outcome of a button, a closed order, a bad link) with the way back to the site. */
export function resultPage(language: string | undefined, result: PayResult, backUrl: string): string {
  const lang = sandboxLanguage(language);
  const t = STRINGS[lang];
  return layout(
    lang,
    `<p class="result" role="status" data-result="${result}">${esc(t[result])}</p>\n<a class="back" href="${esc(backUrl)}">${esc(t.back)}</a>`,
  );
}
