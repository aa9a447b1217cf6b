import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import classes from './line-tabs.module.css';

interface LineTab<Value extends string> {
  value: Value;
  label: string;
  /** After the label: a count, say. */
  section?: ReactNode;
  panel: ReactNode;
}

interface LineTabsProps<Value extends string> {
  value: Value;
  onChange: (value: Value) => void;
  tabs: readonly LineTab<Value>[];
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Tabs over panels that fill the rest of their column, a line under the chosen tab (the look of
 * Mantine's default Tabs). The WAI-ARIA tabs pattern: one tab in the Tab order, the arrow keys
 * (round the ends), Home and End move to a tab and choose it. Every panel stays mounted, the
 * others hidden, so a list keeps its scroll position.
 */
export function LineTabs<Value extends string>({ value, onChange, tabs }: LineTabsProps<Value>) {
  const id = useId();
  const buttons = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (tab: Value) => `${id}-tab-${tab}`;
  const panelId = (tab: Value) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const step = STEP[event.key];
    const next =
      step !== undefined
        ? tabs[(at + step + tabs.length) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs.at(-1)
            : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div className={classes.root}>
      <div className={classes.list} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const chosen = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={chosen}
              aria-controls={panelId(tab.value)}
              tabIndex={chosen ? 0 : -1}
              className={classes.tab}
              onClick={() => onChange(tab.value)}
            >
              <span className={classes.label}>{tab.label}</span>
              {tab.section && <span className={classes.section}>{tab.section}</span>}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          className={classes.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
