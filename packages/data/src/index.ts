/** @croupier/data: the HTTP client, payload sealing, session and language stores, and the SWR hooks. */

// ---- client ---------------------------------------------------------------------------------------------------
export { createClient } from './client/createClient';
export type { CallArgs, CallOptions, Client, ClientOptions, FetchLike, SealerSource } from './client/createClient';
export { ApiError, isApiError } from './client/ApiError';
export type { ApiErrorCode, ApiErrorInit, ApiErrorKind, ValidationIssue } from './client/ApiError';
export { TIMEOUT_MESSAGE, alternativeGamesOf, behaviourTable, clientBehaviourKinds, errorBehaviour } from './client/errorPolicy';
export type { ClientBehaviour, ClientBehaviourKind, LoginVerificationTicket } from './client/errorPolicy';

// ---- sealing ---------------------------------------------------------------------------------------------------
export type { PayloadSealer, SealedPayload } from './sealing/PayloadSealer';
export { SealError, createHybridSealer } from './sealing/hybridSealer';
export type { HybridSealerOptions, SealErrorCode } from './sealing/hybridSealer';
export { OBFUSCATED_SERVICE_LINK_TYPE, SERVICE_LINK_CIPHER, ServiceLinkError, decodeServiceLink } from './sealing/decodeServiceLink';
export type { ServiceLinkErrorCode } from './sealing/decodeServiceLink';

// ---- session and language ------------------------------------------------------------------------------------
export { createMemoryStorage, browserStorage } from './session/storage';
export type { StorageLike } from './session/storage';
export { DEFAULT_KEPT_ON_CLEAR, createSessionStore, sessionFields } from './session/sessionStore';
export type { SessionField, SessionSnapshot, SessionStore, SessionValues } from './session/sessionStore';
export { LANGUAGE_HISTORY_LIMIT, createLanguageStore } from './session/languageStore';
export type { LanguageSnapshot, LanguageStore, LanguageStoreOptions } from './session/languageStore';
export { useSession } from './session/useSession';
export { useLanguage } from './session/useLanguage';
export type { UseLanguageResult } from './session/useLanguage';

// ---- provider ----------------------------------------------------------------------------------------------------
export { DataProvider, dataSwrDefaults } from './provider/DataProvider';
export type { DataProviderProps } from './provider/DataProvider';
export { useClient, useLanguageStore, useSessionStore } from './provider/context';
export { collectServerData, serverDataScript } from './provider/serverData';
export type { ServerData, ServerDataCollector } from './provider/serverData';

// ---- hooks: queries ------------------------------------------------------------------------------------------------
export type { EndpointMutation } from './hooks/shared/useEndpointMutation';
export { fetchOnceOptions } from './hooks/shared/queryOptions';
export { systemStatusKeys } from './hooks/systemStatus/keys';
export { fetchSystemStatus } from './hooks/systemStatus/fetchers';
export { useSystemStatus } from './hooks/systemStatus/useSystemStatus';
export { locationKeys } from './hooks/location/keys';
export { fetchGeoLocation } from './hooks/location/fetchers';
export { useGeoLocation } from './hooks/location/useGeoLocation';
export { whitelabelMenuKeys } from './hooks/whitelabelMenu/keys';
export { fetchWhitelabelMenu } from './hooks/whitelabelMenu/fetchers';
export { useWhitelabelMenu } from './hooks/whitelabelMenu/useWhitelabelMenu';
export { countriesKeys } from './hooks/countries/keys';
export { fetchCountries } from './hooks/countries/fetchers';
export { useCountries } from './hooks/countries/useCountries';
export { paymentMethodsKeys } from './hooks/paymentMethods/keys';
export { fetchPaymentMethods, type PaymentMethods } from './hooks/paymentMethods/fetchers';
export { usePaymentMethods } from './hooks/paymentMethods/usePaymentMethods';
export { registerSettingsKeys } from './hooks/registerSettings/keys';
export { fetchRegisterSettings } from './hooks/registerSettings/fetchers';
export { useRegisterSettings } from './hooks/registerSettings/useRegisterSettings';
export { captchaKeys } from './hooks/captcha/keys';
export { fetchCaptcha } from './hooks/captcha/fetchers';
export type { Captcha } from './hooks/captcha/fetchers';
export { useCaptcha } from './hooks/captcha/useCaptcha';
export type { UseCaptchaOptions, UseCaptchaResult } from './hooks/captcha/useCaptcha';
export { memberInfoKeys } from './hooks/memberInfo/keys';
export { fetchMemberInfo } from './hooks/memberInfo/fetchers';
export { useMemberInfo } from './hooks/memberInfo/useMemberInfo';
export { memberAvatarKeys } from './hooks/memberAvatar/keys';
export { fetchMemberAvatar } from './hooks/memberAvatar/fetchers';
export { useMemberAvatar } from './hooks/memberAvatar/useMemberAvatar';
export { helpCentreKeys } from './hooks/helpCentre/keys';
export { fetchHelpCentre } from './hooks/helpCentre/fetchers';
export type { HelpCentre } from './hooks/helpCentre/fetchers';
export { useHelpCentre } from './hooks/helpCentre/useHelpCentre';
export { templatesKeys } from './hooks/templates/keys';
export { fetchTemplates } from './hooks/templates/fetchers';
export type { Templates } from './hooks/templates/fetchers';
export { useTemplates } from './hooks/templates/useTemplates';
export { domainRoutesKeys } from './hooks/domainRoutes/keys';
export { fetchDomainRoutes } from './hooks/domainRoutes/fetchers';
export { useDomainRoutes } from './hooks/domainRoutes/useDomainRoutes';
export { walletKeys } from './hooks/wallet/keys';
export { fetchWalletBalance } from './hooks/wallet/fetchers';
export type { WalletBalance } from './hooks/wallet/fetchers';
export { useWalletBalance } from './hooks/wallet/useWalletBalance';
export { noticesKeys } from './hooks/notices/keys';
export { DEFAULT_NOTICE_TYPES, NOTICE_TYPES, fetchNotices } from './hooks/notices/fetchers';
export { useNotices } from './hooks/notices/useNotices';
export { fetchCustomerServiceUrl } from './hooks/customerService/fetchers';
export { useOpenCustomerService } from './hooks/customerService/useOpenCustomerService';

// ---- hooks: mutations ----------------------------------------------------------------------------------------------
export { sessionKeys, tokenScopedKeys } from './hooks/session/keys';
export { freePlayLogin, freePlayRandomString, login, logout, requestLoginSmsCode, verifyLogin } from './hooks/session/fetchers';
export type {
  FreePlayLoginOptions,
  FreePlayLoginResult,
  LoginInput,
  LoginResult,
  LoginSmsCodeInput,
  LoginVerificationInput,
  SmsCodeResult,
} from './hooks/session/fetchers';
export { useLogin } from './hooks/session/useLogin';
export { useLoginVerification } from './hooks/session/useLoginVerification';
export { useLogout } from './hooks/session/useLogout';
export { useFreePlayLogin } from './hooks/session/useFreePlayLogin';
export { useLoginSmsCode } from './hooks/session/useLoginSmsCode';
export type { UseLoginSmsCodeResult } from './hooks/session/useLoginSmsCode';
export { registrationKeys } from './hooks/registration/keys';
export { checkAffiliate, register, registerByMobile, requestRegisterSmsCode } from './hooks/registration/fetchers';
export type {
  AffiliateCheckInput,
  AffiliateCheckResult,
  RegisterByMobileInput,
  RegisterInput,
  RegisterResult,
  RegisterSmsCodeInput,
  RegisterSmsCodeResult,
} from './hooks/registration/fetchers';
export { useRegisterSmsCode } from './hooks/registration/useRegisterSmsCode';
export { useRegister } from './hooks/registration/useRegister';
export { useRegisterByMobile } from './hooks/registration/useRegisterByMobile';
export { useAffiliateCheck } from './hooks/registration/useAffiliateCheck';
export { passwordKeys } from './hooks/password/keys';
export { changePassword, forgotPasswordByEmail, requestPasswordResetSmsCode, setPasswordByPhone } from './hooks/password/fetchers';
export { useChangePassword } from './hooks/password/useChangePassword';
export { useForgotPasswordByEmail } from './hooks/password/useForgotPasswordByEmail';
export { usePasswordResetSmsCode } from './hooks/password/usePasswordResetSmsCode';
export { useSetPasswordByPhone } from './hooks/password/useSetPasswordByPhone';
export { languageKeys } from './hooks/language/keys';
export { updateLanguage } from './hooks/language/fetchers';
export { useUpdateLanguage } from './hooks/language/useUpdateLanguage';
export { feedbackKeys } from './hooks/feedback/keys';
export { sendFeedback } from './hooks/feedback/fetchers';
export { useFeedback } from './hooks/feedback/useFeedback';
export { sliderKeys } from './hooks/slider/keys';
export { checkSlider, fetchSliderChallenge } from './hooks/slider/fetchers';
export { useSliderChallenge } from './hooks/slider/useSliderChallenge';
export { useSliderCheck } from './hooks/slider/useSliderCheck';

// ---- hooks: games and wallet (issue 6)
export { gamesKeys } from './hooks/games/keys';
export {
  addFavourite,
  fetchFavouriteList,
  fetchGameAnnouncements,
  fetchGameListPage,
  fetchGameMenus,
  fetchGameVendors,
  fetchHotGames,
  fetchPvpRooms,
  fetchRecentGames,
  fetchVassGameType,
  launchGame,
  launchTrialGame,
  launchUrlOf,
  removeFavourite,
} from './hooks/games/fetchers';
export type {
  FavouriteChangeInput,
  FavouriteChangeResult,
  FavouriteListResult,
  GameAnnouncementsResult,
  GameListPage,
  GameListQuery,
  GameMenusResult,
  GameVendorsResult,
  HotGamesResult,
  LaunchGameInput,
  LaunchResult,
  PvpRoomsQuery,
  PvpRoomsResult,
  RecentGamesResult,
  TrialLaunchInput,
  VassGameTypeResult,
} from './hooks/games/fetchers';
export { useGameVendors } from './hooks/games/useGameVendors';
export { useGameMenus } from './hooks/games/useGameMenus';
export { headerGamePageSize, useGameList, useHeaderGameList } from './hooks/games/useGameList';
export type { UseGameListOptions, UseGameListResult } from './hooks/games/useGameList';
export { useHotGames } from './hooks/games/useHotGames';
export { useGameAnnouncements } from './hooks/games/useGameAnnouncements';
export { useFavouriteList } from './hooks/games/useFavouriteList';
export { useFavouriteAdd } from './hooks/games/useFavouriteAdd';
export { useFavouriteRemove } from './hooks/games/useFavouriteRemove';
export { useRecentGames } from './hooks/games/useRecentGames';
export { useVassGameType } from './hooks/games/useVassGameType';
export { usePvpRooms } from './hooks/games/usePvpRooms';
export { useLaunchGame } from './hooks/games/useLaunchGame';
export { useTrialLaunch } from './hooks/games/useTrialLaunch';
export { fetchMerchantWallet, transferWallet } from './hooks/wallet/fetchers';
export type { MerchantWallet, WalletTransferInput, WalletTransferResult } from './hooks/wallet/fetchers';
export { useMerchantWallet } from './hooks/wallet/useMerchantWallet';
export { useWalletTransfer } from './hooks/wallet/useWalletTransfer';
export { winnersKeys } from './hooks/winners/keys';
export { fetchWinnerBoard } from './hooks/winners/fetchers';
export type { WinnerBoardQuery, WinnerBoardResult } from './hooks/winners/fetchers';
export { useWinnerBoard } from './hooks/winners/useWinnerBoard';

// ---- hooks: member centre (issue 14) ------------------------------------------------------------------------------
export { memberCentreKeys, useMemberMutation, useMemberQuery } from './hooks/memberCentre/useMemberQuery';
export type { MemberMutationOptions } from './hooks/memberCentre/useMemberQuery';
export { UNREAD_POLL_MS, useInbox, useInboxDelete, useInboxRead, useUnreadMessageCount } from './hooks/memberCentre/inbox';
export {
  CHAT_MESSAGES_POLL_MS,
  CHAT_UNREAD_POLL_MS,
  newChatRequestId,
  useChatGroupPermission,
  useChatLaunch,
  useChatMessages,
  useChatRead,
  useChatSend,
  useChatUnreadCount,
} from './hooks/chat/chat';

// ---- hooks: public engagement pages (issue 15) --------------------------------------------------------------------
export { siteQueryKeys, useSiteQuery } from './hooks/memberCentre/useSiteQuery';

// ---- hooks: lotteries (issue 16) ----------------------------------------------------------------------------------
export { lotteryKeys } from './hooks/lottery/keys';
export {
  fetchLotteryDraw,
  fetchLotteryDrawHistory,
  fetchLotteryLobby,
  fetchLotteryMenus,
  fetchLotteryOrders,
  fetchNearNumeros,
  fetchOpenedNumeros,
  fetchPopularLotteryNumbers,
  fetchRecentLottery,
  fetchVnMenu,
  fetchVnOpenedNumeros,
  placeLotteryBet,
} from './hooks/lottery/fetchers';
export type {
  LotteryBetResult,
  LotteryBetSlip,
  LotteryDrawHistoryPage,
  LotteryDrawResult,
  LotteryLobbyResult,
  LotteryMenusResult,
  LotteryOrdersPage,
  LotteryOrdersQuery,
  NearNumeros,
  OpenedNumerosResult,
  PopularNumbersQuery,
  PopularNumbersResult,
  RecentLotteryResult,
  VnMenuResult,
  VnOpenedQuery,
  VnOpenedResult,
} from './hooks/lottery/fetchers';
export {
  useLotteryDraw,
  useLotteryDrawHistory,
  useLotteryLobby,
  useLotteryMenus,
  useLotteryOrders,
  useOpenedNumeros,
  usePopularLotteryNumbers,
  useRecentLottery,
  useVnMenu,
  useVnOpenedNumeros,
} from './hooks/lottery/useLotteryQueries';
export { NEAR_DRAW_DELAY_MS, NEAR_DRAW_MAX_TRIES, NEAR_DRAW_RETRY_MS, NEAR_EDGE_DELAY_MS, useNearNumeros } from './hooks/lottery/useNearNumeros';
export { usePlaceLotteryBet } from './hooks/lottery/usePlaceLotteryBet';
export { verifyLotteryDraw } from './hooks/lottery/verifyLotteryDraw';
export type { LotteryDrawVerification } from './hooks/lottery/verifyLotteryDraw';
