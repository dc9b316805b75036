import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export type TabItem<Value extends string> = {
  value: Value;
  /** The tab's text (its accessible name). */
  label: ReactNode;
  /** The tab's panel. */
  panel: ReactNode;
  /** `data-*` attributes of its tab (what it counts, for instance). */
  data?: Record<`data-${string}`, string | number>;
};

type TabsProps<Value extends string> = {
  value: Value;
  onValueChange: (value: Value) => void;
  items: readonly TabItem<Value>[];
  /** The tab list's accessible name. */
  'aria-label': string;
  size?: 'sm' | 'md';
  /**
   * Render a panel only once its tab has been selected, and keep it (hidden) after: Chakra's
   * `lazyMount`. Otherwise every panel is rendered from the start, the others hidden.
   */
  lazyMount?: boolean;
  className?: string;
};

/** Whether the element reads right to left: the closest `dir` says. */
function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/**
 * Chakra's Tabs (variant line, colour palette brand) in plain markup, for pages that load no
 * Chakra. WAI-ARIA tabs with automatic activation, as Chakra's are: the arrow keys move the focus
 * and the selection in the reading direction and wrap around, Home and End go to the first and
 * the last; only the selected tab is in the tab order, and its panel is focusable.
 */
export function Tabs<Value extends string>({
  value,
  onValueChange,
  items,
  'aria-label': label,
  size = 'md',
  lazyMount = false,
  className,
}: TabsProps<Value>) {
  const id = useId();
  const tabs = useRef(new Map<Value, HTMLButtonElement>());
  // The panels shown so far (lazyMount keeps a visited panel, hidden, as Chakra does).
  const [visited, setVisited] = useState<ReadonlySet<Value>>(() => new Set([value]));
  if (!visited.has(value)) setVisited(new Set([...visited, value]));
  const tabId = (item: Value) => `${id}-tab-${item}`;
  const panelId = (item: Value) => `${id}-panel-${item}`;
  const rendered = (item: Value) => !lazyMount || item === value || visited.has(item);

  const select = (item: Value) => {
    if (item !== value) onValueChange(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = items.findIndex((item) => item.value === value);
    const rtl = isRtl(event.currentTarget);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (current + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    select(item.value);
    tabs.current.get(item.value)?.focus();
  };

  return (
    <div className={[styles.root, styles[size], className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={rendered(item.value) ? panelId(item.value) : undefined}
              tabIndex={selected ? 0 : -1}
              data-selected={selected ? '' : undefined}
              className={styles.trigger}
              {...item.data}
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        rendered(item.value) ? (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel is focusable (as Chakra's is)
            tabIndex={0}
            hidden={item.value !== value}
            className={styles.panel}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
