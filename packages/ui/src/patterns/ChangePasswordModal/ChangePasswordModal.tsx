import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordRule } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { Modal, ModalBody } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { BodyStack, Form } from '../LoginModal/AuthModal.styles';
import { AuthAlert, PasswordField, useAsyncAction } from '../LoginModal/AuthModalParts';
import { checkField } from '../LoginModal/authMessages';
import type { ChangePasswordModalProps } from './ChangePasswordModal.types';

interface FormValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password (SPEC §2, §4, §5): the current password when asked, a new one that passes the password rule
 * and its confirmation ("inconsistent twice" when different). With a `reason` it is the forced change after
 * login and cannot be dismissed.
 */
export function ChangePasswordModal({
  open,
  defaultOpen,
  onOpenChange,
  isCurrentPasswordRequired = false,
  reason,
  onSubmit,
  errorMessage,
  isLoading = false,
}: ChangePasswordModalProps) {
  const { t } = useTranslation('auth');
  const [isSubmitting, run] = useAsyncAction();
  const isForced = reason !== undefined;
  const { register, handleSubmit, getValues, formState } = useForm<FormValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit((form) =>
    run(() =>
      onSubmit({
        ...(isCurrentPasswordRequired ? { oldPassword: form.oldPassword } : {}),
        newPassword: form.newPassword,
        confirmNewPassword: form.confirmNewPassword,
      }),
    ),
  );

  const oldPasswordField = isCurrentPasswordRequired ? register('oldPassword', {
    validate: (v) => v !== '' || t('validation.required', { field: t('fields.currentPassword') }),
    }) : undefined;
  const newPasswordField = register('newPassword', {
    validate: (v) => checkField(t, v, passwordRule, t('fields.newPassword')),
    deps: ['confirmNewPassword'],
    });
  const confirmNewPasswordField = register('confirmNewPassword', {
    validate: (v) =>
    v === ''
    ? t('validation.required', { field: t('fields.confirmNewPassword') })
    : v === getValues('newPassword') || t('validation.inconsistentTwice'),
    });

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="dialog"
      title={t('change.title')}
      closeOnEscape={!isForced}
      closeOnOverlayClick={!isForced}
      hideCloseButton={isForced}
      data-pattern="ChangePasswordModal"
    >
      <ModalBody>
        <BodyStack>
          {reason ? <AuthAlert tone="warning">{t(`change.${reason}`)}</AuthAlert> : null}
          {errorMessage ? <AuthAlert>{errorMessage}</AuthAlert> : null}
          <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('change.title')}>
            {isCurrentPasswordRequired ? (
              <PasswordField
                label={t('fields.currentPassword')}
                autoComplete="current-password"
                error={errors.oldPassword?.message}
                {...oldPasswordField}
              />
            ) : null}
            <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={errors.newPassword?.message} {...newPasswordField} />
            <PasswordField
              label={t('fields.confirmNewPassword')}
              autoComplete="new-password"
              error={errors.confirmNewPassword?.message}
              {...confirmNewPasswordField}
            />
            <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting || isLoading} startIcon={<Icon name="check" />}>
              {t('change.submit')}
            </Button>
          </Form>
        </BodyStack>
      </ModalBody>
    </Modal>
  );
}
