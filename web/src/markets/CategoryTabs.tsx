import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownMarketType, type KnownMarketType, marketTypes } from './marketTypes';

type CategoryTabsProps = {
  value: KnownMarketType;
  onChange: (type: KnownMarketType) => void;
  /** The panel of the selected category. */
  children: ReactNode;
};

/** Tabs over the five market categories; only the selected panel is rendered. */
export function CategoryTabs({ value, onChange, children }: CategoryTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        if (isKnownMarketType(details.value)) onChange(details.value);
      }}
      variant="line"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={t('markets.categoriesLabel')} overflowX="auto" overflowY="hidden">
        {marketTypes.map((type) => (
          <Tabs.Trigger key={type} value={type} whiteSpace="nowrap" flexShrink={0}>
            {t(`markets.categories.${type}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {marketTypes.map((type) => (
        <Tabs.Content key={type} value={type} pt="2">
          {type === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
