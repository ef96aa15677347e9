import type { ReactNode } from 'react';

/** Why the change is forced: the fixed default password, or an expired one (SPEC §4). */
export const changePasswordReasons = ['weakDefault', 'expired'] as const;
export type ChangePasswordReason = (typeof changePasswordReasons)[number];

/** The change password call's body (contract `changePasswordRequestSchema`); `oldPassword` only when asked. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Asks for the current password (only when none is stored, SPEC §5). */
  isCurrentPasswordRequired?: boolean;
  /** A forced change: shows why, and the modal cannot be dismissed (no close button, Escape or backdrop). */
  reason?: ChangePasswordReason;
  onSubmit: (values: ChangePasswordValues) => Promise<void> | void;
  errorMessage?: ReactNode;
  isLoading?: boolean;
}
