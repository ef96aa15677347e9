import { brand, brandAssets } from '../brand';
import { useMode } from '../app/mode';

/** The brand logo for the current mode. */
export function BrandLogo({ height = 32 }: { height?: number }) {
  const mode = useMode();
  return <img src={mode === 'dark' ? brandAssets.logo : brandAssets.logoLight} alt={brand.name} height={height} width={height * 5} style={{ width: 'auto', maxWidth: '40vw' }} />;
}
