import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownMarketType, type KnownMarketType, marketTypes } from './marketTypes';

type CategoryTabsProps<Extra extends string> = {
  value: KnownMarketType | NoInfer<Extra>;
  onChange: (type: KnownMarketType | NoInfer<Extra>) => void;
  /** Tabs after the five categories (the market page's watchlist). */
  extraTabs?: readonly { value: Extra; label: string }[];
  size?: 'sm' | 'md';
  /** Wrap the tabs onto more lines instead of scrolling them (narrow columns). */
  wrap?: boolean;
  /** The panel of the selected category. */
  children: ReactNode;
};

/** Tabs over the five market categories; only the selected panel is rendered. */
export function CategoryTabs<Extra extends string = never>({
  value,
  onChange,
  extraTabs = [],
  size = 'md',
  wrap = false,
  children,
}: CategoryTabsProps<Extra>) {
  const { t } = useTranslation();
  const tabs = [
    ...marketTypes.map((type) => ({ value: type, label: t(`markets.categories.${type}`) })),
    ...extraTabs,
  ];
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        if (isKnownMarketType(details.value)) onChange(details.value);
        const extra = extraTabs.find((tab) => tab.value === details.value);
        if (extra) onChange(extra.value);
      }}
      variant="line"
      colorPalette="brand"
      size={size}
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        aria-label={t('markets.categoriesLabel')}
        flexWrap={wrap ? 'wrap' : undefined}
        overflowX={wrap ? undefined : 'auto'}
        overflowY="hidden"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink={0}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="2">
          {tab.value === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
