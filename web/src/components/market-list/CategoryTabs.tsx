import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CategoryTabs.module.css';
import { type KnownMarketType, marketTypes } from './marketTypes';

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
  /**
   * The prefix of the tabs' and the panel's ids; a generated one by default. The home page's tabs
   * are prerendered, and a generated id depends on the tree around them, which the prerender's differs from.
   */
  id?: string;
};

/**
 * Tabs over the five market categories; only the selected panel is rendered. WAI-ARIA tabs with
 * automatic activation (arrow keys follow the reading direction, Home and End), in plain markup
 * so the home page's first screen needs no component library.
 */
export function CategoryTabs<Extra extends string = never>({
  value,
  onChange,
  extraTabs = [],
  size = 'md',
  wrap = false,
  children,
  id: fixedId,
}: CategoryTabsProps<Extra>) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const tabs: { value: KnownMarketType | Extra; label: string }[] = [
    ...marketTypes.map((type) => ({ value: type, label: t(`markets.categories.${type}`) })),
    ...extraTabs,
  ];
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    document.getElementById(tabId(tab.value))?.focus();
  };

  return (
    <div className={size === 'sm' ? `${styles.root} ${styles.sm}` : styles.root}>
      <div
        role="tablist"
        aria-label={t('markets.categoriesLabel')}
        aria-orientation="horizontal"
        className={`${styles.list} ${wrap ? styles.wrapping : styles.scrolling}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={`${styles.trigger} ${styles.tab}`}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel is focusable (as Chakra's was)
        tabIndex={0}
        className={`${styles.panel} ${styles.panelSpacing}`}
      >
        {children}
      </div>
    </div>
  );
}
