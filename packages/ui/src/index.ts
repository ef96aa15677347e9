/** @croupier/ui: presentational components and the theme system. Named exports only. */
export * from './theme';
export * from './actions/Button';
export * from './feedback/Spinner';
export * from './primitives/Icon';
export * from './primitives/Box';
export * from './primitives/Stack';
export * from './primitives/Text';
export * from './primitives/Heading';
export * from './primitives/VisuallyHidden';
export * from './actions/IconButton';
export * from './layout/Container';
export * from './layout/Divider';
export * from './layout/Surface';
export * from './forms/TextField';
export * from './forms/Checkbox';
export * from './forms/Select';
export * from './navigation/Tabs';
export * from './overlays/Modal';
export * from './feedback/BalanceDisplay';
export * from './feedback/QrCode';
export * from './feedback/SystemScreen';
export * from './navigation/GameMenu';
export * from './navigation/Header';
export * from './navigation/SideMenu';
export * from './navigation/BottomNav';
export * from './layout/Footer';
export * from './layout/RightSideBar';
export * from './layout/SiteFrame';
export * from './forms/SmsCodeButton';
export * from './forms/CountryCodeSelect';
export * from './forms/CaptchaField';
export * from './forms/SliderVerification';
export * from './patterns/LoginModal';
export * from './patterns/RegisterModal';
export * from './patterns/ForgotPasswordModal';
export * from './patterns/ChangePasswordModal';
export * from './patterns/TwoFactorModal';
export * from './primitives/RichText';
export { sanitizeHtml } from './utils/sanitizeHtml';
export * from './overlays/Dialog';
export * from './overlays/ConfirmDialog';
export * from './overlays/NotificationModal';
export * from './overlays/ChatRoom';
export * from './overlays/LoadingOverlay';
export * from './feedback/Toast';
export * from './feedback/NoticeMarquee';
export * from './feedback/Skeleton';
export * from './feedback/EmptyState';
export * from './actions/LanguagePicker';
export * from './actions/ModeSwitch';

// ---- lobby (issue 6)
export * from './lobby';

// ---- records building blocks (issue 14): Table, Pagination, StatusBadge
export * from './layout/Table';
export * from './navigation/Pagination';
export * from './feedback/StatusBadge';

// ---- summary figures and the profit-and-loss chart (issue 14; Chart itself: `@croupier/ui/chart`)
export * from './feedback/StatCards';
export * from './feedback/Chart';

// ---- cashier forms and steps (issue 14, kit-forms)
export * from './forms/AmountInput';
export * from './forms/DateRangePresets';
export * from './forms/FileUpload';
export * from './navigation/Stepper';

// ---- the member centre: its shell and panels (issue 14; rewards, missions, cashback, referral: issue 15)
export * from './member-centre';
export * from './agent-centre';

// ---- VIP, points mall, jackpot, join us and feedback (issue 15; texts in the `loyalty` namespace)
export * from './vip';
export * from './points-mall';
export * from './patterns/JoinScreen';
export * from './forms/FeedbackForm';
// ---- promotions and rewards (issue 15)
export * from './promotions';

// ---- lottery (issue 16; texts in the `lottery` namespace)
export * from './lottery';
