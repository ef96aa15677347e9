import { useDirection } from '@radix-ui/react-direction';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Badge, Content, ContentBody, Layout, Menu, MenuButton, MenuLabel, Sheet } from './CentreShell.styles';
import type { CentreShellProps } from './CentreShell.types';

/** The step of each arrow key along the menu; right to left, the horizontal arrows swap (ArrowLeft goes on). */
const nextKeys = (dir: 'ltr' | 'rtl'): Record<string, number> => {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return { ArrowDown: 1, ArrowUp: -1, [forward]: 1, [back]: -1 };
};

/**
 * The member (and agent) centre's frame (SPEC §2): a modal with the title and a close button, the menu of pages
 * with the open one highlighted (aria-current="page") and count badges, and the open page's heading and panel.
 * Tablets and desktops: the menu is a column on the left. Phones: the centre fills the screen and the menu is a
 * strip of tabs above the content that scrolls sideways; nothing is wider than the screen.
 * Keyboard: Tab reaches the open page's entry, the arrow keys (and Home, End) move along the menu (right to left,
 * ArrowLeft moves on and ArrowRight back, as the strip reads), Enter opens
 * an entry; after a page change focus moves to the content heading, so the new page is read from its name.
 */
export const CentreShell = forwardRef<HTMLDivElement, CentreShellProps>(function CentreShell(
  { title, menuLabel, sections, page, onPageChange, onClose, open = true, children, ...rest },
  ref,
) {
  const { t } = useTranslation('centre');
  const dir = useDirection();
  const headingId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  const pageRef = useRef(page);
  const [focusPage, setFocusPage] = useState(page);
  const [isScrollable, setIsScrollable] = useState(false);
  const current = sections.find((section) => section.page === page);

  // The roving tab stop follows the open page.
  useEffect(() => setFocusPage(page), [page]);

  /** Brings the open page's entry into view (the phone strip scrolls sideways, a long menu down). */
  const revealEntry = useCallback((menu: HTMLElement | null, key: string) => {
    const entry = menu?.querySelector<HTMLElement>(`[data-page="${CSS.escape(key)}"]`);
    entry?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  // The portal mounts its content after the first commit: the menu is revealed when it attaches, and again when
  // its size changes (the web fonts arrive and widen the tabs, the phone turns).
  const attachMenu = useCallback(
    (node: HTMLUListElement | null) => {
      menuRef.current = node;
      if (!node) return undefined;
      revealEntry(node, pageRef.current);
      const observer = new ResizeObserver(() => revealEntry(node, pageRef.current));
      observer.observe(node);
      return () => observer.disconnect();
    },
    [revealEntry],
  );

  // A new page: its entry comes into view, the content goes back to the top and focus to its heading. The first
  // page of an opening centre keeps the dialog's own focus (its title is read first).
  useLayoutEffect(() => {
    pageRef.current = page;
    if (shownPage.current === page) return;
    shownPage.current = page;
    revealEntry(menuRef.current, page);
    contentRef.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, revealEntry]);

  // A region that scrolls must be reachable by keyboard: the content joins the tab order only while it scrolls.
  // Its size and its inner wrapper's (which grows with the panel) are watched from the moment it attaches.
  const attachContent = useCallback((node: HTMLElement | null) => {
    contentRef.current = node;
    if (!node) return undefined;
    const measure = () => setIsScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('button[data-page]') ?? []);
    const at = buttons.indexOf(event.currentTarget);
    if (at === -1) return;
    const steps = nextKeys(dir);
    let next: number;
    if (event.key in steps) next = (at + steps[event.key]! + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    const target = buttons[next]!;
    setFocusPage(target.dataset.page ?? page);
    target.focus();
  };

  return (
    <Sheet
      ref={ref}
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      size="lg"
      title={title}
      {...rest}
    >
      <Layout data-component="CentreShell">
        <Menu aria-label={menuLabel} data-part="Menu">
          <ul ref={attachMenu}>
            {sections.map((section) => {
              const badge = section.badge ?? 0;
              return (
                <li key={section.page}>
                  <MenuButton
                    type="button"
                    data-page={section.page}
                    data-part="MenuItem"
                    aria-current={section.page === page ? 'page' : undefined}
                    tabIndex={section.page === focusPage ? 0 : -1}
                    onFocus={() => setFocusPage(section.page)}
                    onKeyDown={onMenuKeyDown}
                    onClick={() => {
                      if (section.page === page) headingRef.current?.focus({ preventScroll: true });
                      else onPageChange(section.page);
                    }}
                  >
                    <Icon name={section.icon} size="sm" />
                    <MenuLabel>{section.label}</MenuLabel>
                    {badge > 0 ? (
                      <>
                        <Badge data-part="Badge" aria-hidden>
                          {badge}
                        </Badge>
                        <VisuallyHidden>{t('shell.badge', { count: badge })}</VisuallyHidden>
                      </>
                    ) : null}
                  </MenuButton>
                </li>
              );
            })}
          </ul>
        </Menu>
        <Content
          ref={attachContent}
          data-part="Content"
          data-page={page}
          aria-labelledby={current ? headingId : undefined}
          tabIndex={isScrollable ? 0 : undefined}
        >
          {current ? (
            <Heading ref={headingRef} level={3} size="lg" id={headingId} tabIndex={-1} data-part="Heading">
              {current.label}
            </Heading>
          ) : null}
          <ContentBody data-part="ContentBody">{children}</ContentBody>
        </Content>
      </Layout>
    </Sheet>
  );
});
