import { forwardRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { VendorTabsRoot } from './VendorTabs.styles';
import type { VendorTabsProps } from './VendorTabs.types';

/**
 * The slot hall's vendor tabs (SPEC §2) on the kit's Tabs: each tab 100 / n percent wide, a scrolling row on
 * phones, arrow keys / Home / End between tabs. The selected vendor's content goes in as children.
 */
export const VendorTabs = forwardRef<HTMLDivElement, VendorTabsProps>(function VendorTabs(
  { vendors, value, defaultValue, onValueChange, children, listLabel, style, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const width = { '--vendor-tab-width': `${100 / Math.max(1, vendors.length)}%` } as CSSProperties;
  return (
    <VendorTabsRoot ref={ref} data-component="VendorTabs" style={{ ...width, ...style }}>
      <Tabs
        variant="underline"
        isFullWidth
        value={value}
        defaultValue={value === undefined ? (defaultValue ?? vendors[0]?.key) : undefined}
        onValueChange={onValueChange}
        {...rest}
      >
        <TabsList aria-label={listLabel ?? t('vendorTabs.label')}>
          {vendors.map((vendor) => (
            <TabsTrigger key={vendor.key} value={vendor.key} icon={vendor.icon} badge={vendor.count} data-vendor={vendor.key}>
              {vendor.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {vendors.map((vendor) => (
          <TabsContent key={vendor.key} value={vendor.key}>
            {children}
          </TabsContent>
        ))}
      </Tabs>
    </VendorTabsRoot>
  );
});
