import { Box } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { clampPanelPercent, PANEL_PERCENT, panelPercentAt } from './members-panel-rules';

interface ResizableSplitProps {
  main: ReactNode;
  panel: ReactNode | null;
}

/**
 * The desktop layout of the chat area: messages beside the members panel, which is resizable
 * from 15 to 40 % (default 25 %) with a drag handle that also answers the arrow keys.
 */
export function ResizableSplit({ main, panel }: ResizableSplitProps) {
  const m = useT();
  const area = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState<number>(PANEL_PERCENT.initial);
  const [dragging, setDragging] = useState(false);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect();
    if (dragging && box) setPercent(panelPercentAt(event.clientX, box.left, box.width));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 5 : 1;
    const next =
      event.key === 'ArrowLeft'
        ? percent + step
        : event.key === 'ArrowRight'
          ? percent - step
          : event.key === 'Home'
            ? PANEL_PERCENT.max
            : event.key === 'End'
              ? PANEL_PERCENT.min
              : null;
    if (next === null) return;
    event.preventDefault();
    setPercent(clampPanelPercent(next));
  };

  return (
    <Box ref={area} h="100%" style={{ display: 'flex', minWidth: 0 }}>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{main}</Box>
      {panel && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and dragged */}
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={m.members.resizePanel}
            aria-valuemin={PANEL_PERCENT.min}
            aria-valuemax={PANEL_PERCENT.max}
            aria-valuenow={Math.round(percent)}
            tabIndex={0}
            className={classes.resizer}
            data-dragging={dragging || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              setDragging(true);
            }}
            onPointerMove={follow}
            onPointerUp={() => setDragging(false)}
            onPointerCancel={() => setDragging(false)}
          />
          <Box
            w={`${percent}%`}
            style={{
              flexShrink: 0,
              minWidth: 0,
              background: 'var(--mantine-color-dark-8)',
              userSelect: dragging ? 'none' : undefined,
            }}
          >
            {panel}
          </Box>
        </>
      )}
    </Box>
  );
}
