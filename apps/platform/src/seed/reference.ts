/** Reference data of the seed: countries with dialing codes, the demo IP-to-country table, help articles, templates. */

export const COUNTRIES: readonly (readonly [code: string, dialing: string, name: string])[] = [
  ['JP', '81', 'Japan'], ['CN', '86', 'China'], ['KR', '82', 'South Korea'], ['TH', '66', 'Thailand'],
  ['VN', '84', 'Vietnam'], ['ID', '62', 'Indonesia'], ['PH', '63', 'Philippines'], ['MY', '60', 'Malaysia'],
  ['SG', '65', 'Singapore'], ['HK', '852', 'Hong Kong'], ['TW', '886', 'Taiwan'], ['MO', '853', 'Macau'],
  ['KH', '855', 'Cambodia'], ['LA', '856', 'Laos'], ['MM', '95', 'Myanmar'], ['IN', '91', 'India'],
  ['BD', '880', 'Bangladesh'], ['NP', '977', 'Nepal'], ['PK', '92', 'Pakistan'], ['UZ', '998', 'Uzbekistan'],
  ['KZ', '7', 'Kazakhstan'], ['RU', '7', 'Russia'], ['TR', '90', 'Turkey'], ['AE', '971', 'United Arab Emirates'],
  ['SA', '966', 'Saudi Arabia'], ['US', '1', 'United States'], ['GB', '44', 'United Kingdom'], ['FR', '33', 'France'],
  ['DE', '49', 'Germany'], ['ES', '34', 'Spain'], ['PT', '351', 'Portugal'], ['BR', '55', 'Brazil'], ['AU', '61', 'Australia'],
];

/**
 * The demo IP-to-country table (no outside service). Local and private addresses count as Japan (the default
 * language's market); the three documentation ranges of RFC 5737 stand for other countries so tests and demos can
 * pretend to be elsewhere. `IP_COUNTRY_FILE` (CSV `network,country`) adds rows at seed time.
 */
export const IP_COUNTRIES: readonly (readonly [network: string, country: string])[] = [
  ['127.0.0.0/8', 'JP'],
  ['::1/128', 'JP'],
  ['10.0.0.0/8', 'JP'],
  ['172.16.0.0/12', 'JP'],
  ['192.168.0.0/16', 'JP'],
  ['192.0.2.0/24', 'US'],
  ['198.51.100.0/24', 'CN'],
  ['203.0.113.0/24', 'TH'],
  ['203.0.113.128/25', 'VN'],
];

export interface HelpSeed {
  category: string;
  categoryTitle: string;
  language: string;
  articles: readonly (readonly [title: string, content: string])[];
}

export const HELP: readonly HelpSeed[] = [
  {
    category: 'account',
    categoryTitle: 'Account and registration',
    language: 'EN',
    articles: [
      ['How do I register?', 'Choose Register at the top of the page. You can register with a username and password, or with your mobile number when the site offers it. Fields marked * are required; the form tells you the rule of each field (for example, a username starts with a letter and has 4 to 16 letters or digits). You must be at least 18 years old and accept the terms.'],
      ['I forgot my password', 'Open Log in, then Forgot password. By e-mail: enter your username and the e-mail address of your account; we send a temporary password that you must change after logging in. By mobile: enter your mobile number, request an SMS code and choose a new password; you are then logged in with it.'],
      ['Why am I asked for a verification when I log in?', 'When you log in from a network we have not seen for your account, we ask for a second proof: an SMS code, an e-mail code, your Google Authenticator code or the real name of your bank account, whichever your account has. After that the network is remembered.'],
    ],
  },
  {
    category: 'funds',
    categoryTitle: 'Deposits and withdrawals',
    language: 'EN',
    articles: [
      ['How long does a deposit take?', 'Most deposits are credited within a few minutes. If a deposit has not arrived after 30 minutes, contact customer service with the time and amount of the payment.'],
      ['How do I withdraw?', 'Open the member centre, then Withdrawal. Withdrawals go to the bank account in your own name. When the money arrives, confirm receipt in the member centre: received in full, partially received, or not received with a proof.'],
    ],
  },
  {
    category: 'security',
    categoryTitle: 'Security',
    language: 'EN',
    articles: [
      ['Keeping your account safe', 'Use a password you use nowhere else, and change the default password the first time you log in. Never share SMS or e-mail codes: our staff will never ask for them. After 5 wrong passwords the account is locked for 5 minutes.'],
      ['What is sealed in transit?', 'Logins, registrations and password changes are sealed in the browser with a fresh key for each request before they are sent over HTTPS, so they do not appear in plain text in the logs of proxies and gateways on the way.'],
    ],
  },
  {
    category: 'responsible-gaming',
    categoryTitle: 'Responsible gaming',
    language: 'EN',
    articles: [
      ['Play responsibly', 'Gaming is entertainment, not a way to earn money. Set yourself limits of time and money before you play, and never chase losses. Only people aged 18 or over may play.'],
      ['Getting help', 'If gaming stops being fun, take a break and talk to someone you trust. Customer service can close your account for a period of your choice.'],
    ],
  },
  {
    category: 'account',
    categoryTitle: 'アカウントと登録',
    language: 'JA',
    articles: [
      ['登録方法', 'ページ上部の「登録」を選び、ユーザー名とパスワード、または携帯電話番号で登録します。* の付いた項目は必須です。18歳以上で、利用規約に同意する必要があります。'],
      ['パスワードを忘れた場合', 'ログイン画面の「パスワードを忘れた」から、メールまたは携帯電話番号で再設定できます。'],
    ],
  },
  {
    category: 'security',
    categoryTitle: 'セキュリティ',
    language: 'JA',
    articles: [['アカウントを守るには', '他で使っていないパスワードを使い、初回ログイン時に初期パスワードを変更してください。パスワードを5回間違えると、アカウントは5分間ロックされます。']],
  },
];

export const TEMPLATES: readonly (readonly [key: string, type: string, language: string, title: string, content: string])[] = [
  ['terms', 'agreement', 'EN', 'Terms and conditions', 'By registering you confirm that you are at least 18 years old, that the account is for your own use, and that you accept these terms and the privacy policy. One account per person.'],
  ['terms', 'agreement', 'JA', '利用規約', '登録することにより、18歳以上であること、本人のみが利用すること、本規約およびプライバシーポリシーに同意することを確認します。'],
  ['age', 'agreement', 'EN', 'Age confirmation', 'I am at least {0} years old.'],
  ['age', 'agreement', 'JA', '年齢確認', '私は{0}歳以上です。'],
  ['privacy', 'policy', 'EN', 'Privacy policy', 'We keep the data needed to run your account: your username, contact details you give us, and records of your logins and transactions. We never sell it.'],
  ['about', 'page', 'EN', 'About us', 'A white-label gaming site running on the Croupier reference platform.'],
];
