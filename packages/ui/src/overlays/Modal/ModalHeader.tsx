import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { useModalContext } from './Modal.context';
import { CloseButton, Description, Header, HeaderRow, HeaderText, Title } from './Modal.styles';
import type { ModalHeaderProps } from './Modal.types';

/** The title row (title, description, close button) from the `Modal`'s props, then any extra content. */
export const DefaultModalHeader = forwardRef<HTMLDivElement, ModalHeaderProps>(function DefaultModalHeader(
  { children, ...rest },
  ref,
) {
  const { title, description, hideCloseButton } = useModalContext();
  const { t } = useTranslation('ui');
  return (
    <Header ref={ref} data-part="Header" {...rest}>
      <HeaderRow>
        <HeaderText>
          <Dialog.Title asChild>
            <Title data-part="Title">{title}</Title>
          </Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <Description data-part="Description">{description}</Description>
            </Dialog.Description>
          ) : null}
        </HeaderText>
        {hideCloseButton ? null : (
          <Dialog.Close asChild>
            <CloseButton type="button" data-part="CloseButton" aria-label={t('modal.close')}>
              <Icon name="close" />
            </CloseButton>
          </Dialog.Close>
        )}
      </HeaderRow>
      {children}
    </Header>
  );
});

/**
 * `Modal` renders its header by itself. Render `ModalHeader` (anywhere inside the modal, e.g. within Tabs)
 * only to add content under the title row, such as a tab list; it then replaces the default header.
 */
export const ModalHeader = forwardRef<HTMLDivElement, ModalHeaderProps>(function ModalHeader(props, ref) {
  const { registerHeader } = useModalContext();
  // Layout effect: the root drops its default header before the first paint.
  useLayoutEffect(() => registerHeader(), [registerHeader]);
  return <DefaultModalHeader ref={ref} {...props} />;
});
