import { ActionIcon } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@nahbar/contracts';
import { LazyMenu, LazyTooltip } from '@nahbar/ui';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { setLocale } from './locale-store';
import { useLocale, useT } from './use-t';

/** The language switch: a menu listing each language in its own words. */
export function LanguageMenu({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const m = useT();
  const { locale } = useLocale();
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <LazyTooltip
          label={m.common.language}
          openDelay={700}
          events={{ hover: true, focus: true, touch: false }}
        >
          <ActionIcon variant="subtle" color="gray" size={size} aria-label={m.common.language}>
            <IconLanguage size={20} stroke={1.75} />
          </ActionIcon>
        </LazyTooltip>
      }
    >
      {(Menu) =>
        LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => setLocale(option)}
            aria-current={option === locale ? 'true' : undefined}
            rightSection={option === locale ? <IconCheck size={16} aria-hidden /> : null}
          >
            {LOCALE_NAMES[option]}
          </Menu.Item>
        ))
      }
    </LazyMenu>
  );
}
