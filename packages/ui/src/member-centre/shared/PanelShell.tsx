import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { FilterBar, HeaderAside, PanelHeader, PanelRoot, PanelTitle } from './panel.styles';

export interface PanelShellProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's `data-component` name. */
  name: string;
  title: ReactNode;
  isTitleHidden?: boolean;
  /** Beside the title: counts, bulk actions. */
  headerAside?: ReactNode;
  /** The filter controls, in a group named `filtersLabel`. */
  filters?: ReactNode;
  filtersLabel?: string;
  /** Between the filters and the content: the totals. */
  summary?: ReactNode;
  /** Under the content: the pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of a member-centre panel: a section named by its heading, then filters, summary, content, pages. */
export const PanelShell = forwardRef<HTMLElement, PanelShellProps>(function PanelShell(
  { name, title, isTitleHidden = false, headerAside, filters, filtersLabel, summary, footer, children, ...rest },
  ref,
) {
  const titleId = useId();
  const heading = isTitleHidden ? (
    <VisuallyHidden as="h2" id={titleId}>
      {title}
    </VisuallyHidden>
  ) : (
    <PanelTitle id={titleId} data-part="Title">
      {title}
    </PanelTitle>
  );
  return (
    <PanelRoot ref={ref} data-component={name} aria-labelledby={titleId} {...rest}>
      {isTitleHidden && !headerAside ? (
        heading
      ) : (
        <PanelHeader data-part="Header">
          {heading}
          {headerAside ? <HeaderAside data-part="HeaderAside">{headerAside}</HeaderAside> : null}
        </PanelHeader>
      )}
      {filters ? (
        <FilterBar role="group" aria-label={filtersLabel} data-part="Filters">
          {filters}
        </FilterBar>
      ) : null}
      {summary}
      {children}
      {footer}
    </PanelRoot>
  );
});
