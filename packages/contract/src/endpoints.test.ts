import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  endpointKeys,
  endpointList,
  endpoints,
  isEndpointKey,
  pathOverridesSchema,
  resolvePath,
  type Endpoint,
  type EndpointKey,
  type RequestOf,
  type ResponseOf,
} from './endpoints';
import { isFeatureCode } from './features';

const ep = (key: EndpointKey): Endpoint => endpoints[key];

/** Every purpose row of SPEC §7, with the entries that implement it. */
const specRows: ReadonlyArray<readonly [purpose: string, keys: readonly EndpointKey[]]> = [
  ['login (username or sms) and loginV2', ['login', 'loginV2']],
  ['login SMS code (no login)', ['loginSmsCode']],
  ['registration SMS code (mobile and username variants)', ['registerSmsCode', 'registerSmsCodeByUsername']],
  ['register, register by mobile', ['register', 'registerByMobile']],
  ['affiliate check', ['affiliateCheck']],
  ['change password', ['changePassword']],
  ['forgot password by e-mail', ['forgotPasswordByEmail']],
  ['set password by phone', ['setPasswordByPhone']],
  ['free-play login', ['freePlayLogin']],
  ['captcha image', ['captcha']],
  ['logout', ['logout']],
  ['member info, member info icon', ['memberInfo', 'memberInfoIcon']],
  ['avatar via relay', ['avatar']],
  ['permission / system status (site-wide config)', ['systemStatus']],
  ['registration validation config (system register settings)', ['registerValidation']],
  ['whitelabel system menu', ['whitelabelMenu']],
  ['agent affiliate', ['agentAffiliate']],
  ['game menus, game vendors', ['gameMenus', 'gameVendors']],
  ['game list', ['gameList']],
  ['hot games', ['hotGames']],
  ['favourite games, favourite list, recent games, vass game type', ['favouriteAdd', 'favouriteRemove', 'favouriteList', 'recentGames', 'vassGameType']],
  ['game announcements/promotions', ['gameAnnouncements', 'promotionAnnouncementCategories']],
  ['launch address', ['launchGame', 'trialLaunch']],
  ['PVP room list and launch', ['pvpRoomList', 'pvpLaunch']],
  ['wallet balance', ['walletBalance']],
  ['merchant wallet', ['merchantWallet']],
  ['wallet transfer', ['walletTransfer']],
  ['unread message count', ['unreadMessageCount']],
  ['notices / announcements', ['notices']],
  ['popular games; popular lottery numbers', ['popularGames', 'popularLotteryNumbers']],
  ['Vietnam numeros, opened numero', ['vnOpenedNumeros', 'openedNumero']],
  ['lottery lobby, recent lottery, Vietnam lottery menus', ['lotteryLobby', 'recentLottery', 'vnLotteryMenu']],
  ['mission summary, mission leaderboard', ['missionSummary', 'missionLeaderboard']],
  ['consolidated contract info, dividend request processing, daily salary processing', ['consolidatedSettings', 'dividendContract', 'dailySalaryContract']],
  ['hourly and real-time salary contract processing', ['hourlySalaryContract', 'realTimeSalaryContract']],
  ['routers / domain list', ['domainRoutes']],
  ['feedback', ['feedback']],
  ['raffle promotion claim', ['raffleClaim']],
  ['winner board / winner rank list', ['winnerBoard']],
  ['language update (on language switch)', ['languageUpdate']],
  ['online customer service link', ['customerServiceLink']],
  ['points system: balance, rewards, redeem, redeemed list, config, member transaction detail, convert', [
    'pointBalance', 'pointRewards', 'redeemPointReward', 'redeemedPointList', 'pointConfig', 'memberTransactionDetail', 'convertPoints',
  ]],
  ['help centre content', ['helpCenter']],
];

/** Paths the conventions give, verbatim (method where the conventions state one). */
const conventionPaths: ReadonlyArray<readonly [EndpointKey, string, string?]> = [
  ['login', '/wps/session/login', 'POST'],
  ['loginVerification', '/wps/session/login/verification', 'POST'],
  ['logout', '/wps/session/logout', 'DELETE'],
  ['freePlayLogin', '/wps/session/login/freeplay', 'POST'],
  ['memberInfo', '/wps/member/info', 'GET'],
  ['memberInfoIcon', '/wps/member/info/icon', 'GET'],
  ['changePassword', '/wps/member/password', 'POST'],
  ['forgotPasswordByEmail', '/wps/member/password/email', 'POST'],
  ['passwordResetSmsCode', '/wps/member/password/sms', 'POST'],
  ['setPasswordByPhone', '/wps/member/password/verification', 'POST'],
  ['loginSmsCode', '/wps/verification/sms/noLogin', 'POST'],
  ['registerSmsCode', '/wps/verification/sms/register', 'POST'],
  ['securityConfig', '/wps/v2/member/securityConfig', 'GET'],
  ['languageUpdate', '/wps/member/language', 'PUT'],
  ['register', '/wps/member/register', 'PUT'],
  ['registerByMobile', '/wps/member/register/mobile', 'PUT'],
  ['registerValidation', '/wps/system/setting/register', 'GET'],
  ['affiliateCheck', '/wps/agent/affiliate', 'GET'],
  ['captcha', '/wps/captcha', 'GET'],
  ['countryList', '/wps/system/country', 'GET'],
  ['systemStatus', '/wps/system/status', 'GET'],
  ['location', '/wps/system/location', 'GET'],
  ['whitelabelMenu', '/wps/system/whitelabel', 'GET'],
  ['domainRoutes', '/wps/system/domainRoute', 'GET'],
  ['consolidatedSettings', '/wps/system/settings/consolidated', 'GET'],
  ['templates', '/wps/system/templates', 'GET'],
  ['helpCenter', '/wps/system/helpCenter', 'GET'],
  ['feedback', '/wps/feedback', 'PUT'],
  ['gameVendors', '/wps/relay/GCSGAME_gameVendor'],
  ['gameMenus', '/wps/relay/GCSGAME_getGameMatchV2'],
  ['gameList', '/wps/relay/GCSGAME_gameList'],
  ['hotGames', '/wps/relay/GCSGAME_hotGamesV2'],
  ['vassGameType', '/wps/relay/GLS2_getVassGameType'],
  ['pvpRoomList', '/wps/relay/GLS2_roomList'],
  ['recentGames', '/wps/relay/GCS_recentGame'],
  ['trialLaunch', '/wps/relay/GCS_gameTrialLaunch'],
  ['favouriteList', '/wps/relay/MCSFE_getFavoriteGamesList'],
  ['favouriteAdd', '/wps/relay/MCSFE_addFavoriteGameV2'],
  ['favouriteRemove', '/wps/relay/MCSFE_removeFavoriteGameV2'],
  ['launchGame', '/wps/game/launchGame', 'GET'],
  ['walletBalance', '/wps/v2/wallets/balance', 'GET'],
  ['merchantWallet', '/wps/relay/GCS_merchantWallet'],
  ['fundsConsolidated', '/wps/member/info/funds/consolidated', 'GET'],
  ['paymentConfirmationList', '/wps/relay/MCSFE_getPaymentConfirmationList'],
  ['processC2CTransaction', '/wps/relay/MCSFE_processC2CTransaction'],
  ['rebateSettings', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType'],
  ['playerRankProgress', '/wps/relay/MCSFE_getPlayerRankProgress'],
  ['avatar', '/wps/relay/MCSFE_getPlayerAvatar'],
  ['unreadMessageCount', '/wps/relay/CSP_unreadCount'],
  ['inbox', '/wps/relay/CSP_getInbox'],
  ['chatUnreadCount', '/wps/relay/CBS_unreadCount'],
  ['chatLaunch', '/wps/relay/CBS_launchChat'],
  ['chatGroupPermission', '/wps/relay/CBS_groupPermission'],
  ['availablePromotions', '/wps/relay/MCSFE_getAvailablePromotions'],
  ['merchantAvailablePromotions', '/wps/relay/MCSFE_getMerchantAvailablePromotions'],
  ['promotionClaimList', '/wps/relay/MCS2_getPromotionClaimList'],
  ['promotionAnnouncementCategories', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory'],
  ['raffleClaim', '/wps/relay/MCSFE_claimRafflePromotion'],
  ['raffleStatus', '/wps/relay/MCSFE_getRafflePromotionStatus'],
  ['notices', '/wps/relay/MCSFE_getListAnnouncements'],
  ['signUpRequestReward', '/wps/relay/MCSFE_signUpRequestReward'],
  ['winnerBoard', '/wps/relay/ODSFE2_getWinnerBoard'],
  ['jackpot', '/wps/relay/VIS_getJackpot'],
  ['customerServiceLink', '/wps/relay/WPSCORE_getCustomerServiceScript'],
  ['pointBalance', '/wps/relay/MCSFE_getPointBalance'],
  ['pointRewardConversionTypes', '/wps/relay/MCSFE_getPointRewardConversionType'],
  ['pointRewards', '/wps/relay/MCSFE_getPointReward'],
  ['redeemPointReward', '/wps/relay/passwordCheck/MCSFE_redeemPointReward'],
  ['redeemedPointList', '/wps/relay/MCSFE_getRedeemPointList'],
  ['pointConfig', '/wps/relay/MCSFE_getPointConfig'],
  ['memberTransactionDetail', '/wps/relay/ODSFE2_MemTransDet'],
  ['convertPoints', '/wps/relay/passwordCheck/MCSFE_convertPoint'],
  ['realTimeSalaryContract', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
  ['dividendContract', '/wps/relay/MCSFE_processContractDividend'],
  ['dailySalaryContract', '/wps/relay/MCSFE_processDailySalaryContract'],
  ['hourlySalaryContract', '/wps/relay/MCSFE_processContractHourSalary'],
  ['lotteryLobby', '/lgw/games', 'GET'],
  ['openedNumero', '/lgw/games/opened/numero', 'GET'],
  ['lotteryMenus', '/lgw/games/game_menus', 'GET'],
  ['recentLottery', '/lgw/games/game_menus/recent', 'GET'],
  ['popularLotteryNumbers', '/lgw/games/popular', 'GET'],
  ['lotteryDraw', '/lgw/draw', 'GET'],
  ['lotteryDrawByCode', '/lgw/draw/code/', 'GET'],
  ['nearNumeros', '/lgw/numeros/near', 'GET'],
  ['vnOpenedNumeros', '/lgw/vn/numeros/opened/game', 'GET'],
  ['vnLotteryMenu', '/lgw/vn/games/game_menu', 'GET'],
];

/** Feature codes the conventions attach to paths. */
const conventionModIds: ReadonlyArray<readonly [EndpointKey, string]> = [
  ['login', 'COMM3'], ['loginVerification', 'LOGINIPVERF3'], ['freePlayLogin', 'FREEPLAY3'], ['memberInfoIcon', 'PROFPIC3'],
  ['changePassword', 'PASS3'], ['passwordResetSmsCode', 'PWRESETSMS3'], ['setPasswordByPhone', 'CHNGPASSVERIF3'],
  ['loginSmsCode', 'VERIFICATION3'], ['registerSmsCode', 'REGMOBVERF3'], ['register', 'REG3'],
  ['registerByMobile', 'MOBILENUMREG3'], ['affiliateCheck', 'AFFMAN3'], ['captcha', 'CAPTCHA3'], ['feedback', 'FEEDBACK3'],
  ['hotGames', 'GAMELOHOT3'], ['recentGames', 'GAMELOREC3'], ['launchGame', 'GAMELO3'], ['unreadMessageCount', 'INBOX3'],
  ['inbox', 'INBOX3'], ['raffleStatus', 'REWCEN3'], ['pointBalance', 'PTSYS3'], ['redeemPointReward', 'PTSYS3'],
  ['convertPoints', 'PTSYS3'], ['memberTransactionDetail', 'MEMTRANS3'], ['realTimeSalaryContract', 'RTSALARY3'],
  ['dividendContract', 'SIGNCONDIV3'], ['dailySalaryContract', 'DAILYSALCONT3'], ['hourlySalaryContract', 'HOURSAL3'],
];

/** The sealed list of the conventions. */
const sealed: readonly EndpointKey[] = [
  'login', 'loginVerification', 'changePassword', 'setPasswordByPhone', 'register', 'registerByMobile', 'redeemPointReward', 'convertPoints',
];

/** The conventions' polling list (never alert). */
const polling: readonly EndpointKey[] = [
  'unreadMessageCount', 'chatUnreadCount', 'promotionClaimList', 'languageUpdate', 'jackpot', 'availablePromotions',
  'merchantAvailablePromotions', 'rebateSettings', 'raffleStatus', 'paymentConfirmationList', 'avatar', 'merchantWallet', 'affiliateCheck',
];

const invented: readonly EndpointKey[] = [
  'loginV2', 'sliderChallenge', 'sliderCheck', 'registerSmsCodeByUsername', 'agentAffiliate', 'walletTransfer', 'popularGames',
  'pvpLaunch', 'gameAnnouncements', 'missionSummary', 'missionLeaderboard', 'pointDetails', 'lotteryBet', 'lotteryOrders',
  'memberProfile', 'memberProfileUpdate', 'bindMobileCode', 'bindMobile', 'bindEmailCode', 'bindEmail', 'googleAuthStart',
  'googleAuthConfirm', 'googleAuthUnbind', 'loginHistory', 'securityOverview',
  'inboxRead', 'inboxDelete', 'betRecords', 'betVendors', 'transactionRecords', 'profitReport', 'bonusDetails',
  'paymentPasswordSet', 'paymentPasswordChange', 'payoutAccounts', 'payoutAccountAdd', 'payoutAccountRemove', 'withdrawalInfo',
  'withdrawalCreate', 'withdrawalList', 'transferToUpline',
  'depositChannels', 'paymentMethods', 'depositCreate', 'depositOrder', 'depositHistory', 'depositReceiptUpload',
  'promotionDetail', 'promotionJoin',
  'rebateClaim', 'missionList', 'missionClaim', 'referralInfo', 'referralList',
  'vipLevels', 'agentApplication', 'affiliateProgramme',
  'agentAnnouncements', 'teamOverview', 'registerDownline', 'invitationInfo', 'downlineList', 'teamBetting', 'teamProfitLoss',
  'myIncome', 'downlineTransactions', 'contractRequest', 'transferToDownline',
  'chatMessages', 'chatSend', 'chatRead',
];

describe('endpoint registry', () => {
  it('keys are unique and match the entry key', () => {
    expect(new Set(endpointList.map((e) => e.key)).size).toBe(endpointList.length);
    for (const key of endpointKeys) expect(endpoints[key].key).toBe(key);
    for (const key of endpointKeys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('method + path pairs are unique, and so are paths', () => {
    const pairs = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const paths = endpointList.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('paths follow the /wps and /lgw styles', () => {
    for (const e of endpointList) expect(e.path, e.key).toMatch(/^\/(wps|lgw)\/[A-Za-z0-9_/]*$/);
  });

  it('every entry is complete', () => {
    for (const e of endpointList) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(e.method);
      expect(isFeatureCode(e.modId), `${e.key} modId ${e.modId}`).toBe(true);
      expect(typeof e.token).toBe('boolean');
      expect(typeof e.encrypt).toBe('boolean');
      expect(typeof e.alert).toBe('boolean');
      expect(e.description.length, e.key).toBeGreaterThan(5);
    }
  });

  it.each(specRows)('SPEC §7 row "%s" is represented', (_purpose, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(isEndpointKey(key), key).toBe(true);
  });

  it('the SPEC row list has all 43 rows of §7', () => {
    expect(specRows).toHaveLength(43);
  });

  for (const [key, path, method] of conventionPaths) {
    it(`${key} uses the conventions path ${path}`, () => {
      expect(ep(key).path).toBe(path);
      if (method) expect(ep(key).method).toBe(method);
      expect(ep(key).invented ?? false).toBe(false);
    });
  }

  for (const [key, modId] of conventionModIds) {
    it(`${key} carries module ${modId}`, () => expect(ep(key).modId).toBe(modId));
  }

  it('exactly the sealed calls of the conventions (plus loginV2, a login, and the calls carrying a payment password) are encrypted', () => {
    for (const key of sealed) expect(ep(key).encrypt, key).toBe(true);
    const encrypted = endpointList.filter((e) => e.encrypt).map((e) => e.key).sort();
    const paymentPassword = ['paymentPasswordSet', 'paymentPasswordChange', 'withdrawalCreate', 'transferToUpline', 'transferToDownline'];
    expect(encrypted).toEqual([...sealed, 'loginV2', ...paymentPassword].sort());
  });

  it('money calls that carry a payment password go under the conventions\' passwordCheck relay', () => {
    for (const key of ['withdrawalCreate', 'transferToUpline', 'transferToDownline', 'redeemPointReward', 'convertPoints'] as const)
      expect(ep(key).path, key).toMatch(/^\/wps\/relay\/passwordCheck\//);
  });

  it('only the withdrawal receipt confirmation, the deposit receipt upload, the sign-up request and feedback are multipart, with the upload limits of SPEC §9', () => {
    expect(endpointList.filter((e) => e.multipart).map((e) => e.key).sort()).toEqual(['depositReceiptUpload', 'feedback', 'processC2CTransaction', 'signUpRequestReward']);
    const limits = { maxCount: 3, maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/png', 'image/jpeg'] };
    expect(endpoints.processC2CTransaction.multipart.files).toEqual({ field: 'proof', ...limits });
    expect(endpoints.depositReceiptUpload.multipart.files).toEqual({ field: 'files', ...limits });
    expect(endpoints.depositReceiptUpload.modId).toBe('DEPUPDATEREM3');
    expect(endpoints.signUpRequestReward.multipart.files).toEqual({ field: 'images', ...limits });
    expect(endpoints.feedback.multipart.files).toEqual({ field: 'images', ...limits });
  });

  it('polling calls never alert', () => {
    for (const key of polling) {
      expect(ep(key).alert, key).toBe(false);
      expect(ep(key).polling, key).toBe(true);
    }
    for (const e of endpointList) if (e.polling) expect(polling).toContain(e.key);
  });

  it('only forgot-by-e-mail is form-urlencoded', () => {
    expect(endpointList.filter((e) => e.form).map((e) => e.key)).toEqual(['forgotPasswordByEmail']);
  });

  it('marks exactly the made-up paths as invented', () => {
    expect(endpointList.filter((e) => e.invented).map((e) => e.key).sort()).toEqual([...invented].sort());
  });

  it('token flags follow SPEC §7', () => {
    for (const key of ['changePassword', 'logout', 'memberInfo', 'memberInfoIcon', 'avatar', 'walletBalance', 'walletTransfer',
      'unreadMessageCount', 'missionSummary', 'missionLeaderboard', 'launchGame'] as const) {
      expect(endpoints[key].token, key).toBe(true);
    }
    for (const key of ['login', 'register', 'captcha', 'systemStatus', 'trialLaunch', 'freePlayLogin', 'countryList'] as const) {
      expect(endpoints[key].token, key).toBe(false);
    }
  });

  it('methods follow SPEC §7', () => {
    expect(endpoints.register.method).toBe('PUT');
    expect(endpoints.registerByMobile.method).toBe('PUT');
    expect(endpoints.feedback.method).toBe('PUT');
    expect(endpoints.hourlySalaryContract.method).toBe('POST');
    expect(endpoints.realTimeSalaryContract.method).toBe('POST');
    expect(endpoints.dividendContract.method).toBe('GET');
    expect(endpoints.walletTransfer.method).toBe('POST');
    expect(endpoints.raffleClaim.method).toBe('POST');
  });

  it('every schema converts to JSON Schema (for the platform and OpenAPI)', () => {
    for (const e of endpointList) {
      for (const schema of [e.request, e.response, e.errorValue]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), e.key).not.toThrow();
      }
    }
  });

  it('has the expected number of entries', () => {
    expect(endpointList).toHaveLength(157);
  });
});

describe('registry types', () => {
  it('keep each entry literal and its schema types', () => {
    expectTypeOf(endpoints.login.method).toEqualTypeOf<'POST'>();
    expectTypeOf(endpoints.login.key).toEqualTypeOf<'login'>();
    expectTypeOf(endpoints.logout.method).toEqualTypeOf<'DELETE'>();
    expectTypeOf<ResponseOf<'login'>>().toEqualTypeOf<{ token: string; firstTimeLogin: boolean; passwordExpired: boolean }>();
    expectTypeOf<RequestOf<'loginSmsCode'>>().toHaveProperty('mobileNum');
    expectTypeOf<RequestOf<'pointBalance'>>().toBeUnknown();
    expect(endpoints.login.method).toBe('POST');
  });
});

describe('resolvePath', () => {
  it('returns the default path without overrides', () => {
    expect(resolvePath('login')).toBe('/wps/session/login');
    expect(resolvePath('walletBalance', {})).toBe('/wps/v2/wallets/balance');
    expect(resolvePath('walletBalance', null)).toBe('/wps/v2/wallets/balance');
  });
  it('uses a brand override for its key only', () => {
    const overrides = { login: '/api/auth/login' };
    expect(resolvePath('login', overrides)).toBe('/api/auth/login');
    expect(resolvePath('logout', overrides)).toBe('/wps/session/logout');
  });
  it('ignores invalid overrides', () => {
    expect(resolvePath('login', { login: 'relative/path' })).toBe('/wps/session/login');
    expect(resolvePath('login', { login: '/x?y=1' })).toBe('/wps/session/login');
    expect(resolvePath('login', { login: '' })).toBe('/wps/session/login');
  });
  it('pathOverridesSchema validates brand.json endpointOverrides', () => {
    expect(pathOverridesSchema.safeParse({}).success).toBe(true);
    expect(pathOverridesSchema.safeParse({ login: '/api/login' }).success).toBe(true);
    expect(pathOverridesSchema.safeParse({ nope: '/api/login' }).success).toBe(false);
    expect(pathOverridesSchema.safeParse({ login: 'api/login' }).success).toBe(false);
  });
});
