export { QrCode } from './QrCode';
export {
  qrCodeErrorLevels,
  qrCodePixels,
  qrCodeQuietZone,
  qrCodeSizes,
  type QrCodeErrorLevel,
  type QrCodeProps,
  type QrCodeSize,
} from './QrCode.types';
