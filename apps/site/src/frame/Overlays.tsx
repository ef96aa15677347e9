/**
 * Everything that opens over the page, loaded after the first screen: the flows' dialogs, the logout confirmation and
 * the after-login notices here; the account modals (forms, react-hook-form) and the member and agent centres each in a
 * chunk of their own, loaded when one opens, so opening a centre page never loads the auth forms and vice versa.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLogout, useMemberInfo, useNotices, useSession } from '@croupier/data';
import { ConfirmDialog, Dialog, Icon, LoadingOverlay, NotificationModal, useToast } from '@croupier/ui';
import { useSiteConfig } from '../app/useSiteConfig';
import { centreAccess, resolvePage, visibleSections, type CentreKind } from '../centres/registry';
import { useCentreBadges } from '../centres/useCentreBadges';
import { useCentreContext } from '../centres/useCentreContext';
import { centreParams, useCentreNavigation } from '../centres/useCentreNavigation';
import { closeDialog, openAuth, setSiteState, showDialog, useSiteState } from '../state/siteStore';

const AuthFlows = lazy(() => import('../auth/AuthFlows').then((m) => ({ default: m.AuthFlows })));
const CentrePanel = lazy(() => import('../centres/CentrePanel').then((m) => ({ default: m.CentrePanel })));

function CentreHost({ kind }: { kind: CentreKind }) {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const asked = params.get(centreParams[kind]);
  const session = useSession();
  const info = useMemberInfo().data;
  const { status } = useSiteConfig();
  const ctx = useCentreContext();
  const { badges } = useCentreBadges();
  const { setMcPage, setAcPage, closeCentre } = useCentreNavigation();
  const { toast } = useToast();
  const access =
    asked === null
      ? null
      : centreAccess(kind, { isLoggedIn: session.isLoggedIn, isAgent: info?.type ?? session.isAgent });

  useEffect(() => {
    if (access === 'login') openAuth({ kind: 'login' });
    else if (access === 'needRealAccount') {
      showDialog({ kind: 'needRealAccount' });
      closeCentre(kind);
    } else if (access === 'notAgent') {
      toast({ tone: 'warning', title: t('errors:notAnAgent') });
      closeCentre(kind);
    }
  }, [access, closeCentre, kind, t, toast]);

  // The agent type arrives with member info; wait for it before deciding on the agent centre.
  if (asked === null || access !== 'open' || !status || (kind === 'agent' && !info)) return null;
  const page = resolvePage(kind, asked, ctx);
  if (!page) return null;
  return (
    <Suspense fallback={<LoadingOverlay isLoading />}>
      <CentrePanel
        kind={kind}
        sections={visibleSections(kind, ctx)}
        page={page}
        onPageChange={(next) => (kind === 'member' ? setMcPage(next) : setAcPage(next))}
        onClose={() => closeCentre(kind)}
        badges={kind === 'member' ? badges : {}}
      />
    </Suspense>
  );
}

function SiteDialogs() {
  const { t } = useTranslation('site');
  const { dialog } = useSiteState();
  const { setMcPage } = useCentreNavigation();
  if (!dialog) return null;
  const onOpenChange = (open: boolean) => (open ? undefined : closeDialog());
  switch (dialog.kind) {
    case 'needRealAccount':
      // SPEC §6: the need-a-true-account warning, with its confirm button only.
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          icon="warning"
          title={t('account.needRealAccountTitle')}
          buttons={[{ label: t('account.increaseSubmit'), autoFocus: true }]}
        >
          {t('errors:trialNotAllowed')}
        </Dialog>
      );
    case 'firstLogin':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          icon="success"
          title={t('account.firstLoginTitle')}
          buttons={[
            { label: t('account.firstLoginLater'), variant: 'ghost' },
            { label: t('account.firstLoginSecure'), autoFocus: true, onClick: () => setMcPage('securityCenter') },
          ]}
        >
          {t('account.firstLoginBody')}
        </Dialog>
      );
    case 'message':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          icon={dialog.icon}
          title={t(dialog.titleKey)}
          buttons={[{ label: t('common:actions.confirm'), autoFocus: true, onClick: () => dialog.onConfirm?.() }]}
        >
          {dialog.body ?? (dialog.bodyKey ? t(dialog.bodyKey, dialog.values ?? {}) : null)}
        </Dialog>
      );
  }
}

/** SPEC §4 logout: confirm, loader, the logout call, session cleared (merchant kept), flags reset, route replaced with /. */
function LogoutFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('site');
  const { logout } = useSiteState();
  const call = useLogout();
  return (
    <>
      <ConfirmDialog
        open={logout === 'confirm'}
        onOpenChange={(open) => {
          // Closing after Confirm must not cancel the logout under way (its loader shows until the call ends).
          if (!open) setSiteState((current) => (current.logout === 'confirm' ? { logout: 'idle' } : {}));
        }}
        tone="danger"
        title={t('logout.title')}
        confirmLabel={t('common:actions.logout')}
        confirmIcon={<Icon name="logout" />}
        onConfirm={() => {
          setSiteState({ logout: 'running' });
          void call.trigger().finally(() => {
            setSiteState({
              logout: 'idle',
              auth: null,
              dialog: null,
              afterLogin: false,
              isVipService: false,
              sideMenu: { open: false, panel: 'main' },
              chat: false,
            });
            onDone();
          });
        }}
      >
        {t('logout.body')}
      </ConfirmDialog>
      <LoadingOverlay isLoading={logout === 'running'} message={t('logout.progress')} delayMs={0} />
    </>
  );
}

/** The after-login modal: the popup notices (type PU), when there are any. */
function AfterLoginNotices() {
  const { t } = useTranslation('site');
  const { afterLogin } = useSiteState();
  const notices = useNotices(afterLogin ? 'PU' : null).data ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  if (!afterLogin || notices.length === 0) return null;
  const items = notices.map((n, i) => ({ id: String(n.id ?? i), title: n.title, content: n.content, date: n.date }));
  return (
    <NotificationModal
      open
      onOpenChange={(open) => (open ? undefined : setSiteState({ afterLogin: false }))}
      title={t('notices.afterLoginTitle')}
      notices={items}
      selectedId={selected ?? items[0]?.id ?? null}
      onSelectedIdChange={setSelected}
    />
  );
}

export default function Overlays({ onGoHome, onLoggedOut }: { onGoHome: () => void; onLoggedOut: () => void }) {
  const { auth } = useSiteState();
  return (
    <>
      {auth ? (
        <Suspense fallback={<LoadingOverlay isLoading />}>
          <AuthFlows onGoHome={onGoHome} />
        </Suspense>
      ) : null}
      <CentreHost kind="member" />
      <CentreHost kind="agent" />
      <AfterLoginNotices />
      <LogoutFlow onDone={onLoggedOut} />
      <SiteDialogs />
    </>
  );
}
