import type { HTMLAttributes } from 'react';

export const qrCodeSizes = ['sm', 'md', 'lg'] as const;
export type QrCodeSize = (typeof qrCodeSizes)[number];

/** Rendered edge length in px, quiet zone included. */
export const qrCodePixels: Record<QrCodeSize, number> = { sm: 96, md: 136, lg: 184 };

export const qrCodeErrorLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrCodeErrorLevel = (typeof qrCodeErrorLevels)[number];

/** Modules of blank margin around the code (the QR standard asks for four). */
export const qrCodeQuietZone = 4;

export interface QrCodeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The text or URL to encode. Encoded locally; nothing leaves the page. */
  value: string;
  /** Accessible name, e.g. "QR code to download the iOS app"; the localized "QR code" when omitted. */
  label?: string;
  size?: QrCodeSize;
  /** Error correction; 'M' unless told. */
  errorLevel?: QrCodeErrorLevel;
}
