/**
 * The seeded games' names in every language of the platform (the 30 of packages/locales), from word lists translated
 * by meaning, as a speaker of each language names such games: a slot is a modifier and a noun (and an edition), put
 * together by the language's own grammar (word order, agreement with the noun's gender and number, an article, the
 * compound or genitive form a noun takes after another noun); live tables, fishing, card, lottery and lobby games are
 * translated whole. Vendor and brand names (Megaways, Power Reels, SBO, PK10...) stay as they are. The names are
 * computed once, at the seed, into the games' `names` column.
 */

/** How a language puts a slot's modifier, noun and edition together. */
interface Grammar {
  /** An adjective before ('AN') or after ('NA') its noun. */
  order: 'AN' | 'NA';
  /** A complement (a modifier marked `~`: "of the ocean") before or after its noun; after unless told. */
  complement?: 'AN' | 'NA';
  /** Between the words of a name: ' ', or '' where a phrase is written unspaced (Thai, Lao, Khmer). */
  gap?: string;
  /** The noun tags (`Drache:m`) in the order of an adjective's forms (`Goldener|Goldene|Goldenes|Goldene`). */
  genders?: readonly string[];
  /** A tag's stand-in where an adjective has fewer forms (Urdu's fp takes f). */
  genderFallback?: Readonly<Record<string, string>>;
  /** The definite article joined to the noun and its adjectives (Arabic al-). */
  article?: string;
  /** Only the first word of a name is capitalised (Russian, Kazakh, Uzbek). */
  sentenceCase?: boolean;
}

/** One language's words, each list in the order of the English one. */
export interface Lexicon {
  grammar: Grammar;
  /**
   * Modifiers: `a|b|c` forms by the noun's tag (two forms: singular|plural); `~x` a complement (a genitive or the
   * head of a compound: the noun takes its compound form `base/compound`); `x-` a compound prefix joined to the noun;
   * `<x` an adjective that comes before the noun in a language that puts them after.
   */
  adjectives: string;
  /** Nouns: `word:tag`, `base/compound form:tag`; `=word` already definite (no article). */
  nouns: string;
  suffixes: string;
  live: string;
  fish: string;
  pvp: string;
  lotteries: string;
  lobbies: string;
  /** `{v}` is the vendor's code. */
  liveLobby: string;
  fishingHall: string;
  /** A language whose slots join differently (Japanese, Chinese). */
  slot?: (adjective: string, noun: string, suffix: string) => string;
}

export const split = (list: string): string[] => list.split(';').map((w) => w.trim());

/** A modifier, parsed once: its kind and its forms. */
interface Modifier {
  kind: 'complement' | 'prefix' | 'adjective';
  forms: readonly string[];
  /** An adjective placed before the noun where the language puts them after (Spanish "Gran"). */
  before: boolean;
}
/** A noun, parsed once: its word, the form it takes after a complement (Turkish "Hazinesi"), its tag. */
interface Noun {
  word: string;
  compound: string | undefined;
  tag: string;
  /** A definite phrase itself (Arabic "=حمى الذهب"): no article of its own. */
  definite: boolean;
}

function parseModifier(text: string): Modifier {
  if (text.startsWith('~')) return { kind: 'complement', forms: [text.slice(1)], before: false };
  if (text.endsWith('-')) return { kind: 'prefix', forms: [text], before: false };
  const before = text.startsWith('<');
  return { kind: 'adjective', forms: (before ? text.slice(1) : text).split('|'), before };
}

function parseNoun(text: string): Noun {
  const [word = '', tag = ''] = text.split(':');
  const [base = '', compound] = word.split('/');
  const definite = base.startsWith('=');
  return { word: definite ? base.slice(1) : base, compound, tag, definite };
}

/** The form of an adjective for a noun's tag (two forms: singular|plural). */
function agree(forms: readonly string[], tag: string, grammar: Grammar): string {
  if (forms.length === 1) return forms[0]!;
  if (forms.length === 2) return forms[/(p|pl)$/.test(tag) ? 1 : 0]!;
  const genders = grammar.genders ?? [];
  let at = genders.indexOf(tag);
  if (at === -1) at = genders.indexOf(grammar.genderFallback?.[tag] ?? '');
  return forms[Math.max(0, at)] ?? forms[0]!;
}

/** A slot's name from a parsed modifier, noun and edition ('' for none) of one language. */
function compose(lexicon: Lexicon, modifier: Modifier, noun: Noun, suffix: string): string {
  const g = lexicon.grammar;
  const gap = g.gap ?? ' ';
  const article = g.article ?? '';
  let name: string;
  if (modifier.kind === 'complement') {
    // A noun that is a definite phrase itself (Arabic حمى الذهب) heads a longer chain: only its last word is definite.
    const head =
      noun.compound ?? (noun.definite && article ? noun.word.split(' ').map((w) => (w.startsWith(article) ? w.slice(article.length) : w)).join(' ') : noun.word);
    const text = modifier.forms[0]!;
    name = (g.complement ?? 'NA') === 'AN' ? `${text}${gap}${head}` : `${head}${gap}${text}`;
  } else if (modifier.kind === 'prefix') {
    name = `${modifier.forms[0]}${noun.word}`;
  } else {
    const text = `${article}${agree(modifier.forms, noun.tag, g)}`;
    const head = noun.definite ? noun.word : `${article}${noun.word}`;
    if (g.order === 'AN' || modifier.before) {
      name = `${text}${gap}${g.sentenceCase ? head.charAt(0).toLowerCase() + head.slice(1) : head}`;
    } else name = `${head}${gap}${text}`;
  }
  return suffix ? `${name} ${suffix}` : name;
}

const CJK_SLOT = (adjective: string, noun: string, suffix: string) => `${adjective}${noun}${/[a-z]/.test(suffix) ? ' ' : ''}${suffix}`;

/** The words of every language; EN is the catalogue's own `name`, the others its `names`. */
export const LEXICONS = {
  EN: {
    grammar: { order: 'AN' },
    adjectives: `Golden;Lucky;Mighty;Wild;Mystic;Royal;Fortune;Crystal;Jade;Silver;
      Blazing;Frozen;Ancient;Hidden;Sacred;Eternal;Thunder;Starlight;Crimson;Emerald;
      Sapphire;Ruby;Cosmic;Neon;Happy;Spicy;Sweet;Shining;Dancing;Roaring;
      Secret;Magic;Imperial;Savage;Twin;Great;Lunar;Solar;Ocean;Desert;
      Jungle;Samurai;Ninja;Pirate;Viking;Pharaoh;Dragon;Phoenix;Tiger;Panda`,
    nouns: `Dragon;Koi;Temple;Treasure;Empire;Gems;Fruits;Sevens;Riches;Quest;
      Legend;Kingdom;Lotus;Fortune;Jackpot;Pearls;Wolf;Buffalo;Eagle;Lion;
      Monkey;Rabbit;Ox;Rooster;Carp;Candy;Bonanza;Gold Rush;Reels;Spins;
      Wishes;Blessings;Lanterns;Festival;Palace;Warriors;Goddess;Hero;Mines;Volcano;
      Galaxy;Planet;Crown;Scrolls;Coins;Bells;Diamonds;Moon;Sun;Stars;
      Cherry;Bamboo;Samurai;Geisha;Oasis;Safari;Cowboys;Mermaid;Wizard;Castle`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Rising;II;Xtreme;Power Reels`,
    live: `Baccarat;Sicbo;Roulette;Dragon Tiger;Blackjack;Hold'Em;Mahjong Tiles;Card-Poker;Wenzhou Pai Gow;Se Die;Fan Tan;NiuNiu;Yu Sia Xie;ZJH;Mahjong`,
    fish: `Ocean King;Dragon Fishing;Golden Toad;Mermaid Hunter;Deep Sea Fortune;Shark Bounty;Coral Reef;Kraken Attack`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong;Blackjack Duel;Pai Gow;Sam Gong;Run Fast;Baccarat Duel`,
    lotteries: `Thai Lottery;Lao Lottery;Malaysia 4D;Singapore 4D;Mien Bac;Mien Trung;Mien Nam;VN Fast 1 min;
      PK10;SSC 1 min;Fast 3;11x5;Lucky 28;E-Lott 1 min;E-Lott 3 min;E-Lott 5 min`,
    lobbies: `SBO Sportsbook;IBC Sportsbook;TF E-Sports;IA E-Sports;DS88 Cockfight;Hash Crash;Hash Dice;Hash Baccarat;Hash Lucky;Block Limbo`,
    liveLobby: '{v} Live Lobby',
    fishingHall: '{v} Fishing Hall',
  },
  JA: {
    grammar: { order: 'AN', gap: '' },
    slot: (adjective, noun, suffix) => `${adjective}${noun}${suffix ? ` ${suffix}` : ''}`,
    adjectives: `黄金の;ラッキー;偉大な;ワイルド;神秘の;ロイヤル;福の;クリスタル;翡翠の;銀の;燃える;氷の;古代の;秘密の;聖なる;永遠の;雷の;星明かりの;真紅の;エメラルドの;サファイアの;ルビーの;宇宙の;ネオン;ハッピー;スパイシー;スイート;輝く;踊る;吠える;シークレット;マジック;帝国の;野生の;ツイン;グレート;月の;太陽の;海の;砂漠の;ジャングルの;サムライ;忍者の;海賊の;バイキングの;ファラオの;龍の;鳳凰の;虎の;パンダの`,
    nouns: `ドラゴン;鯉;神殿;財宝;帝国;宝石;フルーツ;セブン;富;クエスト;伝説;王国;蓮;フォーチュン;ジャックポット;真珠;狼;バッファロー;鷲;ライオン;猿;兎;牛;鶏;コイ;キャンディ;ボナンザ;ゴールドラッシュ;リール;スピン;願い;祝福;提灯;祭り;宮殿;戦士;女神;ヒーロー;鉱山;火山;銀河;惑星;王冠;巻物;コイン;ベル;ダイヤ;月;太陽;星;チェリー;竹;侍;芸者;オアシス;サファリ;カウボーイ;人魚;魔法使い;城`,
    suffixes: `;デラックス;メガウェイズ;ホールド&ウィン;ライジング;II;エクストリーム;パワーリール`,
    live: `バカラ;シックボー;ルーレット;ドラゴンタイガー;ブラックジャック;ホールデム;麻雀牌;カードポーカー;温州牌九;セダイ;ファンタン;ニウニウ;魚蝦蟹;炸金花;麻雀`,
    fish: `オーシャンキング;ドラゴンフィッシング;金の蛙;マーメイドハンター;深海の富;シャークバウンティ;コーラルリーフ;クラーケンアタック`,
    pvp: `テキサスホールデム;ニウニウ;闘地主;炸金花;麻雀;ブラックジャック対戦;牌九;サムゴン;ランファスト;バカラ対戦`,
    lotteries: `タイ宝くじ;ラオス宝くじ;マレーシア4D;シンガポール4D;ミエンバック;ミエンチュン;ミエンナム;ベトナム速報1分;PK10;SSC 1分;ファスト3;11選5;ラッキー28;Eロト1分;Eロト3分;Eロト5分`,
    lobbies: `SBOスポーツ;IBCスポーツ;TF eスポーツ;IA eスポーツ;DS88 闘鶏;ハッシュクラッシュ;ハッシュダイス;ハッシュバカラ;ハッシュラッキー;ブロックリンボ`,
    liveLobby: '{v} ライブロビー',
    fishingHall: '{v} フィッシングホール',
  },
  CN: {
    grammar: { order: 'AN', gap: '' },
    slot: CJK_SLOT,
    adjectives: `黄金;幸运;强大;狂野;神秘;皇家;财富;水晶;翡翠;白银;烈焰;冰冻;远古;隐秘;神圣;永恒;雷霆;星光;深红;翠绿;蓝宝石;红宝石;宇宙;霓虹;快乐;火辣;甜蜜;闪耀;舞动;咆哮;秘密;魔法;帝国;野性;双子;伟大;月亮;太阳;海洋;沙漠;丛林;武士;忍者;海盗;维京;法老;龙之;凤凰;猛虎;熊猫`,
    nouns: `神龙;锦鲤;神殿;宝藏;帝国;宝石;水果;七;财富;探险;传说;王国;莲花;好运;奖池;珍珠;狼;野牛;雄鹰;狮子;猴子;玉兔;金牛;金鸡;鲤鱼;糖果;富矿;淘金热;转轴;旋转;心愿;祝福;灯笼;节日;宫殿;勇士;女神;英雄;矿山;火山;银河;星球;皇冠;卷轴;金币;铃铛;钻石;明月;烈日;群星;樱桃;竹林;武士;艺伎;绿洲;狩猎;牛仔;美人鱼;巫师;城堡`,
    suffixes: `;豪华版;超级路;锁定赢;崛起;II;极限;强力转轴`,
    live: `百家乐;骰宝;轮盘;龙虎;二十一点;德州扑克;麻将牌;扑克;温州牌九;色碟;番摊;牛牛;鱼虾蟹;炸金花;麻将`,
    fish: `海洋之王;龙王捕鱼;金蟾捕鱼;美人鱼猎人;深海宝藏;鲨鱼赏金;珊瑚礁;海怪来袭`,
    pvp: `德州扑克;抢庄牛牛;斗地主;炸金花;二人麻将;二十一点对战;抢庄牌九;三公;跑得快;百人百家乐`,
    lotteries: `泰国彩票;老挝彩票;马来西亚4D;新加坡4D;北部彩;中部彩;南部彩;越南极速1分;北京赛车;时时彩1分;快三;11选5;幸运28;电子彩1分;电子彩3分;电子彩5分`,
    lobbies: `SBO体育;IBC体育;TF电竞;IA电竞;DS88 斗鸡;哈希崩溃;哈希骰子;哈希百家乐;哈希幸运;区块林波`,
    liveLobby: '{v} 真人大厅',
    fishingHall: '{v} 捕鱼大厅',
  },
  TW: {
    grammar: { order: 'AN', gap: '' },
    slot: CJK_SLOT,
    adjectives: `黃金;幸運;強大;狂野;神秘;皇家;財富;水晶;翡翠;白銀;
      烈焰;冰凍;遠古;隱秘;神聖;永恆;雷霆;星光;深紅;翠綠;
      藍寶石;紅寶石;宇宙;霓虹;快樂;火辣;甜蜜;閃耀;舞動;咆哮;
      秘密;魔法;帝國;野性;雙子;偉大;月亮;太陽;海洋;沙漠;
      叢林;武士;忍者;海盜;維京;法老;龍之;鳳凰;猛虎;熊貓`,
    nouns: `神龍;錦鯉;神殿;寶藏;帝國;寶石;水果;七;財富;探險;
      傳說;王國;蓮花;好運;彩金;珍珠;狼;野牛;雄鷹;獅子;
      猴子;玉兔;金牛;金雞;鯉魚;糖果;大豐收;淘金熱;滾輪;旋轉;
      心願;祝福;燈籠;節慶;宮殿;勇士;女神;英雄;礦山;火山;
      銀河;星球;皇冠;卷軸;金幣;鈴鐺;鑽石;明月;烈日;群星;
      櫻桃;竹林;武士;藝伎;綠洲;狩獵;牛仔;美人魚;魔法師;城堡`,
    suffixes: `;豪華版;Megaways;鎖定贏分;崛起;II;極限;強力滾輪`,
    live: `百家樂;骰寶;輪盤;龍虎;21點;德州撲克;麻將牌;撲克;溫州牌九;色碟;番攤;牛牛;魚蝦蟹;炸金花;麻將`,
    fish: `海洋之王;龍王捕魚;金蟾捕魚;美人魚獵人;深海寶藏;鯊魚賞金;珊瑚礁;海怪來襲`,
    pvp: `德州撲克;搶莊牛牛;鬥地主;炸金花;二人麻將;21點對戰;搶莊牌九;三公;跑得快;百人百家樂`,
    lotteries: `泰國彩券;寮國彩券;馬來西亞4D;新加坡4D;北部彩;中部彩;南部彩;越南極速1分;
      北京賽車;時時彩1分;快三;11選5;幸運28;電子彩1分;電子彩3分;電子彩5分`,
    lobbies: `SBO體育;IBC體育;TF電競;IA電競;DS88 鬥雞;哈希崩盤;哈希骰子;哈希百家樂;哈希幸運;區塊林波`,
    liveLobby: '{v} 真人視訊大廳',
    fishingHall: '{v} 捕魚大廳',
  },
  KO: {
    grammar: { order: 'AN' },
    adjectives: `황금;행운의;강력한;와일드;신비로운;로열;포춘;크리스탈;비취;은빛;
      타오르는;얼어붙은;고대;숨겨진;신성한;영원한;천둥;별빛;진홍;에메랄드;
      사파이어;루비;우주;네온;행복한;매콤한;달콤한;빛나는;춤추는;포효하는;
      비밀의;마법;황제의;야성의;쌍둥이;위대한;달의;태양의;바다의;사막의;
      정글;사무라이;닌자;해적;바이킹;파라오;용의;불사조;호랑이;판다`,
    nouns: `드래곤;비단잉어;신전;보물;제국;보석;과일;세븐;재물;모험;
      전설;왕국;연꽃;행운;잭팟;진주;늑대;버팔로;독수리;사자;
      원숭이;토끼;황소;수탉;잉어;캔디;보난자;골드 러시;릴;스핀;
      소원;축복;등불;축제;궁전;전사들;여신;영웅;광산;화산;
      은하;행성;왕관;두루마리;코인;종;다이아몬드;달;태양;별;
      체리;대나무;사무라이;게이샤;오아시스;사파리;카우보이;인어;마법사;성`,
    suffixes: `;디럭스;메가웨이즈;홀드 앤 윈;라이징;II;익스트림;파워 릴`,
    live: `바카라;식보;룰렛;드래곤 타이거;블랙잭;홀덤;마작 타일;카드 포커;원저우 파이고우;쎄디;판탄;니우니우;어하해;자진화;마작`,
    fish: `오션 킹;드래곤 피싱;황금 두꺼비;인어 사냥꾼;심해의 보물;상어 현상금;산호초;크라켄의 습격`,
    pvp: `텍사스 홀덤;니우니우;투디주;자진화;2인 마작;블랙잭 대결;파이고우;삼공;런 패스트;바카라 대결`,
    lotteries: `태국 복권;라오스 복권;말레이시아 4D;싱가포르 4D;미엔박;미엔쭝;미엔남;베트남 스피드 1분;
      PK10;SSC 1분;패스트 3;11x5;럭키 28;E-로또 1분;E-로또 3분;E-로또 5분`,
    lobbies: `SBO 스포츠북;IBC 스포츠북;TF e스포츠;IA e스포츠;DS88 투계;해시 크래시;해시 주사위;해시 바카라;해시 럭키;블록 림보`,
    liveLobby: '{v} 라이브 로비',
    fishingHall: '{v} 피싱 홀',
  },
  TH: {
    grammar: { order: 'NA', gap: '' },
    adjectives: `ทองคำ;นำโชค;ทรงพลัง;ไวลด์;ลึกลับ;หลวง;มหาลาภ;คริสตัล;หยก;เงิน;
      เพลิง;น้ำแข็ง;โบราณ;ซ่อนเร้น;ศักดิ์สิทธิ์;นิรันดร์;สายฟ้า;แสงดาว;แดงฉาน;มรกต;
      ไพลิน;ทับทิม;จักรวาล;นีออน;แสนสุข;แซ่บ;แสนหวาน;เจิดจรัส;ร่ายรำ;คำราม;
      ลับ;วิเศษ;จักรพรรดิ;ดุร้าย;คู่แฝด;ยิ่งใหญ่;จันทรา;สุริยะ;มหาสมุทร;ทะเลทราย;
      พงไพร;ซามูไร;นินจา;โจรสลัด;ไวกิ้ง;ฟาโรห์;มังกร;หงส์;พยัคฆ์;แพนด้า`,
    nouns: `มังกร;ปลาคราฟ;วิหาร;สมบัติ;จักรวรรดิ;อัญมณี;ผลไม้;เลขเจ็ด;เงินทอง;ผจญภัย;
      ตำนาน;อาณาจักร;ดอกบัว;โชคลาภ;แจ็คพอต;ไข่มุก;หมาป่า;ควายป่า;อินทรี;สิงโต;
      วานร;กระต่าย;วัว;ไก่;ปลาไน;ลูกอม;โบนันซ่า;ตื่นทอง;วงล้อ;สปิน;
      คำอธิษฐาน;พร;โคมไฟ;เทศกาล;พระราชวัง;นักรบ;เทพธิดา;วีรบุรุษ;เหมือง;ภูเขาไฟ;
      กาแล็กซี่;ดาวเคราะห์;มงกุฎ;คัมภีร์;เหรียญ;ระฆัง;เพชร;พระจันทร์;ตะวัน;ดวงดาว;
      เชอร์รี่;ป่าไผ่;ซามูไร;เกอิชา;โอเอซิส;ซาฟารี;คาวบอย;นางเงือก;พ่อมด;ปราสาท`,
    suffixes: `;ดีลักซ์;Megaways;โฮลด์แอนด์วิน;ผงาด;II;เอ็กซ์ตรีม;Power Reels`,
    live: `บาคาร่า;ไฮโล;รูเล็ต;เสือมังกร;แบล็คแจ็ค;โฮลเด็ม;ไทล์มาจอง;ไพ่โป๊กเกอร์;ไป่เก๋าเวินโจว;เซดี;ถั่วโป;นิวนิว;น้ำเต้าปูปลา;จ่าจินฮวา;ไพ่นกกระจอก`,
    fish: `ราชันย์มหาสมุทร;ยิงปลามังกร;คางคกทองคำ;นักล่านางเงือก;สมบัติใต้ทะเลลึก;ค่าหัวฉลาม;แนวปะการัง;คราเคนบุก`,
    pvp: `เท็กซัสโฮลเด็ม;นิวนิว;โต้วตี้จู่;จ่าจินฮวา;ไพ่นกกระจอกสองคน;ดวลแบล็คแจ็ค;ไป่เก๋า;สามกอง;ไพ่วิ่งเร็ว;ดวลบาคาร่า`,
    lotteries: `หวยไทย;หวยลาว;หวยมาเลย์ 4D;หวยสิงคโปร์ 4D;หวยฮานอย;หวยเวียดนามกลาง;หวยเวียดนามใต้;หวยเวียดนามด่วน 1 นาที;
      PK10;SSC 1 นาที;ฟาสต์ 3;11x5;ลัคกี้ 28;อีลอตโต้ 1 นาที;อีลอตโต้ 3 นาที;อีลอตโต้ 5 นาที`,
    lobbies: `กีฬา SBO;กีฬา IBC;อีสปอร์ต TF;อีสปอร์ต IA;ไก่ชน DS88;แฮชแครช;แฮชลูกเต๋า;แฮชบาคาร่า;แฮชลัคกี้;บล็อกลิมโบ้`,
    liveLobby: 'ล็อบบี้คาสิโนสด {v}',
    fishingHall: 'ห้องยิงปลา {v}',
  },
  VI: {
    grammar: { order: 'NA' },
    adjectives: `Vàng;May Mắn;Hùng Mạnh;Hoang Dã;Huyền Bí;Hoàng Gia;Phú Quý;Pha Lê;Ngọc Bích;Bạc;
      Rực Lửa;Băng Giá;Cổ Đại;Ẩn Giấu;Thiêng Liêng;Vĩnh Cửu;Sấm Sét;Ánh Sao;Đỏ Thắm;Lục Bảo;
      Lam Ngọc;Hồng Ngọc;Vũ Trụ;Neon;Vui Vẻ;Cay Nồng;Ngọt Ngào;Rực Rỡ;Nhảy Múa;Gầm Thét;
      Bí Mật;Phép Thuật;Đế Vương;Hung Dữ;Song Sinh;Vĩ Đại;Mặt Trăng;Thái Dương;Đại Dương;Sa Mạc;
      Rừng Rậm;Samurai;Ninja;Hải Tặc;Viking;Pharaoh;Rồng;Phượng Hoàng;Hổ;Gấu Trúc`,
    nouns: `Rồng;Cá Koi;Đền Thờ;Kho Báu;Đế Chế;Đá Quý;Trái Cây;Số Bảy;Giàu Sang;Hành Trình;
      Huyền Thoại;Vương Quốc;Hoa Sen;Vận May;Hũ Thưởng;Ngọc Trai;Sói;Trâu Rừng;Đại Bàng;Sư Tử;
      Khỉ;Thỏ;Trâu;Gà Trống;Cá Chép;Kẹo;Bội Thu;Cơn Sốt Vàng;Cuộn Quay;Vòng Quay;
      Điều Ước;Phúc Lành;Đèn Lồng;Lễ Hội;Cung Điện;Chiến Binh;Nữ Thần;Anh Hùng;Mỏ;Núi Lửa;
      Ngân Hà;Hành Tinh;Vương Miện;Bí Kíp;Đồng Xu;Chuông;Kim Cương;Trăng;Mặt Trời;Tinh Tú;
      Anh Đào;Rừng Tre;Samurai;Geisha;Ốc Đảo;Safari;Cao Bồi;Nàng Tiên Cá;Phù Thủy;Lâu Đài`,
    suffixes: `;Cao Cấp;Megaways;Giữ & Thắng;Trỗi Dậy;II;Cực Đại;Power Reels`,
    live: `Baccarat;Tài Xỉu;Roulette;Rồng Hổ;Xì Dách;Poker Hold'em;Bài Mạt Chược;Bài Poker;Bài Cửu Ôn Châu;Xóc Đĩa;Fan Tan;Bài Ngầu;Bầu Cua;Bài Kim Hoa;Mạt Chược`,
    fish: `Vua Đại Dương;Bắn Cá Long Vương;Cóc Vàng;Thợ Săn Tiên Cá;Kho Báu Biển Sâu;Tiền Thưởng Cá Mập;Rạn San Hô;Thủy Quái Tấn Công`,
    pvp: `Poker Texas;Bài Ngầu;Đấu Địa Chủ;Bài Kim Hoa;Mạt Chược Hai Người;Đấu Xì Dách;Bài Cửu;Ba Cây;Bài Chạy Nhanh;Đấu Baccarat`,
    lotteries: `Xổ Số Thái Lan;Xổ Số Lào;4D Malaysia;4D Singapore;Miền Bắc;Miền Trung;Miền Nam;Xổ Số Siêu Tốc 1 Phút;
      PK10;SSC 1 Phút;K3 Nhanh;11x5;May Mắn 28;E-Lott 1 Phút;E-Lott 3 Phút;E-Lott 5 Phút`,
    lobbies: `Thể Thao SBO;Thể Thao IBC;Thể Thao Điện Tử TF;Thể Thao Điện Tử IA;Đá Gà DS88;Hash Crash;Xúc Xắc Hash;Baccarat Hash;Hash May Mắn;Block Limbo`,
    liveLobby: 'Sảnh Casino Trực Tiếp {v}',
    fishingHall: 'Sảnh Bắn Cá {v}',
  },
  ID: {
    grammar: { order: 'NA' },
    adjectives: `Emas;Beruntung;Perkasa;Liar;Mistis;Agung;Rezeki;Kristal;Giok;Perak;
      Membara;Beku;Kuno;Tersembunyi;Suci;Abadi;Petir;Cahaya Bintang;Merah Darah;Zamrud;
      Safir;Delima;Kosmik;Neon;Ceria;Pedas;Manis;Bersinar;Menari;Mengaum;
      Rahasia;Ajaib;Kekaisaran;Buas;Kembar;Raya;Bulan;Surya;Samudra;Gurun;
      Rimba;Samurai;Ninja;Bajak Laut;Viking;Firaun;Naga;Feniks;Harimau;Panda`,
    nouns: `Naga;Koi;Kuil;Harta Karun;Imperium;Permata;Buah;Angka Tujuh;Kekayaan;Petualangan;
      Legenda;Kerajaan;Teratai;Keberuntungan;Jackpot;Mutiara;Serigala;Kerbau;Elang;Singa;
      Kera;Kelinci;Banteng;Ayam Jago;Ikan Mas;Permen;Bonanza;Demam Emas;Gulungan;Putaran;
      Harapan;Berkah;Lampion;Festival;Istana;Pendekar;Dewi;Pahlawan;Tambang;Gunung Api;
      Galaksi;Planet;Mahkota;Kitab;Koin;Lonceng;Berlian;Rembulan;Mentari;Bintang;
      Ceri;Bambu;Samurai;Geisha;Oasis;Safari;Koboi;Putri Duyung;Penyihir;Kastil`,
    suffixes: `;Deluxe;Megaways;Tahan & Menang;Bangkit;II;Ekstrem;Power Reels`,
    live: `Bakarat;Sicbo;Rolet;Naga Harimau;Blackjack;Hold'em;Kartu Mahjong;Poker Kartu;Pai Gow Wenzhou;Se Die;Fan Tan;Niu Niu;Ikan Udang Kepiting;Zha Jin Hua;Mahjong`,
    fish: `Raja Samudra;Tembak Ikan Naga;Katak Emas;Pemburu Putri Duyung;Harta Laut Dalam;Hadiah Hiu;Terumbu Karang;Serangan Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong Berdua;Duel Blackjack;Pai Gow;Sam Gong;Lari Cepat;Duel Bakarat`,
    lotteries: `Lotere Thailand;Lotere Laos;4D Malaysia;4D Singapura;Mien Bac;Mien Trung;Mien Nam;VN Kilat 1 Menit;
      PK10;SSC 1 Menit;Cepat 3;11x5;Hoki 28;E-Lott 1 Menit;E-Lott 3 Menit;E-Lott 5 Menit`,
    lobbies: `Olahraga SBO;Olahraga IBC;E-Sports TF;E-Sports IA;Sabung Ayam DS88;Hash Crash;Dadu Hash;Bakarat Hash;Hash Hoki;Block Limbo`,
    liveLobby: 'Lobi Kasino Langsung {v}',
    fishingHall: 'Aula Tembak Ikan {v}',
  },
  MS: {
    grammar: { order: 'NA' },
    adjectives: `Emas;Bertuah;Perkasa;Liar;Mistik;Diraja;Rezeki;Kristal;Jed;Perak;
      Membara;Beku;Purba;Tersembunyi;Keramat;Abadi;Guruh;Cahaya Bintang;Merah Darah;Zamrud;
      Nilam;Delima;Kosmik;Neon;Gembira;Pedas;Manis;Bersinar;Menari;Mengaum;
      Rahsia;Ajaib;Maharaja;Ganas;Kembar;Agung;Bulan;Suria;Lautan;Gurun;
      Rimba;Samurai;Ninja;Lanun;Viking;Firaun;Naga;Feniks;Harimau;Panda`,
    nouns: `Naga;Koi;Kuil;Harta Karun;Empayar;Permata;Buah-buahan;Angka Tujuh;Kekayaan;Pengembaraan;
      Legenda;Kerajaan;Teratai;Tuah;Jackpot;Mutiara;Serigala;Kerbau;Helang;Singa;
      Monyet;Arnab;Lembu;Ayam Jantan;Ikan Kap;Gula-gula;Bonanza;Demam Emas;Gelendong;Putaran;
      Hajat;Rahmat;Tanglung;Perayaan;Istana;Pendekar;Dewi;Wira;Lombong;Gunung Berapi;
      Galaksi;Planet;Mahkota;Kitab;Syiling;Loceng;Berlian;Rembulan;Matahari;Bintang;
      Ceri;Buluh;Samurai;Geisha;Oasis;Safari;Koboi;Puteri Duyung;Ahli Sihir;Kubu`,
    suffixes: `;Deluxe;Megaways;Tahan & Menang;Kebangkitan;II;Ekstrem;Power Reels`,
    live: `Bakarat;Sicbo;Rolet;Naga Harimau;Blackjack;Hold'em;Jubin Mahjong;Poker Kad;Pai Gow Wenzhou;Se Die;Fan Tan;Niu Niu;Ikan Udang Ketam;Zha Jin Hua;Mahjong`,
    fish: `Raja Lautan;Tembak Ikan Naga;Katak Emas;Pemburu Puteri Duyung;Harta Laut Dalam;Ganjaran Jerung;Terumbu Karang;Serangan Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong Dua Pemain;Duel Blackjack;Pai Gow;Sam Gong;Lari Pantas;Duel Bakarat`,
    lotteries: `Loteri Thailand;Loteri Laos;4D Malaysia;4D Singapura;Mien Bac;Mien Trung;Mien Nam;VN Pantas 1 Minit;
      PK10;SSC 1 Minit;Pantas 3;11x5;Tuah 28;E-Lott 1 Minit;E-Lott 3 Minit;E-Lott 5 Minit`,
    lobbies: `Sukan SBO;Sukan IBC;E-Sukan TF;E-Sukan IA;Sabung Ayam DS88;Hash Crash;Dadu Hash;Bakarat Hash;Hash Bertuah;Block Limbo`,
    liveLobby: 'Lobi Kasino Langsung {v}',
    fishingHall: 'Dewan Tembak Ikan {v}',
  },
  ES: {
    grammar: { order: 'NA', genders: ['m', 'f', 'mp', 'fp'] },
    adjectives: `Dorado|Dorada|Dorados|Doradas;~de la Suerte;Poderoso|Poderosa|Poderosos|Poderosas;Salvaje|Salvajes;Místico|Mística|Místicos|Místicas;Real|Reales;~de la Fortuna;~de Cristal;~de Jade;~de Plata;
      Ardiente|Ardientes;Helado|Helada|Helados|Heladas;Antiguo|Antigua|Antiguos|Antiguas;Oculto|Oculta|Ocultos|Ocultas;Sagrado|Sagrada|Sagrados|Sagradas;Eterno|Eterna|Eternos|Eternas;~del Trueno;~de Luz Estelar;Carmesí|Carmesíes;~de Esmeralda;
      ~de Zafiro;~de Rubí;Cósmico|Cósmica|Cósmicos|Cósmicas;~de Neón;Feliz|Felices;Picante|Picantes;Dulce|Dulces;Brillante|Brillantes;Danzante|Danzantes;Rugiente|Rugientes;
      Secreto|Secreta|Secretos|Secretas;Mágico|Mágica|Mágicos|Mágicas;Imperial|Imperiales;Feroz|Feroces;Gemelo|Gemela|Gemelos|Gemelas;<Gran|Grandes;Lunar|Lunares;Solar|Solares;~del Océano;~del Desierto;
      ~de la Selva;~Samurái;~Ninja;Pirata|Piratas;Vikingo|Vikinga|Vikingos|Vikingas;~del Faraón;~del Dragón;~del Fénix;~del Tigre;~Panda`,
    nouns: `Dragón:m;Carpa Koi:f;Templo:m;Tesoro:m;Imperio:m;Gemas:fp;Frutas:fp;Sietes:mp;Riquezas:fp;Aventura:f;
      Leyenda:f;Reino:m;Loto:m;Fortuna:f;Jackpot:m;Perlas:fp;Lobo:m;Búfalo:m;Águila:f;León:m;
      Mono:m;Conejo:m;Buey:m;Gallo:m;Carpa:f;Caramelos:mp;Bonanza:f;Fiebre del Oro:f;Rodillos:mp;Giros:mp;
      Deseos:mp;Bendiciones:fp;Farolillos:mp;Festival:m;Palacio:m;Guerreros:mp;Diosa:f;Héroe:m;Minas:fp;Volcán:m;
      Galaxia:f;Planeta:m;Corona:f;Pergaminos:mp;Monedas:fp;Campanas:fp;Diamantes:mp;Luna:f;Sol:m;Estrellas:fp;
      Cerezas:fp;Bambú:m;Samurái:m;Geisha:f;Oasis:m;Safari:m;Vaqueros:mp;Sirena:f;Mago:m;Castillo:m`,
    suffixes: `;Deluxe;Megaways;Retén y Gana;en Ascenso;II;Extremo;Power Reels`,
    live: `Bacará;Sic Bo;Ruleta;Dragón Tigre;Blackjack;Hold'em;Fichas de Mahjong;Póker de Cartas;Pai Gow de Wenzhou;Se Die;Fan Tan;Niu Niu;Pez Gamba Cangrejo;Zha Jin Hua;Mahjong`,
    fish: `Rey del Océano;Pesca del Dragón;Sapo Dorado;Cazador de Sirenas;Fortuna de las Profundidades;Recompensa del Tiburón;Arrecife de Coral;Ataque del Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong a Dos;Duelo de Blackjack;Pai Gow;Sam Gong;Carrera Rápida;Duelo de Bacará`,
    lotteries: `Lotería Tailandesa;Lotería de Laos;4D de Malasia;4D de Singapur;Mien Bac;Mien Trung;Mien Nam;VN Rápida 1 min;
      PK10;SSC 1 min;Rápido 3;11x5;Suerte 28;E-Lott 1 min;E-Lott 3 min;E-Lott 5 min`,
    lobbies: `Apuestas Deportivas SBO;Apuestas Deportivas IBC;eSports TF;eSports IA;Peleas de Gallos DS88;Hash Crash;Dados Hash;Bacará Hash;Hash de la Suerte;Block Limbo`,
    liveLobby: 'Casino en Vivo {v}',
    fishingHall: 'Sala de Pesca {v}',
  },
  PT: {
    grammar: { order: 'NA', genders: ['m', 'f', 'mp', 'fp'] },
    adjectives: `Dourado|Dourada|Dourados|Douradas;~da Sorte;Poderoso|Poderosa|Poderosos|Poderosas;Selvagem|Selvagens;Místico|Mística|Místicos|Místicas;Real|Reais;~da Fortuna;~de Cristal;~de Jade;~de Prata;
      Ardente|Ardentes;Gelado|Gelada|Gelados|Geladas;Antigo|Antiga|Antigos|Antigas;Oculto|Oculta|Ocultos|Ocultas;Sagrado|Sagrada|Sagrados|Sagradas;Eterno|Eterna|Eternos|Eternas;~do Trovão;~da Luz Estelar;Carmesim|Carmesins;~de Esmeralda;
      ~de Safira;~de Rubi;Cósmico|Cósmica|Cósmicos|Cósmicas;~de Néon;Feliz|Felizes;Picante|Picantes;Doce|Doces;Brilhante|Brilhantes;Dançante|Dançantes;Estrondoso|Estrondosa|Estrondosos|Estrondosas;
      Secreto|Secreta|Secretos|Secretas;Mágico|Mágica|Mágicos|Mágicas;Imperial|Imperiais;Feroz|Ferozes;Gémeo|Gémea|Gémeos|Gémeas;<Grande|Grandes;Lunar|Lunares;Solar|Solares;~do Oceano;~do Deserto;
      ~da Selva;~Samurai;~Ninja;Pirata|Piratas;Viking|Vikings;~do Faraó;~do Dragão;~da Fénix;~do Tigre;~Panda`,
    nouns: `Dragão:m;Carpa Koi:f;Templo:m;Tesouro:m;Império:m;Gemas:fp;Frutas:fp;Setes:mp;Riquezas:fp;Aventura:f;
      Lenda:f;Reino:m;Lótus:m;Fortuna:f;Jackpot:m;Pérolas:fp;Lobo:m;Búfalo:m;Águia:f;Leão:m;
      Macaco:m;Coelho:m;Boi:m;Galo:m;Carpa:f;Guloseimas:fp;Bonança:f;Corrida ao Ouro:f;Rolos:mp;Giros:mp;
      Desejos:mp;Bênçãos:fp;Lanternas:fp;Festival:m;Palácio:m;Guerreiros:mp;Deusa:f;Herói:m;Minas:fp;Vulcão:m;
      Galáxia:f;Planeta:m;Coroa:f;Pergaminhos:mp;Moedas:fp;Sinos:mp;Diamantes:mp;Lua:f;Sol:m;Estrelas:fp;
      Cerejas:fp;Bambu:m;Samurai:m;Gueixa:f;Oásis:m;Safari:m;Cowboys:mp;Sereia:f;Feiticeiro:m;Castelo:m`,
    suffixes: `;Deluxe;Megaways;Segura e Ganha;em Ascensão;II;Extremo;Power Reels`,
    live: `Bacará;Sic Bo;Roleta;Dragão Tigre;Blackjack;Hold'em;Peças de Mahjong;Póquer de Cartas;Pai Gow de Wenzhou;Se Die;Fan Tan;Niu Niu;Peixe Camarão Caranguejo;Zha Jin Hua;Mahjong`,
    fish: `Rei do Oceano;Pesca do Dragão;Sapo Dourado;Caçador de Sereias;Fortuna do Mar Profundo;Recompensa do Tubarão;Recife de Coral;Ataque do Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong a Dois;Duelo de Blackjack;Pai Gow;Sam Gong;Corrida Rápida;Duelo de Bacará`,
    lotteries: `Lotaria Tailandesa;Lotaria do Laos;4D da Malásia;4D de Singapura;Mien Bac;Mien Trung;Mien Nam;VN Rápida 1 min;
      PK10;SSC 1 min;Rápido 3;11x5;Sorte 28;E-Lott 1 min;E-Lott 3 min;E-Lott 5 min`,
    lobbies: `Apostas Desportivas SBO;Apostas Desportivas IBC;eSports TF;eSports IA;Luta de Galos DS88;Hash Crash;Dados Hash;Bacará Hash;Hash da Sorte;Block Limbo`,
    liveLobby: 'Casino ao Vivo {v}',
    fishingHall: 'Sala de Pesca {v}',
  },
  FR: {
    grammar: { order: 'NA', genders: ['m', 'f', 'mp', 'fp'] },
    adjectives: `Doré|Dorée|Dorés|Dorées;~de la Chance;Puissant|Puissante|Puissants|Puissantes;Sauvage|Sauvages;Mystique|Mystiques;Royal|Royale|Royaux|Royales;~de la Fortune;~de Cristal;~de Jade;~d'Argent;
      Ardent|Ardente|Ardents|Ardentes;Glacé|Glacée|Glacés|Glacées;Ancien|Ancienne|Anciens|Anciennes;Caché|Cachée|Cachés|Cachées;Sacré|Sacrée|Sacrés|Sacrées;Éternel|Éternelle|Éternels|Éternelles;~du Tonnerre;Étoilé|Étoilée|Étoilés|Étoilées;Cramoisi|Cramoisie|Cramoisis|Cramoisies;~d'Émeraude;
      ~de Saphir;~de Rubis;Cosmique|Cosmiques;~Néon;Joyeux|Joyeuse|Joyeux|Joyeuses;Épicé|Épicée|Épicés|Épicées;Doux|Douce|Doux|Douces;Brillant|Brillante|Brillants|Brillantes;Dansant|Dansante|Dansants|Dansantes;Rugissant|Rugissante|Rugissants|Rugissantes;
      Secret|Secrète|Secrets|Secrètes;Magique|Magiques;Impérial|Impériale|Impériaux|Impériales;Féroce|Féroces;Jumeau|Jumelle|Jumeaux|Jumelles;<Grand|Grande|Grands|Grandes;Lunaire|Lunaires;Solaire|Solaires;~de l'Océan;~du Désert;
      ~de la Jungle;~Samouraï;~Ninja;Pirate|Pirates;Viking|Vikings;~du Pharaon;~du Dragon;~du Phénix;~du Tigre;~Panda`,
    nouns: `Dragon:m;Carpe Koï:f;Temple:m;Trésor:m;Empire:m;Gemmes:fp;Fruits:mp;Sept:mp;Richesses:fp;Quête:f;
      Légende:f;Royaume:m;Lotus:m;Fortune:f;Jackpot:m;Perles:fp;Loup:m;Bison:m;Aigle:m;Lion:m;
      Singe:m;Lapin:m;Bœuf:m;Coq:m;Carpe:f;Bonbons:mp;Pactole:m;Ruée vers l'Or:f;Rouleaux:mp;Tours:mp;
      Vœux:mp;Bénédictions:fp;Lanternes:fp;Festival:m;Palais:m;Guerriers:mp;Déesse:f;Héros:m;Mines:fp;Volcan:m;
      Galaxie:f;Planète:f;Couronne:f;Parchemins:mp;Pièces:fp;Cloches:fp;Diamants:mp;Lune:f;Soleil:m;Étoiles:fp;
      Cerises:fp;Bambou:m;Samouraï:m;Geisha:f;Oasis:f;Safari:m;Cow-boys:mp;Sirène:f;Sorcier:m;Château:m`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Ascension;II;Extrême;Power Reels`,
    live: `Baccara;Sic Bo;Roulette;Dragon Tigre;Blackjack;Hold'em;Tuiles de Mahjong;Card Poker;Pai Gow de Wenzhou;Se Die;Fan Tan;Niu Niu;Poisson Crevette Crabe;Zha Jin Hua;Mahjong`,
    fish: `Roi de l'Océan;Pêche au Dragon;Crapaud d'Or;Chasseur de Sirènes;Fortune des Abysses;Prime au Requin;Récif de Corail;L'Attaque du Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong à Deux;Duel de Blackjack;Pai Gow;Sam Gong;Course Rapide;Duel de Baccara`,
    lotteries: `Loterie Thaïlandaise;Loterie Laotienne;4D Malaisie;4D Singapour;Mien Bac;Mien Trung;Mien Nam;VN Express 1 min;
      PK10;SSC 1 min;Rapide 3;11x5;Chance 28;E-Lott 1 min;E-Lott 3 min;E-Lott 5 min`,
    lobbies: `Paris Sportifs SBO;Paris Sportifs IBC;E-sport TF;E-sport IA;Combats de Coqs DS88;Hash Crash;Dés Hash;Baccara Hash;Hash Chance;Block Limbo`,
    liveLobby: 'Casino en Direct {v}',
    fishingHall: 'Salle de Pêche {v}',
  },
  DE: {
    grammar: { order: 'AN', genders: ['m', 'f', 'n', 'pl'] },
    adjectives: `Goldener|Goldene|Goldenes|Goldene;Glücks-;Mächtiger|Mächtige|Mächtiges|Mächtige;Wilder|Wilde|Wildes|Wilde;Mystischer|Mystische|Mystisches|Mystische;Königlicher|Königliche|Königliches|Königliche;Reichtums-;Kristall-;Jade-;Silberner|Silberne|Silbernes|Silberne;
      Lodernder|Lodernde|Loderndes|Lodernde;Eisiger|Eisige|Eisiges|Eisige;Uralter|Uralte|Uraltes|Uralte;Verborgener|Verborgene|Verborgenes|Verborgene;Heiliger|Heilige|Heiliges|Heilige;Ewiger|Ewige|Ewiges|Ewige;Donner-;Sternenlicht-;Purpurroter|Purpurrote|Purpurrotes|Purpurrote;Smaragd-;
      Saphir-;Rubin-;Kosmischer|Kosmische|Kosmisches|Kosmische;Neon-;Fröhlicher|Fröhliche|Fröhliches|Fröhliche;Scharfer|Scharfe|Scharfes|Scharfe;Süßer|Süße|Süßes|Süße;Strahlender|Strahlende|Strahlendes|Strahlende;Tanzender|Tanzende|Tanzendes|Tanzende;Brüllender|Brüllende|Brüllendes|Brüllende;
      Geheimer|Geheime|Geheimes|Geheime;Magischer|Magische|Magisches|Magische;Kaiserlicher|Kaiserliche|Kaiserliches|Kaiserliche;Wütender|Wütende|Wütendes|Wütende;Zwillings-;Großer|Große|Großes|Große;Mond-;Sonnen-;Ozean-;Wüsten-;
      Dschungel-;Samurai-;Ninja-;Piraten-;Wikinger-;Pharao-;Drachen-;Phönix-;Tiger-;Panda-`,
    nouns: `Drache:m;Koi:m;Tempel:m;Schatz:m;Imperium:n;Edelsteine:pl;Früchte:pl;Siebenen:pl;Reichtümer:pl;Abenteuer:n;
      Legende:f;Königreich:n;Lotus:m;Glück:n;Jackpot:m;Perlen:pl;Wolf:m;Büffel:m;Adler:m;Löwe:m;
      Affe:m;Hase:m;Ochse:m;Hahn:m;Karpfen:m;Bonbons:pl;Goldgrube:f;Goldrausch:m;Walzen:pl;Freispiele:pl;
      Wünsche:pl;Segen:m;Laternen:pl;Fest:n;Palast:m;Krieger:pl;Göttin:f;Held:m;Minen:pl;Vulkan:m;
      Galaxie:f;Planet:m;Krone:f;Schriftrollen:pl;Münzen:pl;Glocken:pl;Diamanten:pl;Mond:m;Sonne:f;Sterne:pl;
      Kirschen:pl;Bambus:m;Samurai:m;Geisha:f;Oase:f;Safari:f;Cowboys:pl;Meerjungfrau:f;Zauberer:m;Schloss:n`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Aufstieg;II;Extrem;Power Reels`,
    live: `Baccarat;Sic Bo;Roulette;Drache & Tiger;Blackjack;Hold'em;Mahjong-Steine;Card Poker;Wenzhou Pai Gow;Se Die;Fan Tan;Niu Niu;Fisch Garnele Krabbe;Zha Jin Hua;Mahjong`,
    fish: `Ozeankönig;Drachenfischen;Goldkröte;Meerjungfrauenjäger;Tiefseeschatz;Haikopfgeld;Korallenriff;Krakenangriff`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong zu zweit;Blackjack-Duell;Pai Gow;Sam Gong;Schnellrunde;Baccarat-Duell`,
    lotteries: `Thai-Lotterie;Lao-Lotterie;Malaysia 4D;Singapur 4D;Mien Bac;Mien Trung;Mien Nam;VN Turbo 1 Min.;
      PK10;SSC 1 Min.;Schnelle 3;11x5;Glücks-28;E-Lott 1 Min.;E-Lott 3 Min.;E-Lott 5 Min.`,
    lobbies: `SBO Sportwetten;IBC Sportwetten;TF E-Sport;IA E-Sport;DS88 Hahnenkampf;Hash Crash;Hash-Würfel;Hash-Baccarat;Hash-Glück;Block Limbo`,
    liveLobby: '{v} Live-Casino',
    fishingHall: '{v} Fischjagd-Halle',
  },
  RU: {
    grammar: { order: 'AN', genders: ['m', 'f', 'n', 'pl'], sentenceCase: true },
    adjectives: `Золотой|Золотая|Золотое|Золотые;Счастливый|Счастливая|Счастливое|Счастливые;Могучий|Могучая|Могучее|Могучие;Дикий|Дикая|Дикое|Дикие;Мистический|Мистическая|Мистическое|Мистические;Королевский|Королевская|Королевское|Королевские;~фортуны;Хрустальный|Хрустальная|Хрустальное|Хрустальные;Нефритовый|Нефритовая|Нефритовое|Нефритовые;Серебряный|Серебряная|Серебряное|Серебряные;
      Пылающий|Пылающая|Пылающее|Пылающие;Ледяной|Ледяная|Ледяное|Ледяные;Древний|Древняя|Древнее|Древние;Потаённый|Потаённая|Потаённое|Потаённые;Священный|Священная|Священное|Священные;Вечный|Вечная|Вечное|Вечные;Громовой|Громовая|Громовое|Громовые;Звёздный|Звёздная|Звёздное|Звёздные;Багровый|Багровая|Багровое|Багровые;Изумрудный|Изумрудная|Изумрудное|Изумрудные;
      Сапфировый|Сапфировая|Сапфировое|Сапфировые;Рубиновый|Рубиновая|Рубиновое|Рубиновые;Космический|Космическая|Космическое|Космические;Неоновый|Неоновая|Неоновое|Неоновые;Весёлый|Весёлая|Весёлое|Весёлые;Острый|Острая|Острое|Острые;Сладкий|Сладкая|Сладкое|Сладкие;Сияющий|Сияющая|Сияющее|Сияющие;Танцующий|Танцующая|Танцующее|Танцующие;Ревущий|Ревущая|Ревущее|Ревущие;
      Секретный|Секретная|Секретное|Секретные;Волшебный|Волшебная|Волшебное|Волшебные;Имперский|Имперская|Имперское|Имперские;Свирепый|Свирепая|Свирепое|Свирепые;Двойной|Двойная|Двойное|Двойные;Великий|Великая|Великое|Великие;Лунный|Лунная|Лунное|Лунные;Солнечный|Солнечная|Солнечное|Солнечные;Океанский|Океанская|Океанское|Океанские;~пустыни;
      ~джунглей;~самурая;~ниндзя;Пиратский|Пиратская|Пиратское|Пиратские;~викингов;~фараона;~дракона;~феникса;Тигровый|Тигровая|Тигровое|Тигровые;~панды`,
    nouns: `Дракон:m;Карп кои:m;Храм:m;Сокровище:n;Империя:f;Самоцветы:pl;Фрукты:pl;Семёрки:pl;Богатства:pl;Квест:m;
      Легенда:f;Королевство:n;Лотос:m;Удача:f;Джекпот:m;Жемчуг:m;Волк:m;Бизон:m;Орёл:m;Лев:m;
      Обезьяна:f;Кролик:m;Бык:m;Петух:m;Карп:m;Конфеты:pl;Бонанза:f;Золотая лихорадка:f;Барабаны:pl;Вращения:pl;
      Желания:pl;Благословения:pl;Фонари:pl;Фестиваль:m;Дворец:m;Воины:pl;Богиня:f;Герой:m;Рудники:pl;Вулкан:m;
      Галактика:f;Планета:f;Корона:f;Свитки:pl;Монеты:pl;Колокола:pl;Бриллианты:pl;Луна:f;Солнце:n;Звёзды:pl;
      Вишня:f;Бамбук:m;Самурай:m;Гейша:f;Оазис:m;Сафари:n;Ковбои:pl;Русалка:f;Волшебник:m;Замок:m`,
    suffixes: `;Делюкс;Megaways;Hold & Win;Восхождение;II;Экстрим;Power Reels`,
    live: `Баккара;Сик-бо;Рулетка;Дракон-тигр;Блэкджек;Холдем;Плитки маджонга;Кард-покер;Вэньчжоу пай-гоу;Се-дие;Фан-тан;Ниу-ниу;Рыба, креветка, краб;Чжа цзинь хуа;Маджонг`,
    fish: `Король океана;Драконья рыбалка;Золотая жаба;Охотник на русалок;Сокровища глубин;Награда за акулу;Коралловый риф;Атака кракена`,
    pvp: `Техасский холдем;Ниу-ниу;Доу ди чжу;Чжа цзинь хуа;Маджонг на двоих;Дуэль в блэкджек;Пай-гоу;Сам-гонг;Беги быстрее;Дуэль в баккара`,
    lotteries: `Тайская лотерея;Лаосская лотерея;Малайзия 4D;Сингапур 4D;Мьен Бак;Мьен Чунг;Мьен Нам;Вьетнам экспресс 1 мин;
      PK10;SSC 1 мин;Быстрая 3;11 из 5;Удачные 28;E-Lott 1 мин;E-Lott 3 мин;E-Lott 5 мин`,
    lobbies: `SBO Ставки на спорт;IBC Ставки на спорт;TF Киберспорт;IA Киберспорт;DS88 Петушиные бои;Хэш-краш;Хэш-кости;Хэш-баккара;Хэш-удача;Блок-лимбо`,
    liveLobby: 'Лобби лайв-казино {v}',
    fishingHall: 'Зал рыбалки {v}',
  },
  TR: {
    grammar: { order: 'AN', complement: 'AN' },
    adjectives: `Altın;Şanslı;Kudretli;Vahşi;Mistik;~Kraliyet;~Servet;Kristal;Yeşim;Gümüş;
      Alevli;Donmuş;Kadim;Gizli;Kutsal;Ebedi;~Yıldırım;~Yıldız Işığı;Kızıl;Zümrüt;
      Safir;Yakut;Kozmik;Neon;Mutlu;Acılı;Tatlı;Parlayan;Dans Eden;Kükreyen;
      ~Sır;Sihirli;~İmparator;Azgın;İkiz;Büyük;~Ay;~Güneş;~Okyanus;~Çöl;
      ~Orman;~Samuray;~Ninja;~Korsan;~Viking;~Firavun;~Ejderha;~Anka;~Kaplan;~Panda`,
    nouns: `Ejderha/Ejderhası;Koi Balığı/Koi Balığı;Tapınak/Tapınağı;Hazine/Hazinesi;İmparatorluk/İmparatorluğu;Mücevherler/Mücevherleri;Meyveler/Meyveleri;Yediler/Yedileri;Zenginlik/Zenginliği;Macera/Macerası;
      Efsane/Efsanesi;Krallık/Krallığı;Nilüfer/Nilüferi;Talih/Talihi;Jackpot/Jackpotu;İnciler/İncileri;Kurt/Kurdu;Bufalo/Bufalosu;Kartal/Kartalı;Aslan/Aslanı;
      Maymun/Maymunu;Tavşan/Tavşanı;Öküz/Öküzü;Horoz/Horozu;Sazan/Sazanı;Şekerler/Şekerleri;Bonanza/Bonanzası;Altına Hücum/Altına Hücumu;Makaralar/Makaraları;Çevirmeler/Çevirmeleri;
      Dilekler/Dilekleri;Bereket/Bereketi;Fenerler/Fenerleri;Festival/Festivali;Saray/Sarayı;Savaşçılar/Savaşçıları;Tanrıça/Tanrıçası;Kahraman/Kahramanı;Madenler/Madenleri;Yanardağ/Yanardağı;
      Galaksi/Galaksisi;Gezegen/Gezegeni;Taç/Tacı;Parşömenler/Parşömenleri;Sikkeler/Sikkeleri;Çanlar/Çanları;Elmaslar/Elmasları;Dolunay/Dolunayı;Güneş/Güneşi;Yıldızlar/Yıldızları;
      Kiraz/Kirazı;Bambu/Bambusu;Samuray/Samurayı;Geyşa/Geyşası;Vaha/Vahası;Safari/Safarisi;Kovboylar/Kovboyları;Deniz Kızı/Deniz Kızı;Büyücü/Büyücüsü;Kale/Kalesi`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Yükseliş;II;Ekstrem;Power Reels`,
    live: `Bakara;Sic Bo;Rulet;Ejder Kaplan;Blackjack;Hold'em;Mahjong Taşları;Kart Poker;Wenzhou Pai Gow;Se Die;Fan Tan;Niu Niu;Balık Karides Yengeç;Zha Jin Hua;Mahjong`,
    fish: `Okyanus Kralı;Ejderha Avı;Altın Kurbağa;Deniz Kızı Avcısı;Derin Deniz Serveti;Köpekbalığı Ödülü;Mercan Resifi;Kraken Saldırısı`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;İki Kişilik Mahjong;Blackjack Düellosu;Pai Gow;Sam Gong;Hızlı Tur;Bakara Düellosu`,
    lotteries: `Tayland Piyangosu;Laos Piyangosu;Malezya 4D;Singapur 4D;Mien Bac;Mien Trung;Mien Nam;VN Hızlı 1 dk;
      PK10;SSC 1 dk;Hızlı 3;11x5;Şanslı 28;E-Lott 1 dk;E-Lott 3 dk;E-Lott 5 dk`,
    lobbies: `SBO Spor Bahisleri;IBC Spor Bahisleri;TF E-Spor;IA E-Spor;DS88 Horoz Dövüşü;Hash Crash;Hash Zar;Hash Bakara;Hash Şans;Block Limbo`,
    liveLobby: '{v} Canlı Casino Lobisi',
    fishingHall: '{v} Balık Avı Salonu',
  },
  TY: {
    grammar: { order: 'AN' },
    adjectives: `Gintong;Masuwerteng;Makapangyarihang;Mabangis na;Mahiwagang;Maharlikang;~ng Kapalaran;Kristal na;Jade na;Pilak na;
      Nag-aapoy na;Nagyeyelong;Sinaunang;Nakatagong;Banal na;Walang Hanggang;~ng Kulog;~ng Tala;Pulang-pulang;Esmeraldang;
      Sapirong;Rubing;Kosmikong;Neon na;Masayang;Maanghang na;Matamis na;Nagniningning na;Sumasayaw na;Umuungal na;
      Lihim na;Mahikang;Imperyal na;Malupit na;Kambal na;Dakilang;~ng Buwan;~ng Araw;~ng Karagatan;~ng Disyerto;
      ~ng Gubat;~ng Samurai;~ng Ninja;~ng Pirata;~ng Viking;~ng Paraon;~ng Dragon;~ng Phoenix;~ng Tigre;~ng Panda`,
    nouns: `Dragon;Koi;Templo;Kayamanan;Imperyo;Hiyas;Prutas;Mga Pito;Kasaganaan;Pakikipagsapalaran;
      Alamat;Kaharian;Lotus;Suwerte;Jackpot;Perlas;Lobo;Kalabaw;Agila;Leon;
      Unggoy;Kuneho;Baka;Tandang;Karpa;Kendi;Bonanza;Gold Rush;Reels;Ikot;
      Kahilingan;Pagpapala;Parol;Pista;Palasyo;Mandirigma;Diyosa;Bayani;Minahan;Bulkan;
      Kalawakan;Planeta;Korona;Kasulatan;Barya;Kampana;Diyamante;Buwan;Araw;Bituin;
      Seresa;Kawayan;Samurai;Geisha;Oasis;Safari;Koboy;Sirena;Salamangkero;Kastilyo`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Pag-angat;II;Xtreme;Power Reels`,
    live: `Baccarat;Sic Bo;Roulette;Dragon Tiger;Blackjack;Hold'em;Tiles ng Mahjong;Card Poker;Wenzhou Pai Gow;Se Die;Fan Tan;Niu Niu;Isda Hipon Alimango;Zha Jin Hua;Mahjong`,
    fish: `Hari ng Karagatan;Pangingisda ng Dragon;Gintong Palaka;Mangangaso ng Sirena;Yaman ng Malalim na Dagat;Gantimpala sa Pating;Bahurang Koral;Pagsalakay ng Kraken`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Mahjong ng Dalawa;Tunggalian sa Blackjack;Pai Gow;Sam Gong;Mabilisang Takbo;Tunggalian sa Baccarat`,
    lotteries: `Lotto ng Thailand;Lotto ng Laos;Malaysia 4D;Singapore 4D;Mien Bac;Mien Trung;Mien Nam;VN Mabilis 1 min;
      PK10;SSC 1 min;Mabilis 3;11x5;Suwerte 28;E-Lott 1 min;E-Lott 3 min;E-Lott 5 min`,
    lobbies: `SBO Sportsbook;IBC Sportsbook;TF E-Sports;IA E-Sports;DS88 Sabong;Hash Crash;Hash Dice;Hash Baccarat;Hash Suwerte;Block Limbo`,
    liveLobby: 'Live Casino ng {v}',
    fishingHall: 'Bulwagan ng Pangingisda ng {v}',
  },
  AR: {
    grammar: { order: 'NA', genders: ['m', 'f', 'mp'], article: 'ال' },
    adjectives: `ذهبي|ذهبية|ذهبيون;محظوظ|محظوظة|محظوظون;جبار|جبارة|جبارون;جامح|جامحة|جامحون;غامض|غامضة|غامضون;ملكي|ملكية|ملكيون;~الثروة;بلوري|بلورية|بلوريون;~اليشم;فضي|فضية|فضيون;
      ملتهب|ملتهبة|ملتهبون;متجمد|متجمدة|متجمدون;قديم|قديمة|قدماء;خفي|خفية|خفيون;مقدس|مقدسة|مقدسون;خالد|خالدة|خالدون;~الرعد;~ضوء النجوم;قرمزي|قرمزية|قرمزيون;زمردي|زمردية|زمرديون;
      ~الياقوت الأزرق;~الياقوت الأحمر;كوني|كونية|كونيون;~النيون;سعيد|سعيدة|سعداء;حار|حارة|حارون;حلو|حلوة|حلوون;ساطع|ساطعة|ساطعون;راقص|راقصة|راقصون;هادر|هادرة|هادرون;
      سري|سرية|سريون;سحري|سحرية|سحريون;إمبراطوري|إمبراطورية|إمبراطوريون;متوحش|متوحشة|متوحشون;~التوأم;عظيم|عظيمة|عظماء;قمري|قمرية|قمريون;شمسي|شمسية|شمسيون;~المحيط;~الصحراء;
      ~الأدغال;~الساموراي;~النينجا;~القراصنة;~الفايكنغ;~الفرعون;~التنين;~العنقاء;~النمر;~الباندا`,
    nouns: `تنين:m;كوي:m;معبد:m;كنز:m;إمبراطورية:f;جواهر:f;فواكه:f;سبعات:f;ثروات:f;مغامرة:f;
      أسطورة:f;مملكة:f;لوتس:m;حظ:m;جاكبوت:m;لآلئ:f;ذئب:m;جاموس:m;نسر:m;أسد:m;
      قرد:m;أرنب:m;ثور:m;ديك:m;شبوط:m;حلوى:f;بونانزا:f;=حمى الذهب:f;بكرات:f;دورات:f;
      أمنيات:f;بركات:f;فوانيس:f;مهرجان:m;قصر:m;محاربون/محاربو:mp;إلهة:f;بطل:m;مناجم:f;بركان:m;
      مجرة:f;كوكب:m;تاج:m;مخطوطات:f;عملات:f;أجراس:f;ماسات:f;قمر:m;شمس:f;نجوم:f;
      كرز:m;خيزران:m;ساموراي:m;غيشا:f;واحة:f;سفاري:m;كاوبوي:mp;حورية:f;ساحر:m;قلعة:f`,
    suffixes: `;ديلوكس;ميغاوايز;احتفظ واربح;الصعود;II;إكستريم;باور ريلز`,
    live: `باكارات;سيك بو;روليت;التنين والنمر;بلاك جاك;هولدم;بلاطات ماهجونغ;كارد بوكر;باي غاو ونتشو;سي دي;فان تان;نيو نيو;سمك جمبري سلطعون;تشا جين هوا;ماهجونغ`,
    fish: `ملك المحيط;صيد التنين;الضفدع الذهبي;صائد حوريات البحر;ثروة أعماق البحار;مكافأة القرش;الشعاب المرجانية;هجوم الكراكن`,
    pvp: `تكساس هولدم;نيو نيو;دو دي جو;تشا جين هوا;ماهجونغ ثنائي;مبارزة بلاك جاك;باي غاو;سام غونغ;الجري السريع;مبارزة باكارات`,
    lotteries: `اليانصيب التايلاندي;اليانصيب اللاوسي;ماليزيا 4D;سنغافورة 4D;مين باك;مين ترونغ;مين نام;فيتنام السريع 1 دقيقة;
      PK10;SSC 1 دقيقة;السريع 3;11x5;الحظ 28;E-Lott 1 دقيقة;E-Lott 3 دقائق;E-Lott 5 دقائق`,
    lobbies: `مراهنات SBO الرياضية;مراهنات IBC الرياضية;الرياضات الإلكترونية TF;الرياضات الإلكترونية IA;مصارعة الديوك DS88;هاش كراش;نرد الهاش;باكارات الهاش;هاش الحظ;بلوك ليمبو`,
    liveLobby: 'ردهة الكازينو المباشر {v}',
    fishingHall: 'قاعة الصيد {v}',
  },
  FA: {
    grammar: { order: 'NA' },
    adjectives: `طلایی;خوش‌شانس;قدرتمند;وحشی;رازآلود;سلطنتی;اقبال;بلورین;یشمی;نقره‌ای;
      شعله‌ور;یخ‌زده;باستانی;پنهان;مقدس;جاودان;رعد;ستاره‌نشان;ارغوانی;زمردین;
      لاجوردی;یاقوتی;کیهانی;نئونی;شاد;تند;شیرین;درخشان;رقصان;غران;
      سری;جادویی;امپراتوری;درنده;دوقلو;بزرگ;قمری;خورشیدی;اقیانوس;صحرا;
      جنگل;سامورایی;نینجا;دزدان دریایی;وایکینگ;فرعون;اژدها;ققنوس;ببر;پاندا`,
    nouns: `اژدهای;ماهی کوی;معبد;گنج;امپراتوری;جواهرات;میوه‌های;هفت‌های;ثروت;جست‌وجوی;
      افسانهٔ;قلمرو;نیلوفر;بخت;جک‌پات;مرواریدهای;گرگ;گاومیش;عقاب;شیر;
      میمون;خرگوش;گاو;خروس;کپور;آب‌نبات‌های;بونانزای;تب طلای;قرقره‌های;چرخش‌های;
      آرزوهای;برکت‌های;فانوس‌های;جشنوارهٔ;کاخ;جنگجویان;الههٔ;قهرمان;معادن;آتشفشان;
      کهکشان;سیارهٔ;تاج;طومارهای;سکه‌های;زنگ‌های;الماس‌های;ماه;خورشید;ستارگان;
      گیلاس‌های;نیستان;سامورایی;گیشای;واحهٔ;سافاری;گاوچران‌های;پری دریایی;جادوگر;قلعهٔ`,
    suffixes: `;دلوکس;مگاویز;نگه‌دار و ببر;خیزش;II;اکستریم;پاور ریلز`,
    live: `باکارات;سیک‌بو;رولت;اژدها و ببر;بلک‌جک;هولدم;مهره‌های ماهجونگ;کارت پوکر;پای‌گو ونژو;سه‌دی;فن‌تن;نیو نیو;ماهی میگو خرچنگ;ژا جین هوا;ماهجونگ`,
    fish: `پادشاه اقیانوس;ماهیگیری اژدها;وزغ طلایی;شکارچی پری دریایی;ثروت اعماق دریا;جایزهٔ کوسه;صخرهٔ مرجانی;حملهٔ کراکن`,
    pvp: `تگزاس هولدم;نیو نیو;دو دی ژو;ژا جین هوا;ماهجونگ دونفره;دوئل بلک‌جک;پای‌گو;سام گونگ;دور سریع;دوئل باکارات`,
    lotteries: `لاتاری تایلند;لاتاری لائوس;مالزی 4D;سنگاپور 4D;مین باک;مین ترونگ;مین نام;ویتنام سریع ۱ دقیقه;
      PK10;SSC ۱ دقیقه;سریع ۳;11x5;خوش‌شانس ۲۸;E-Lott ۱ دقیقه;E-Lott ۳ دقیقه;E-Lott ۵ دقیقه`,
    lobbies: `شرط‌بندی ورزشی SBO;شرط‌بندی ورزشی IBC;ورزش‌های الکترونیک TF;ورزش‌های الکترونیک IA;جنگ خروس DS88;هش کرش;تاس هش;باکارات هش;هش خوش‌شانس;بلاک لیمبو`,
    liveLobby: 'لابی کازینوی زنده {v}',
    fishingHall: 'سالن ماهیگیری {v}',
  },
  UR: {
    grammar: { order: 'AN', genders: ['m', 'f', 'mp'], genderFallback: { fp: 'f' } },
    adjectives: `سنہرا|سنہری|سنہرے;خوش قسمت;طاقتور;وحشی;پراسرار;شاہی;قسمت کا|قسمت کی|قسمت کے;کرسٹل;یشب کا|یشب کی|یشب کے;چاندی کا|چاندی کی|چاندی کے;
      دہکتا|دہکتی|دہکتے;منجمد;قدیم;پوشیدہ;مقدس;لازوال;کڑکتا|کڑکتی|کڑکتے;ستاروں بھرا|ستاروں بھری|ستاروں بھرے;قرمزی;زمردی;
      نیلم کا|نیلم کی|نیلم کے;یاقوتی;کائناتی;نیون;خوش;چٹپٹا|چٹپٹی|چٹپٹے;میٹھا|میٹھی|میٹھے;چمکتا|چمکتی|چمکتے;ناچتا|ناچتی|ناچتے;دھاڑتا|دھاڑتی|دھاڑتے;
      خفیہ;جادوئی;شہنشاہی;خونخوار;جڑواں;عظیم;قمری;شمسی;سمندری;صحرائی;
      جنگل کا|جنگل کی|جنگل کے;سامورائی;ننجا;بحری قزاقوں کا|بحری قزاقوں کی|بحری قزاقوں کے;وائکنگ;فرعون کا|فرعون کی|فرعون کے;ڈریگن کا|ڈریگن کی|ڈریگن کے;ققنس کا|ققنس کی|ققنس کے;شیر کا|شیر کی|شیر کے;پانڈا`,
    nouns: `ڈریگن:m;کوئی مچھلی:f;مندر:m;خزانہ:m;سلطنت:f;جواہرات:mp;پھل:mp;ستّے:mp;دولت:f;مہم:f;
      داستان:f;بادشاہت:f;کنول:m;قسمت:f;جیک پاٹ:m;موتی:mp;بھیڑیا:m;بھینسا:m;عقاب:m;ببر شیر:m;
      بندر:m;خرگوش:m;بیل:m;مرغا:m;کارپ مچھلی:f;ٹافیاں:fp;بونانزا:m;سونے کی دوڑ:f;ریلز:fp;اسپنز:mp;
      آرزوئیں:fp;برکتیں:fp;لالٹینیں:fp;میلہ:m;محل:m;جنگجو:mp;دیوی:f;ہیرو:m;کانیں:fp;آتش فشاں:m;
      کہکشاں:f;سیارہ:m;تاج:m;طومار:mp;سکے:mp;گھنٹیاں:fp;ہیرے:mp;چاند:m;سورج:m;ستارے:mp;
      چیری:f;بانس:m;سامورائی:m;گیشا:f;نخلستان:m;سفاری:f;کاؤ بوائز:mp;جل پری:f;جادوگر:m;قلعہ:m`,
    suffixes: `;ڈیلکس;میگا ویز;ہولڈ اینڈ وِن;عروج;II;ایکسٹریم;پاور ریلز`,
    live: `بکارا;سک بو;رولیٹ;ڈریگن ٹائیگر;بلیک جیک;ہولڈم;مہجونگ ٹائلز;کارڈ پوکر;وینژو پائی گاؤ;سے دیے;فین ٹین;نیو نیو;مچھلی جھینگا کیکڑا;ژا جن ہوا;مہجونگ`,
    fish: `سمندر کا بادشاہ;ڈریگن مچھلی شکار;سنہرا مینڈک;جل پری کا شکاری;گہرے سمندر کا خزانہ;شارک کا انعام;مرجانی چٹان;کریکن کا حملہ`,
    pvp: `ٹیکساس ہولڈم;نیو نیو;دو دی ژو;ژا جن ہوا;دو کھلاڑیوں کا مہجونگ;بلیک جیک مقابلہ;پائی گاؤ;سام گونگ;تیز دوڑ;بکارا مقابلہ`,
    lotteries: `تھائی لاٹری;لاؤس لاٹری;ملائیشیا 4D;سنگاپور 4D;میئن باک;میئن ترنگ;میئن نام;ویتنام تیز 1 منٹ;
      PK10;SSC 1 منٹ;تیز 3;11x5;خوش قسمت 28;E-Lott 1 منٹ;E-Lott 3 منٹ;E-Lott 5 منٹ`,
    lobbies: `SBO اسپورٹس بک;IBC اسپورٹس بک;TF ای اسپورٹس;IA ای اسپورٹس;DS88 مرغوں کی لڑائی;ہیش کریش;ہیش ڈائس;ہیش بکارا;ہیش لکی;بلاک لمبو`,
    liveLobby: '{v} لائیو کیسینو لابی',
    fishingHall: '{v} فشنگ ہال',
  },
  'UR-LA': {
    grammar: { order: 'AN', genders: ['m', 'f', 'mp'], genderFallback: { fp: 'f' } },
    adjectives: `Sunehra|Sunehri|Sunehre;Khush Qismat;Taqatwar;Wehshi;Pur-Asrar;Shahi;Qismat ka|Qismat ki|Qismat ke;Crystal;Yashab ka|Yashab ki|Yashab ke;Chandi ka|Chandi ki|Chandi ke;
      Dehakta|Dehakti|Dehakte;Munjamid;Qadeem;Poshida;Muqaddas;Lazawal;Kadakta|Kadakti|Kadakte;Sitaron Bhara|Sitaron Bhari|Sitaron Bhare;Qirmizi;Zumurradi;
      Neelam ka|Neelam ki|Neelam ke;Yaqooti;Kainati;Neon;Khush;Chatpata|Chatpati|Chatpate;Meetha|Meethi|Meethe;Chamakta|Chamakti|Chamakte;Nachta|Nachti|Nachte;Dhaarta|Dhaarti|Dhaarte;
      Khufia;Jadui;Shehanshahi;Khoonkhar;Judwan;Azeem;Qamari;Shamsi;Samandari;Sehrai;
      Jungle ka|Jungle ki|Jungle ke;Samurai;Ninja;Behri Qazzaqon ka|Behri Qazzaqon ki|Behri Qazzaqon ke;Viking;Firaun ka|Firaun ki|Firaun ke;Dragon ka|Dragon ki|Dragon ke;Qaqnus ka|Qaqnus ki|Qaqnus ke;Sher ka|Sher ki|Sher ke;Panda`,
    nouns: `Dragon:m;Koi Machhli:f;Mandir:m;Khazana:m;Saltanat:f;Jawahirat:mp;Phal:mp;Sattay:mp;Daulat:f;Muhim:f;
      Dastaan:f;Badshahat:f;Kanwal:m;Qismat:f;Jackpot:m;Moti:mp;Bheriya:m;Bhainsa:m;Uqaab:m;Babbar Sher:m;
      Bandar:m;Khargosh:m;Bail:m;Murgha:m;Carp Machhli:f;Toffiyan:fp;Bonanza:m;Sonay ki Daud:f;Reels:fp;Spins:mp;
      Arzooein:fp;Barkatein:fp;Laltainein:fp;Mela:m;Mehal:m;Jangju:mp;Devi:f;Hero:m;Kaanein:fp;Aatish Fishan:m;
      Kehkashan:f;Sayyara:m;Taj:m;Tumaar:mp;Sikkay:mp;Ghantiyan:fp;Heeray:mp;Chaand:m;Sooraj:m;Sitaray:mp;
      Cherry:f;Baans:m;Samurai:m;Geisha:f;Nakhlistan:m;Safari:f;Cowboys:mp;Jal Pari:f;Jadugar:m;Qila:m`,
    suffixes: `;Deluxe;Megaways;Hold & Win;Urooj;II;Xtreme;Power Reels`,
    live: `Baccarat;Sic Bo;Roulette;Dragon Tiger;Blackjack;Hold'em;Mahjong Tiles;Card Poker;Wenzhou Pai Gow;Se Die;Fan Tan;Niu Niu;Machhli Jhinga Kekra;Zha Jin Hua;Mahjong`,
    fish: `Samandar ka Badshah;Dragon Machhli Shikar;Sunehra Mendak;Jal Pari ka Shikari;Gehray Samandar ka Khazana;Shark ka Inaam;Marjani Chattan;Kraken ka Hamla`,
    pvp: `Texas Hold'em;Niu Niu;Dou Di Zhu;Zha Jin Hua;Do Khiladiyon ka Mahjong;Blackjack Muqabla;Pai Gow;Sam Gong;Tez Daud;Baccarat Muqabla`,
    lotteries: `Thai Lottery;Laos Lottery;Malaysia 4D;Singapore 4D;Mien Bac;Mien Trung;Mien Nam;Vietnam Tez 1 Minute;
      PK10;SSC 1 Minute;Tez 3;11x5;Khush Qismat 28;E-Lott 1 Minute;E-Lott 3 Minute;E-Lott 5 Minute`,
    lobbies: `SBO Sportsbook;IBC Sportsbook;TF E-Sports;IA E-Sports;DS88 Murghon ki Larai;Hash Crash;Hash Dice;Hash Baccarat;Hash Lucky;Block Limbo`,
    liveLobby: '{v} Live Casino Lobby',
    fishingHall: '{v} Machhli Shikar Hall',
  },
  HI: {
    grammar: { order: 'AN', genders: ['m', 'f', 'mp'], genderFallback: { fp: 'f' } },
    adjectives: `सुनहरा|सुनहरी|सुनहरे;भाग्यशाली;शक्तिशाली;जंगली;रहस्यमय;शाही;क़िस्मत का|क़िस्मत की|क़िस्मत के;क्रिस्टल;जेड;चाँदी का|चाँदी की|चाँदी के;
      धधकता|धधकती|धधकते;बर्फ़ीला|बर्फ़ीली|बर्फ़ीले;प्राचीन;छिपा|छिपी|छिपे;पवित्र;अनंत;गरजता|गरजती|गरजते;तारों भरा|तारों भरी|तारों भरे;सुर्ख़;पन्ने का|पन्ने की|पन्ने के;
      नीलम का|नीलम की|नीलम के;माणिक का|माणिक की|माणिक के;ब्रह्मांडीय;नियॉन;ख़ुशहाल;चटपटा|चटपटी|चटपटे;मीठा|मीठी|मीठे;चमकता|चमकती|चमकते;नाचता|नाचती|नाचते;दहाड़ता|दहाड़ती|दहाड़ते;
      गुप्त;जादुई;सम्राट का|सम्राट की|सम्राट के;ख़ूँख़ार;जुड़वाँ;महान;चंद्र;सूर्य;सागर का|सागर की|सागर के;रेगिस्तानी;
      जंगल का|जंगल की|जंगल के;समुराई;निंजा;समुद्री डाकुओं का|समुद्री डाकुओं की|समुद्री डाकुओं के;वाइकिंग;फ़िरौन का|फ़िरौन की|फ़िरौन के;ड्रैगन का|ड्रैगन की|ड्रैगन के;फ़ीनिक्स का|फ़ीनिक्स की|फ़ीनिक्स के;बाघ का|बाघ की|बाघ के;पांडा`,
    nouns: `ड्रैगन:m;कोई मछली:f;मंदिर:m;ख़ज़ाना:m;साम्राज्य:m;रत्न:mp;फल:mp;सत्ते:mp;दौलत:f;खोज:f;
      दास्तान:f;राज्य:m;कमल:m;क़िस्मत:f;जैकपॉट:m;मोती:mp;भेड़िया:m;भैंसा:m;बाज़:m;शेर:m;
      बंदर:m;खरगोश:m;बैल:m;मुर्ग़ा:m;कार्प मछली:f;टॉफ़ियाँ:fp;बोनांज़ा:m;सोने की दौड़:f;रील्स:fp;स्पिन:mp;
      मुरादें:fp;आशीर्वाद:mp;लालटेनें:fp;उत्सव:m;महल:m;योद्धा:mp;देवी:f;नायक:m;खदानें:fp;ज्वालामुखी:m;
      आकाशगंगा:f;ग्रह:m;मुकुट:m;पांडुलिपियाँ:fp;सिक्के:mp;घंटियाँ:fp;हीरे:mp;चाँद:m;सूरज:m;सितारे:mp;
      चेरी:f;बाँस:m;समुराई:m;गीशा:f;नख़लिस्तान:m;सफ़ारी:f;काउबॉय:mp;जलपरी:f;जादूगर:m;क़िला:m`,
    suffixes: `;डीलक्स;मेगावेज़;होल्ड एंड विन;उदय;II;एक्सट्रीम;पावर रील्स`,
    live: `बैकारेट;सिक बो;रूलेट;ड्रैगन टाइगर;ब्लैकजैक;होल्डम;माहजोंग टाइल्स;कार्ड पोकर;वेनझोउ पाई गो;से डाई;फ़ैन टैन;नियू नियू;मछली झींगा केकड़ा;झा जिन हुआ;माहजोंग`,
    fish: `सागर सम्राट;ड्रैगन मछली शिकार;सुनहरा मेंढक;जलपरी शिकारी;गहरे सागर का ख़ज़ाना;शार्क इनाम;मूंगा चट्टान;क्रैकन का हमला`,
    pvp: `टेक्सस होल्डम;नियू नियू;दौ दी झू;झा जिन हुआ;दो खिलाड़ियों का माहजोंग;ब्लैकजैक मुक़ाबला;पाई गो;साम गोंग;तेज़ दौड़;बैकारेट मुक़ाबला`,
    lotteries: `थाई लॉटरी;लाओ लॉटरी;मलेशिया 4D;सिंगापुर 4D;मिएन बाक;मिएन चुंग;मिएन नाम;वियतनाम फ़ास्ट 1 मिनट;
      PK10;SSC 1 मिनट;फ़ास्ट 3;11x5;लकी 28;ई-लॉट 1 मिनट;ई-लॉट 3 मिनट;ई-लॉट 5 मिनट`,
    lobbies: `SBO स्पोर्ट्सबुक;IBC स्पोर्ट्सबुक;TF ई-स्पोर्ट्स;IA ई-स्पोर्ट्स;DS88 मुर्ग़ों की लड़ाई;हैश क्रैश;हैश पासा;हैश बैकारेट;हैश लकी;ब्लॉक लिम्बो`,
    liveLobby: '{v} लाइव कैसीनो लॉबी',
    fishingHall: '{v} फ़िशिंग हॉल',
  },
  BN: {
    grammar: { order: 'AN' },
    adjectives: `সোনালি;ভাগ্যবান;পরাক্রমশালী;বুনো;রহস্যময়;রাজকীয়;সৌভাগ্যের;স্ফটিকের;জেড পাথরের;রুপালি;
      জ্বলন্ত;হিমায়িত;প্রাচীন;লুকানো;পবিত্র;চিরন্তন;বজ্রের;তারার আলোর;টকটকে লাল;পান্নার;
      নীলকান্তের;চুনির;মহাজাগতিক;নিয়ন;আনন্দময়;ঝাল;মিষ্টি;ঝলমলে;নাচুনে;গর্জনকারী;
      গোপন;জাদুকরী;সম্রাটের;হিংস্র;যমজ;মহান;চাঁদের;সূর্যের;সাগরের;মরুভূমির;
      জঙ্গলের;সামুরাই;নিনজা;জলদস্যুর;ভাইকিং;ফারাওয়ের;ড্রাগনের;ফিনিক্সের;বাঘের;পান্ডার`,
    nouns: `ড্রাগন;কই মাছ;মন্দির;গুপ্তধন;সাম্রাজ্য;রত্ন;ফল;সাত;ঐশ্বর্য;অভিযান;
      কিংবদন্তি;রাজ্য;পদ্ম;ভাগ্য;জ্যাকপট;মুক্তা;নেকড়ে;মহিষ;ঈগল;সিংহ;
      বানর;খরগোশ;ষাঁড়;মোরগ;কার্প মাছ;ক্যান্ডি;বোনানজা;সোনার দৌড়;রিল;স্পিন;
      ইচ্ছা;আশীর্বাদ;লণ্ঠন;উৎসব;প্রাসাদ;যোদ্ধারা;দেবী;বীর;খনি;আগ্নেয়গিরি;
      ছায়াপথ;গ্রহ;মুকুট;পুঁথি;মুদ্রা;ঘণ্টা;হীরা;চাঁদ;সূর্য;তারা;
      চেরি;বাঁশবন;সামুরাই;গেইশা;মরূদ্যান;সাফারি;কাউবয়;মৎস্যকন্যা;জাদুকর;দুর্গ`,
    suffixes: `;ডিলাক্স;মেগাওয়েজ;হোল্ড অ্যান্ড উইন;উত্থান;II;এক্সট্রিম;পাওয়ার রিলস`,
    live: `ব্যাকারা;সিক বো;রুলেট;ড্রাগন টাইগার;ব্ল্যাকজ্যাক;হোল্ডেম;মাহজং টাইলস;কার্ড পোকার;ওয়েনঝৌ পাই গাও;সে দিয়ে;ফ্যান ট্যান;নিউ নিউ;মাছ চিংড়ি কাঁকড়া;ঝা জিন হুয়া;মাহজং`,
    fish: `সাগরের রাজা;ড্রাগন মাছ শিকার;সোনালি ব্যাঙ;মৎস্যকন্যা শিকারি;গভীর সাগরের ঐশ্বর্য;হাঙরের পুরস্কার;প্রবাল প্রাচীর;ক্র্যাকেনের আক্রমণ`,
    pvp: `টেক্সাস হোল্ডেম;নিউ নিউ;দৌ দি ঝু;ঝা জিন হুয়া;দুজনের মাহজং;ব্ল্যাকজ্যাক দ্বৈরথ;পাই গাও;সাম গং;দ্রুত দৌড়;ব্যাকারা দ্বৈরথ`,
    lotteries: `থাই লটারি;লাও লটারি;মালয়েশিয়া 4D;সিঙ্গাপুর 4D;মিয়েন বাক;মিয়েন চুং;মিয়েন নাম;ভিয়েতনাম দ্রুত ১ মিনিট;
      PK10;SSC ১ মিনিট;দ্রুত ৩;11x5;লাকি ২৮;ই-লট ১ মিনিট;ই-লট ৩ মিনিট;ই-লট ৫ মিনিট`,
    lobbies: `SBO স্পোর্টসবুক;IBC স্পোর্টসবুক;TF ই-স্পোর্টস;IA ই-স্পোর্টস;DS88 মোরগ লড়াই;হ্যাশ ক্র্যাশ;হ্যাশ ডাইস;হ্যাশ ব্যাকারা;হ্যাশ লাকি;ব্লক লিম্বো`,
    liveLobby: '{v} লাইভ ক্যাসিনো লবি',
    fishingHall: '{v} ফিশিং হল',
  },
  NE: {
    grammar: { order: 'AN' },
    adjectives: `सुनौलो;भाग्यशाली;शक्तिशाली;जङ्गली;रहस्यमय;शाही;सौभाग्यको;स्फटिकको;जेडको;चाँदीको;
      दन्किँदो;जमेको;प्राचीन;लुकेको;पवित्र;अनन्त;चट्याङको;तारामय;गाढा रातो;पन्नाको;
      नीलमको;माणिकको;ब्रह्माण्डीय;नियोन;खुसी;पिरो;मीठो;चम्किलो;नाच्दो;गर्जने;
      गोप्य;जादुई;सम्राटको;क्रूर;जुम्ल्याहा;महान्;चन्द्र;सौर;सागरको;मरुभूमिको;
      जङ्गलको;सामुराई;निन्जा;समुद्री डाकुको;भाइकिङ;फारोको;ड्रागनको;फिनिक्सको;बाघको;पाण्डाको`,
    nouns: `ड्रागन;कोई माछा;मन्दिर;खजाना;साम्राज्य;रत्नहरू;फलफूल;सातहरू;धनसम्पत्ति;खोज;
      किंवदन्ती;राज्य;कमल;भाग्य;ज्याकपट;मोतीहरू;ब्वाँसो;भैंसी;चील;सिंह;
      बाँदर;खरायो;गोरु;भाले;कार्प माछा;मिठाई;बोनान्जा;सुनको दौड;रिलहरू;स्पिनहरू;
      इच्छाहरू;आशीर्वाद;लालटिनहरू;चाड;दरबार;योद्धाहरू;देवी;नायक;खानीहरू;ज्वालामुखी;
      आकाशगंगा;ग्रह;मुकुट;पाण्डुलिपिहरू;सिक्काहरू;घण्टीहरू;हीराहरू;चन्द्रमा;सूर्य;ताराहरू;
      चेरी;बाँस;सामुराई;गेइशा;मरुद्यान;सफारी;काउब्वाइहरू;जलपरी;जादूगर;किल्ला`,
    suffixes: `;डिलक्स;मेगावेज;होल्ड एन्ड विन;उदय;II;एक्स्ट्रिम;पावर रिल्स`,
    live: `ब्याकारट;सिक बो;रुलेट;ड्रागन टाइगर;ब्ल्याकज्याक;होल्डम;महजोङ टाइल्स;कार्ड पोकर;वेन्झाउ पाई गाउ;से डाइ;फ्यान टान;निउ निउ;माछा झिँगा गंगटा;झा जिन हुवा;महजोङ`,
    fish: `सागरको राजा;ड्रागन माछा शिकार;सुनौलो भ्यागुतो;जलपरी शिकारी;गहिरो समुद्रको खजाना;सार्कको इनाम;कोरल चट्टान;क्र्याकेनको आक्रमण`,
    pvp: `टेक्सास होल्डम;निउ निउ;दोउ दी झु;झा जिन हुवा;दुई जनाको महजोङ;ब्ल्याकज्याक द्वन्द्व;पाई गाउ;साम गोङ;छिटो दौड;ब्याकारट द्वन्द्व`,
    lotteries: `थाई लटरी;लाओ लटरी;मलेसिया 4D;सिंगापुर 4D;मिएन बाक;मिएन चुङ;मिएन नाम;भियतनाम छिटो १ मिनेट;
      PK10;SSC १ मिनेट;छिटो ३;11x5;लक्की २८;ई-लट १ मिनेट;ई-लट ३ मिनेट;ई-लट ५ मिनेट`,
    lobbies: `SBO खेलकुद;IBC खेलकुद;TF ई-स्पोर्ट्स;IA ई-स्पोर्ट्स;DS88 कुखुरा लडाइँ;ह्यास क्र्यास;ह्यास पासा;ह्यास ब्याकारट;ह्यास लक्की;ब्लक लिम्बो`,
    liveLobby: '{v} लाइभ क्यासिनो लबी',
    fishingHall: '{v} फिसिङ हल',
  },
  TA: {
    grammar: { order: 'AN' },
    adjectives: `தங்க;அதிர்ஷ்ட;வலிமைமிக்க;காட்டு;மர்ம;அரச;செல்வ;படிக;பச்சைக்கல்;வெள்ளி;
      எரியும்;உறைந்த;பழங்கால;மறைந்த;புனித;நித்திய;இடி;நட்சத்திர ஒளி;செந்நிற;மரகத;
      நீலக்கல்;மாணிக்க;பிரபஞ்ச;நியான்;மகிழ்ச்சியான;காரமான;இனிய;ஒளிரும்;நடனமாடும்;கர்ஜிக்கும்;
      ரகசிய;மாய;ஏகாதிபத்திய;கொடூர;இரட்டை;மாபெரும்;சந்திர;சூரிய;கடல்;பாலைவன;
      அடர்வன;சாமுராய்;நிஞ்சா;கடற்கொள்ளையர்;வைக்கிங்;பாரோ;டிராகன்;பீனிக்ஸ்;புலி;பாண்டா`,
    nouns: `டிராகன்;கோய் மீன்;கோயில்;புதையல்;பேரரசு;ரத்தினங்கள்;பழங்கள்;ஏழுகள்;செல்வம்;தேடல்;
      புராணம்;ராஜ்ஜியம்;தாமரை;அதிர்ஷ்டம்;ஜாக்பாட்;முத்துக்கள்;ஓநாய்;எருமை;கழுகு;சிங்கம்;
      குரங்கு;முயல்;காளை;சேவல்;கெண்டை மீன்;மிட்டாய்;பொனான்சா;தங்க வேட்டை;ரீல்கள்;சுழற்சிகள்;
      விருப்பங்கள்;ஆசீர்வாதங்கள்;விளக்குகள்;திருவிழா;அரண்மனை;போர்வீரர்கள்;தேவி;வீரன்;சுரங்கங்கள்;எரிமலை;
      விண்மீன் மண்டலம்;கிரகம்;கிரீடம்;சுவடிகள்;நாணயங்கள்;மணிகள்;வைரங்கள்;நிலா;சூரியன்;நட்சத்திரங்கள்;
      செர்ரி;மூங்கில்;சாமுராய்;கெய்ஷா;பாலைவனச் சோலை;சஃபாரி;கௌபாய்கள்;கடற்கன்னி;மந்திரவாதி;கோட்டை`,
    suffixes: `;டீலக்ஸ்;மெகாவேஸ்;ஹோல்ட் அண்ட் வின்;எழுச்சி;II;எக்ஸ்ட்ரீம்;பவர் ரீல்ஸ்`,
    live: `பக்காரா;சிக் போ;ரூலெட்;டிராகன் டைகர்;பிளாக்ஜாக்;ஹோல்டெம்;மாஜோங் ஓடுகள்;கார்டு போக்கர்;வென்சோ பை கோ;செ டை;ஃபேன் டேன்;நியு நியு;மீன் இறால் நண்டு;ஜா ஜின் ஹுவா;மாஜோங்`,
    fish: `கடல் அரசன்;டிராகன் மீன்பிடி;தங்கத் தேரை;கடற்கன்னி வேட்டைக்காரன்;ஆழ்கடல் செல்வம்;சுறா வெகுமதி;பவளப்பாறை;கிராக்கன் தாக்குதல்`,
    pvp: `டெக்சாஸ் ஹோல்டெம்;நியு நியு;டௌ டி ஜு;ஜா ஜின் ஹுவா;இருவர் மாஜோங்;பிளாக்ஜாக் சண்டை;பை கோ;சாம் கோங்;வேக ஓட்டம்;பக்காரா சண்டை`,
    lotteries: `தாய்லாந்து லாட்டரி;லாவோஸ் லாட்டரி;மலேசியா 4D;சிங்கப்பூர் 4D;மியென் பாக்;மியென் சுங்;மியென் நாம்;வியட்நாம் வேக 1 நிமிடம்;
      PK10;SSC 1 நிமிடம்;வேக 3;11x5;லக்கி 28;இ-லாட் 1 நிமிடம்;இ-லாட் 3 நிமிடம்;இ-லாட் 5 நிமிடம்`,
    lobbies: `SBO ஸ்போர்ட்ஸ்புக்;IBC ஸ்போர்ட்ஸ்புக்;TF மின்விளையாட்டு;IA மின்விளையாட்டு;DS88 சேவல் சண்டை;ஹாஷ் கிராஷ்;ஹாஷ் பகடை;ஹாஷ் பக்காரா;ஹாஷ் லக்கி;பிளாக் லிம்போ`,
    liveLobby: '{v} நேரடி கேசினோ லாபி',
    fishingHall: '{v} மீன்பிடி அரங்கம்',
  },
  MY: {
    grammar: { order: 'AN' },
    adjectives: `ရွှေ;ကံကောင်းသော;အင်အားကြီးသော;ရိုင်းစိုင်းသော;ဆန်းကြယ်သော;တော်ဝင်;ကံကြမ္မာ;သလင်း;ကျောက်စိမ်း;ငွေ;
      တောက်လောင်သော;ရေခဲ;ရှေးဟောင်း;ဝှက်ထားသော;မြင့်မြတ်သော;ထာဝရ;မိုးကြိုး;ကြယ်အလင်း;နီရဲသော;မြ;
      နီလာ;ပတ္တမြား;စကြဝဠာ;နီယွန်;ပျော်ရွှင်သော;စပ်သော;ချိုမြိန်သော;တောက်ပသော;ကခုန်သော;ဟိန်းဟောက်သော;
      လျှို့ဝှက်;မှော်;ဧကရာဇ်;ကြမ်းကြုတ်သော;အမွှာ;ကြီးမြတ်သော;လ;နေ;သမုဒ္ဒရာ;သဲကန္တာရ;
      တောနက်;ဆာမူရိုင်း;နင်ဂျာ;ပင်လယ်ဓားပြ;ဗိုက်ကင်း;ဖာရော;နဂါး;ဖီးနစ်;ကျား;ပန်ဒါ`,
    nouns: `နဂါး;ကိုင်ငါး;ဘုရားကျောင်း;ရတနာ;အင်ပါယာ;ကျောက်မျက်များ;သစ်သီးများ;ခုနစ်များ;စည်းစိမ်;စွန့်စားခန်း;
      ဒဏ္ဍာရီ;နိုင်ငံတော်;ကြာပန်း;ကံတရား;ဂျက်ပေါ့;ပုလဲများ;ဝံပုလွေ;ကျွဲ;လင်းယုန်;ခြင်္သေ့;
      မျောက်;ယုန်;နွား;ကြက်ဖ;ငါးကြင်း;သကြားလုံး;ဘိုနန်ဇာ;ရွှေတူးပွဲ;ရီးလ်များ;လှည့်ခြင်းများ;
      ဆုတောင်းများ;ကောင်းချီးများ;မီးအိမ်များ;ပွဲတော်;နန်းတော်;စစ်သူရဲများ;နတ်သမီး;သူရဲကောင်း;မိုင်းတွင်းများ;မီးတောင်;
      ဂလက်ဆီ;ဂြိုဟ်;သရဖူ;ပေစာများ;ဒင်္ဂါးများ;ခေါင်းလောင်းများ;စိန်များ;လမင်း;နေမင်း;ကြယ်များ;
      ချယ်ရီ;ဝါးတော;ဆာမူရိုင်း;ဂေရှာ;အိုအေစစ်;ဆာဖာရီ;နွားကျောင်းသားများ;ရေသူမ;မှော်ဆရာ;ရဲတိုက်`,
    suffixes: `;ဒီလက်ဇ်;မီဂါဝေး;ဟိုးလ်ဒ် အန်း ဝင်;မြင့်တက်ခြင်း;II;အိတ်စထရင်း;ပါဝါ ရီးလ်`,
    live: `ဘာကာရာ;စစ်ဘို;ရူးလက်;နဂါး ကျား;ဘလက်ဂျက်;ဟိုးလ်ဒမ်;မာကျောင်း အတုံး;ကတ် ပိုကာ;ဝမ်ကျိုး ပိုင်ဂေါ;ဆယ်ဒီ;ဖန်တန်;နျူးနျူး;ငါး ပုစွန် ဂဏန်း;ကျာကျင်ဟွာ;မာကျောင်း`,
    fish: `သမုဒ္ဒရာဘုရင်;နဂါးငါးဖမ်း;ရွှေဖား;ရေသူမ မုဆိုး;ပင်လယ်နက်ရတနာ;ငါးမန်းဆုငွေ;သန္တာကျောက်တန်း;ခရာကင် တိုက်ခိုက်မှု`,
    pvp: `တက္ကဆက် ဟိုးလ်ဒမ်;နျူးနျူး;ဒိုဒီကျူ;ကျာကျင်ဟွာ;နှစ်ယောက် မာကျောင်း;ဘလက်ဂျက် ပြိုင်ပွဲ;ပိုင်ဂေါ;ဆမ်ဂေါင်;အမြန်ပြေး;ဘာကာရာ ပြိုင်ပွဲ`,
    lotteries: `ထိုင်း ထီ;လာအို ထီ;မလေးရှား 4D;စင်ကာပူ 4D;မီယန်ဘတ်;မီယန်ချုံ;မီယန်နမ်;ဗီယက်နမ် အမြန် ၁ မိနစ်;
      PK10;SSC ၁ မိနစ်;အမြန် ၃;11x5;ကံကောင်း ၂၈;E-Lott ၁ မိနစ်;E-Lott ၃ မိနစ်;E-Lott ၅ မိနစ်`,
    lobbies: `SBO အားကစား;IBC အားကစား;TF အီးစပို့;IA အီးစပို့;DS88 ကြက်တိုက်;ဟက်ရှ် ကရက်ရှ်;ဟက်ရှ် အန်စာတုံး;ဟက်ရှ် ဘာကာရာ;ဟက်ရှ် ကံကောင်း;ဘလော့ လင်ဘို`,
    liveLobby: '{v} တိုက်ရိုက် ကာစီနို ခန်းမ',
    fishingHall: '{v} ငါးဖမ်း ခန်းမ',
  },
  KM: {
    grammar: { order: 'NA', gap: '' },
    adjectives: `មាស;សំណាង;ខ្លាំងពូកែ;ព្រៃ;អាថ៌កំបាំង;រាជវង្ស;ទ្រព្យ;គ្រីស្តាល់;ត្បូងជេដ;ប្រាក់;
      ឆេះសន្ធោសន្ធៅ;កក;បុរាណ;លាក់កំបាំង;ពិសិដ្ឋ;អមតៈ;ផ្គរលាន់;ពន្លឺផ្កាយ;ក្រហមឆ្អៅ;មរកត;
      ត្បូងកណ្ដៀង;ត្បូងទទឹម;សកលលោក;នីអុង;រីករាយ;ហឹរ;ផ្អែម;ភ្លឺចែងចាំង;រាំ;គ្រហឹម;
      សម្ងាត់;វេទមន្ត;អធិរាជ;សាហាវ;ភ្លោះ;ដ៏អស្ចារ្យ;ព្រះចន្ទ;ព្រះអាទិត្យ;មហាសមុទ្រ;វាលខ្សាច់;
      ព្រៃជ្រៅ;សាមូរ៉ៃ;និនចា;ចោរសមុទ្រ;វីគីង;ផារ៉ោន;នាគ;ហង្ស;ខ្លា;ផេនដា`,
    nouns: `នាគ;ត្រីកូយ;ប្រាសាទ;កំណប់;ចក្រភព;ត្បូង;ផ្លែឈើ;លេខប្រាំពីរ;ទ្រព្យសម្បត្តិ;បេសកកម្ម;
      រឿងព្រេង;នគរ;ផ្កាឈូក;សំណាងល្អ;ជេកផត;គុជ;ចចក;ក្របី;ឥន្ទ្រី;សិង្ហ;
      ស្វា;ទន្សាយ;គោ;មាន់ឈ្មោល;ត្រីគល់រាំង;ស្ករគ្រាប់;បូណានហ្សា;គ្រុនមាស;រង្វិល;ការបង្វិល;
      បំណងប្រាថ្នា;ពរជ័យ;គោម;ពិធីបុណ្យ;វាំង;អ្នកចម្បាំង;ទេពធីតា;វីរបុរស;អណ្ដូងរ៉ែ;ភ្នំភ្លើង;
      កាឡាក់ស៊ី;ភព;មកុដ;សាស្ត្រាស្លឹករឹត;កាក់;កណ្ដឹង;ពេជ្រ;ព្រះច័ន្ទ;ព្រះសុរិយា;ផ្កាយ;
      ឆឺរី;ឫស្សី;សាមូរ៉ៃ;ហ្គេសា;អូអាស៊ីស;សាហ្វារី;អ្នកគង្វាលគោ;នាងមច្ឆា;គ្រូមន្តអាគម;បន្ទាយ`,
    suffixes: `;ដេលុច;Megaways;ហូល & វីន;ការងើបឡើង;II;អ៊ិចស្ទ្រីម;Power Reels`,
    live: `បាការ៉ាត់;ស៊ីកបូ;រ៉ូឡែត;នាគខ្លា;ប្លាកជែក;ហូលដិម;ក្បឿងម៉ាចុង;កាតប៉ូកឺ;ប៉ៃកៅវិនចូវ;សេឌី;ហ្វានតាន;ញូញូ;ខ្លាឃ្លោក;ចាជីនហ័រ;ម៉ាចុង`,
    fish: `ស្ដេចមហាសមុទ្រ;នេសាទនាគ;កង្កែបមាស;អ្នកប្រមាញ់នាងមច្ឆា;ទ្រព្យសមុទ្រជ្រៅ;រង្វាន់ត្រីឆ្លាម;ថ្មផ្កាថ្ម;ការវាយប្រហាររបស់ក្រាកិន`,
    pvp: `តិចសាស់ហូលដិម;ញូញូ;ដូឌីជូ;ចាជីនហ័រ;ម៉ាចុងពីរនាក់;ការប្រកួតប្លាកជែក;ប៉ៃកៅ;សាមហ្គុង;រត់លឿន;ការប្រកួតបាការ៉ាត់`,
    lotteries: `ឆ្នោតថៃ;ឆ្នោតឡាវ;ម៉ាឡេស៊ី 4D;សិង្ហបុរី 4D;មៀនបាក់;មៀនជុង;មៀនណាម;វៀតណាមរហ័ស ១ នាទី;
      PK10;SSC ១ នាទី;រហ័ស ៣;11x5;សំណាង ២៨;E-Lott ១ នាទី;E-Lott ៣ នាទី;E-Lott ៥ នាទី`,
    lobbies: `កីឡា SBO;កីឡា IBC;អ៊ីស្ប៉ត TF;អ៊ីស្ប៉ត IA;ជល់មាន់ DS88;ហាសក្រាស;គ្រាប់ឡុកឡាក់ហាស;បាការ៉ាត់ហាស;ហាសសំណាង;ប្លុកលីមបូ`,
    liveLobby: 'សាលកាស៊ីណូផ្សាយផ្ទាល់ {v}',
    fishingHall: 'សាលបាញ់ត្រី {v}',
  },
  LO: {
    grammar: { order: 'NA', gap: '' },
    adjectives: `ຄຳ;ນຳໂຊກ;ຊົງພະລັງ;ປ່າ;ລຶກລັບ;ຫຼວງ;ມັ່ງມີ;ແກ້ວ;ຫຍົກ;ເງິນ;
      ລຸກໄໝ້;ນ້ຳກ້ອນ;ບູຮານ;ເຊື່ອງລັບ;ສັກສິດ;ນິລັນດອນ;ຟ້າຜ່າ;ແສງດາວ;ແດງເຂັ້ມ;ມໍລະກົດ;
      ນິນ;ທັບທິມ;ຈັກກະວານ;ນີອອນ;ມ່ວນຊື່ນ;ແຊບ;ຫວານ;ເຫຼື້ອມໃສ;ຟ້ອນລຳ;ຄຳລາມ;
      ລັບ;ວິເສດ;ຈັກກະພັດ;ດຸຮ້າຍ;ຄູ່ແຝດ;ຍິ່ງໃຫຍ່;ຈັນທາ;ສຸລິຍະ;ມະຫາສະໝຸດ;ທະເລຊາຍ;
      ດົງດິບ;ຊາມູໄຣ;ນິນຈາ;ໂຈນສະລັດ;ໄວກິ້ງ;ຟາໂຣ;ມັງກອນ;ຫົງ;ເສືອ;ແພນດ້າ`,
    nouns: `ມັງກອນ;ປາໂຄອິ;ວິຫານ;ຊັບສົມບັດ;ອານາຈັກ;ແກ້ວປະເສີດ;ໝາກໄມ້;ເລກເຈັດ;ຄວາມຮັ່ງມີ;ການຜະຈົນໄພ;
      ຕຳນານ;ລາຊະອານາຈັກ;ດອກບົວ;ໂຊກລາບ;ແຈັກພອດ;ໄຂ່ມຸກ;ໝາປ່າ;ຄວາຍປ່າ;ນົກອິນຊີ;ສິງໂຕ;
      ລີງ;ກະຕ່າຍ;ງົວ;ໄກ່ຜູ້;ປາໄນ;ເຂົ້າໜົມອົມ;ໂບນັນຊ່າ;ຕື່ນທອງ;ວົງລໍ້;ການໝຸນ;
      ຄຳອະທິຖານ;ພອນ;ໂຄມໄຟ;ງານບຸນ;ພະລາຊະວັງ;ນັກຮົບ;ເທບທິດາ;ວິລະບຸລຸດ;ບໍ່ແຮ່;ພູເຂົາໄຟ;
      ກາແລັກຊີ;ດາວເຄາະ;ມົງກຸດ;ຄຳພີ;ຫຼຽນ;ລະຄັງ;ເພັດ;ດວງເດືອນ;ຕາເວັນ;ດວງດາວ;
      ເຊີຣີ;ໄມ້ໄຜ່;ຊາມູໄຣ;ເກອິຊາ;ໂອເອຊິສ;ຊາຟາຣີ;ຄາວບອຍ;ນາງເງືອກ;ພໍ່ມົດ;ປາສາດ`,
    suffixes: `;ດີລັກ;Megaways;ໂຮນແອນວິນ;ຜງາດ;II;ເອັກສ໌ຕຣີມ;Power Reels`,
    live: `ບາຄາຣ່າ;ໄຮໂລ;ຣູເລັດ;ເສືອມັງກອນ;ແບລັກແຈັກ;ໂຮນເດັມ;ໄພ່ມາຈົງ;ໂປກເກີໄພ່;ໄປເກົ້າເວີນໂຈ;ເຊດີ;ຖົ່ວໂປ;ນິວນິວ;ນ້ຳເຕົ້າປູປາ;ຈ່າຈິນຮວາ;ມາຈົງ`,
    fish: `ລາຊາມະຫາສະໝຸດ;ຍິງປາມັງກອນ;ຄັນຄາກຄຳ;ນາຍພານນາງເງືອກ;ຊັບສົມບັດໃຕ້ທະເລເລິກ;ລາງວັນປາສະຫຼາມ;ແນວປະກາລັງ;ຄຣາເຄນບຸກ`,
    pvp: `ເທັກຊັສໂຮນເດັມ;ນິວນິວ;ໂຕ່ວຕີ້ຈູ່;ຈ່າຈິນຮວາ;ມາຈົງສອງຄົນ;ດວນແບລັກແຈັກ;ໄປເກົ້າ;ສາມກອງ;ແລ່ນໄວ;ດວນບາຄາຣ່າ`,
    lotteries: `ຫວຍໄທ;ຫວຍລາວ;ມາເລເຊຍ 4D;ສິງກະໂປ 4D;ຫວຍຮ່າໂນ້ຍ;ຫວຍຫວຽດນາມກາງ;ຫວຍຫວຽດນາມໃຕ້;ຫວຽດນາມດ່ວນ 1 ນາທີ;
      PK10;SSC 1 ນາທີ;ດ່ວນ 3;11x5;ນຳໂຊກ 28;E-Lott 1 ນາທີ;E-Lott 3 ນາທີ;E-Lott 5 ນາທີ`,
    lobbies: `ກິລາ SBO;ກິລາ IBC;ອີສະປອດ TF;ອີສະປອດ IA;ຕີໄກ່ DS88;ແຮຊແຄຣຊ;ລູກເຕົ໋າແຮຊ;ບາຄາຣ່າແຮຊ;ແຮຊນຳໂຊກ;ບລັອກລິມໂບ`,
    liveLobby: 'ລັອບບີ້ຄາສິໂນສົດ {v}',
    fishingHall: 'ຫ້ອງຍິງປາ {v}',
  },
  KK: {
    grammar: { order: 'AN', complement: 'AN', sentenceCase: true },
    adjectives: `Алтын;Бақытты;Құдіретті;Жабайы;Жұмбақ;Патшалық;~Байлық;Хрусталь;Нефрит;Күміс;
      Жалындаған;Мұздаған;Ежелгі;Жасырын;Қасиетті;Мәңгі;~Найзағай;~Жұлдыз;Қызыл;Зүмірет;
      Сапфир;Лағыл;Ғарыштық;Неон;Шат;Ащы;Тәтті;Жарқыраған;Билеген;Ақырған;
      Құпия;Сиқырлы;Императорлық;Қатал;Егіз;Ұлы;~Ай;~Күн;~Мұхит;~Шөл;
      ~Джунгли;~Самурай;~Ниндзя;~Қарақшы;~Викинг;~Перғауын;~Айдаһар;~Феникс;~Жолбарыс;~Панда`,
    nouns: `Айдаһар/айдаһары;Кои балығы/кои балығы;Ғибадатхана/ғибадатханасы;Қазына/қазынасы;Империя/империясы;Асыл тастар/асыл тастары;Жемістер/жемістері;Жетілер/жетілері;Байлық/байлығы;Сапар/сапары;
      Аңыз/аңызы;Патшалық/патшалығы;Лотос/лотосы;Бақ/бағы;Джекпот/джекпоты;Інжулер/інжулері;Қасқыр/қасқыры;Бизон/бизоны;Бүркіт/бүркіті;Арыстан/арыстаны;
      Маймыл/маймылы;Қоян/қояны;Өгіз/өгізі;Әтеш/әтеші;Тұқы/тұқысы;Кәмпиттер/кәмпиттері;Олжа/олжасы;Алтын дүрмегі/алтын дүрмегі;Барабандар/барабандары;Айналымдар/айналымдары;
      Тілектер/тілектері;Баталар/баталары;Шамдар/шамдары;Мереке/мерекесі;Сарай/сарайы;Батырлар/батырлары;Тәңірбике/тәңірбикесі;Батыр/батыры;Кеніштер/кеніштері;Жанартау/жанартауы;
      Галактика/галактикасы;Ғаламшар/ғаламшары;Тәж/тәжі;Шиыршықтар/шиыршықтары;Тиындар/тиындары;Қоңыраулар/қоңыраулары;Гауһарлар/гауһарлары;Толған ай/толған айы;Күн/күні;Жұлдыздар/жұлдыздары;
      Шие/шиесі;Бамбук/бамбугі;Самурай/самурайы;Гейша/гейшасы;Оазис/оазисі;Сафари/сафарийі;Ковбойлар/ковбойлары;Су перісі/су перісі;Сиқыршы/сиқыршысы;Қамал/қамалы`,
    suffixes: `;Делюкс;Megaways;Hold & Win;Өрлеу;II;Экстрим;Power Reels`,
    live: `Баккара;Сик-бо;Рулетка;Айдаһар мен жолбарыс;Блэкджек;Холдем;Маджонг тастары;Карта покері;Вэньчжоу пай-гоу;Се-ди;Фан-тан;Ниу-ниу;Балық, асшаян, шаян;Чжа цзинь хуа;Маджонг`,
    fish: `Мұхит патшасы;Айдаһар аулау;Алтын бақа;Су перісінің аңшысы;Терең теңіз байлығы;Акула сыйлығы;Маржан рифі;Кракен шабуылы`,
    pvp: `Техас холдем;Ниу-ниу;Доу ди чжу;Чжа цзинь хуа;Екі адамдық маджонг;Блэкджек жекпе-жегі;Пай-гоу;Сам-гонг;Жылдам жүгіріс;Баккара жекпе-жегі`,
    lotteries: `Тай лотереясы;Лаос лотереясы;Малайзия 4D;Сингапур 4D;Мьен Бак;Мьен Чунг;Мьен Нам;Вьетнам жедел 1 мин;
      PK10;SSC 1 мин;Жылдам 3;11x5;Бақытты 28;E-Lott 1 мин;E-Lott 3 мин;E-Lott 5 мин`,
    lobbies: `SBO спорттық ставкалар;IBC спорттық ставкалар;TF киберспорт;IA киберспорт;DS88 әтеш төбелесі;Хэш-краш;Хэш сүйектер;Хэш баккара;Хэш бақыт;Блок-лимбо`,
    liveLobby: '{v} тікелей казино лоббиі',
    fishingHall: '{v} балық аулау залы',
  },
  UZ: {
    grammar: { order: 'AN', complement: 'AN', sentenceCase: true },
    adjectives: `Oltin;Omadli;Qudratli;Yovvoyi;Sirli;Shohona;~Boylik;Billur;Nefrit;Kumush;
      Alangali;Muzlagan;Qadimiy;Yashirin;Muqaddas;Abadiy;~Momaqaldiroq;~Yulduz nuri;Qip-qizil;Zumrad;
      Zangori yoqut;Laʼl;Kosmik;Neon;Quvnoq;Achchiq;Shirin;Yarqiroq;Raqsdagi;Boʻkirgan;
      Maxfiy;Sehrli;Imperatorlik;Yirtqich;Egizak;Buyuk;~Oy;~Quyosh;~Okean;~Choʻl;
      ~Changalzor;~Samuray;~Ninja;~Qaroqchi;~Viking;~Firʼavn;~Ajdaho;~Feniks;~Yoʻlbars;~Panda`,
    nouns: `Ajdaho/ajdahosi;Koi baligʻi/koi baligʻi;Ibodatxona/ibodatxonasi;Xazina/xazinasi;Imperiya/imperiyasi;Javohirlar/javohirlari;Mevalar/mevalari;Yettiliklar/yettiliklari;Boylik/boyligi;Sarguzasht/sarguzashti;
      Afsona/afsonasi;Qirollik/qirolligi;Nilufar/nilufari;Omad/omadi;Jekpot/jekpoti;Marvaridlar/marvaridlari;Boʻri/boʻrisi;Bizon/bizoni;Burgut/burguti;Sher/sheri;
      Maymun/maymuni;Quyon/quyoni;Hoʻkiz/hoʻkizi;Xoʻroz/xoʻrozi;Karp/karpi;Konfetlar/konfetlari;Boylik koni/boylik koni;Oltin isitmasi/oltin isitmasi;Barabanlar/barabanlari;Aylanishlar/aylanishlari;
      Istaklar/istaklari;Duolar/duolari;Fonuslar/fonuslari;Bayram/bayrami;Saroy/saroyi;Jangchilar/jangchilari;Maʼbuda/maʼbudasi;Qahramon/qahramoni;Konlar/konlari;Vulqon/vulqoni;
      Galaktika/galaktikasi;Sayyora/sayyorasi;Toj/toji;Oʻramlar/oʻramlari;Tangalar/tangalari;Qoʻngʻiroqlar/qoʻngʻiroqlari;Olmoslar/olmoslari;Toʻlin oy/toʻlin oyi;Quyosh/quyoshi;Yulduzlar/yulduzlari;
      Gilos/gilosi;Bambuk/bambugi;Samuray/samurayi;Geysha/geyshasi;Voha/vohasi;Safari/safarisi;Kovboylar/kovboylari;Suv parisi/suv parisi;Sehrgar/sehrgari;Qalʼa/qalʼasi`,
    suffixes: `;Delyuks;Megaways;Hold & Win;Yuksalish;II;Ekstrim;Power Reels`,
    live: `Bakkara;Sik-bo;Ruletka;Ajdaho va yoʻlbars;Blekjek;Holdem;Majong toshlari;Karta poker;Venchjou pay-gou;Se-di;Fan-tan;Niu-niu;Baliq, krevetka, qisqichbaqa;Chja szin xua;Majong`,
    fish: `Okean qiroli;Ajdaho ovi;Oltin qurbaqa;Suv parisi ovchisi;Chuqur dengiz boyligi;Akula mukofoti;Marjon rifi;Kraken hujumi`,
    pvp: `Texas holdem;Niu-niu;Dou di chju;Chja szin xua;Ikki kishilik majong;Blekjek dueli;Pay-gou;Sam-gong;Tez yugurish;Bakkara dueli`,
    lotteries: `Tailand lotereyasi;Laos lotereyasi;Malayziya 4D;Singapur 4D;Mien Bak;Mien Chung;Mien Nam;Vyetnam tezkor 1 daqiqa;
      PK10;SSC 1 daqiqa;Tezkor 3;11x5;Omadli 28;E-Lott 1 daqiqa;E-Lott 3 daqiqa;E-Lott 5 daqiqa`,
    lobbies: `SBO sport tikishlari;IBC sport tikishlari;TF kibersport;IA kibersport;DS88 xoʻroz urushi;Hash Crash;Hash zar;Hash bakkara;Hash omad;Block Limbo`,
    liveLobby: '{v} jonli kazino zali',
    fishingHall: '{v} baliq ovi zali',
  },
} satisfies Record<string, Lexicon>;

/** Brazilian Portuguese: the European words in Brazil's spelling and wording. */
const PT_BR_WORDING: readonly (readonly [string, string])[] = [
  ['Néon', 'Neon'],
  ['Gémeo', 'Gêmeo'],
  ['Gémea', 'Gêmea'],
  ['Fénix', 'Fênix'],
  ['Corrida ao Ouro', 'Corrida do Ouro'],
  ['Cowboys', 'Caubóis'],
  ['Póquer', 'Pôquer'],
  ['Lotaria', 'Loteria'],
  ['Desportivas', 'Esportivas'],
  ['Luta de Galos', 'Rinha de Galo'],
  ['Casino', 'Cassino'],
];
const inBrazil = (text: string) => PT_BR_WORDING.reduce((out, [pt, br]) => out.replaceAll(pt, br), text);
const PT_BR: Lexicon = {
  ...LEXICONS.PT,
  ...Object.fromEntries(
    (['adjectives', 'nouns', 'suffixes', 'live', 'fish', 'pvp', 'lotteries', 'lobbies', 'liveLobby', 'fishingHall'] as const).map((key) => [key, inBrazil(LEXICONS.PT[key])]),
  ),
};

/** A language's lists, split (and the slot words parsed). */
export interface Words {
  lexicon: Lexicon;
  adjectives: string[];
  nouns: string[];
  suffixes: string[];
  live: string[];
  fish: string[];
  pvp: string[];
  lotteries: string[];
  lobbies: string[];
  modifiers: Modifier[];
  parsedNouns: Noun[];
}

const wordsOf = (lexicon: Lexicon): Words => ({
  lexicon,
  adjectives: split(lexicon.adjectives),
  nouns: split(lexicon.nouns),
  suffixes: split(lexicon.suffixes),
  live: split(lexicon.live),
  fish: split(lexicon.fish),
  pvp: split(lexicon.pvp),
  lotteries: split(lexicon.lotteries),
  lobbies: split(lexicon.lobbies),
  modifiers: split(lexicon.adjectives).map(parseModifier),
  parsedNouns: split(lexicon.nouns).map(parseNoun),
});

/** A slot's name in one language: the modifier, noun and edition at these indices of its lists. */
export function slotName(words: Words, adjective: number, noun: number, suffix: number): string {
  const { lexicon } = words;
  if (lexicon.slot) return lexicon.slot(words.adjectives[adjective]!, words.nouns[noun]!, words.suffixes[suffix]!);
  return compose(lexicon, words.modifiers[adjective]!, words.parsedNouns[noun]!, words.suffixes[suffix]!);
}

/** Every language's words, by the platform's language code (EN first). */
export const GAME_WORDS: Readonly<Record<string, Words>> = Object.fromEntries([
  ...Object.entries(LEXICONS as Record<string, Lexicon>).map(([code, lexicon]) => [code, wordsOf(lexicon)] as const),
  ['PT-BR', wordsOf(PT_BR)] as const,
]);

/** The languages that have game names: the platform's 30. */
export const NAME_LANGUAGES: readonly string[] = Object.keys(GAME_WORDS);

const OTHER_WORDS = Object.entries(GAME_WORDS).filter(([code]) => code !== 'EN');

/** A game's English name and its names in every other language, from a pick of each language's words. */
export function namesOf(pick: (words: Words, code: string) => string): { name: string; names: Record<string, string> } {
  const names: Record<string, string> = {};
  for (const [code, words] of OTHER_WORDS) names[code] = pick(words, code);
  return { name: pick(GAME_WORDS.EN!, 'EN'), names };
}

/** A slot's names: the modifier, noun and edition at these indices of the lists. */
export const slotNames = (adjective: number, noun: number, suffix: number) =>
  namesOf((w) => slotName(w, adjective, noun, suffix));

/** A vendor's lobby or hall entry: the language's template with the vendor's code. */
export const vendorNames = (template: 'liveLobby' | 'fishingHall', vendor: string) =>
  namesOf((w) => w.lexicon[template].replace('{v}', vendor));
