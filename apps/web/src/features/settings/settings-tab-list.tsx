import { Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../i18n';
import classes from './settings.module.css';
import { SETTINGS_PANELS } from './settings-panels';
import type { SettingsTab } from './settings-tabs';
import { CUE_WIDTH_PX } from './tab-overflow';
import { useTabOverflow } from './use-tab-overflow';

/**
 * The settings' sections (issue 32: every one reachable at any width): a list down the side on
 * wide screens; on narrow ones a strip that scrolls sideways, with a fading cue and an arrow at
 * each end that has sections out of sight. The arrows are for pointers and touch; keyboards
 * move along the tabs with the arrow keys, which bring each focused tab into sight.
 */
export function SettingsTabList({ active }: { active: SettingsTab | undefined }) {
  const m = useT();
  const { listRef, cues, step } = useTabOverflow(active);
  return (
    <div className={classes.tabStrip}>
      <Tabs.List ref={listRef} aria-label={m.settings.sections} className={classes.tabList}>
        {SETTINGS_PANELS.map(({ id, label, Icon }) => (
          <Tabs.Tab
            key={id}
            value={id}
            className={classes.tab}
            leftSection={<Icon size={16} stroke={1.75} />}
          >
            {label(m)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {cues.start && (
        <button
          type="button"
          className={classes.tabCue}
          data-side="start"
          style={{ width: CUE_WIDTH_PX }}
          tabIndex={-1}
          aria-label={m.settings.scrollTabsBack}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={18} stroke={2} aria-hidden />
        </button>
      )}
      {cues.end && (
        <button
          type="button"
          className={classes.tabCue}
          data-side="end"
          style={{ width: CUE_WIDTH_PX }}
          tabIndex={-1}
          aria-label={m.settings.scrollTabsForward}
          onClick={() => step(1)}
        >
          <IconChevronRight size={18} stroke={2} aria-hidden />
        </button>
      )}
    </div>
  );
}
