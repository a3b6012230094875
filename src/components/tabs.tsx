import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  /** The content of a tab's panel. */
  renderPanel: (id: T) => ReactNode;
  /**
   * Every panel stays mounted (hidden when not selected), so switching keeps what was typed and a
   * running countdown; otherwise only the selected panel is rendered.
   */
  keepMounted?: boolean;
}

/**
 * WAI-ARIA tabs: the selected tab alone is in the tab order; the arrow keys move between tabs (and
 * select), Home and End jump to the ends; each tab names and controls its panel.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
  keepMounted,
}: TabsProps<T>) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onSelect(next);
    buttons.current.get(next)?.focus();
  }

  const shown = keepMounted ? tabs.map((tab) => tab.id) : [selected];
  return (
    <>
      <div role="tablist" aria-label={label} className="tabs" data-sideways>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown.map((tab) => (
        <div
          key={tab}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
        >
          {renderPanel(tab)}
        </div>
      ))}
    </>
  );
}
