import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { ThemeScope } from '../../theme';
import { QrCodeRoot } from './QrCode.styles';
import { qrCodeQuietZone, type QrCodeProps } from './QrCode.types';

/** One SVG path for every dark module: small DOM, crisp at any size. */
function modulesPath(data: boolean[][], offset: number): string {
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + offset} ${y + offset}h1v1h-1z`;
    });
  });
  return d;
}

/** A QR code drawn as SVG from a string, generated in the browser (no image service), with a quiet zone. */
export const QrCode = forwardRef<HTMLDivElement, QrCodeProps>(function QrCode(
  { value, label, size = 'md', errorLevel = 'M', ...rest },
  ref,
) {
  const { t } = useTranslation('frame');
  const { path, extent } = useMemo(() => {
    const qr = encode(value, { ecc: errorLevel, border: 0 });
    return { path: modulesPath(qr.data, qrCodeQuietZone), extent: qr.size + qrCodeQuietZone * 2 };
  }, [value, errorLevel]);

  return (
    <ThemeScope data-ui-mode="light">
      <QrCodeRoot
        ref={ref}
        role="img"
        aria-label={label ?? t('qrCode.label')}
        data-component="QrCode"
        data-size={size}
        data-value={value}
        {...rest}
      >
        <svg viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
          <path d={path} fill="currentColor" />
        </svg>
      </QrCodeRoot>
    </ThemeScope>
  );
});
