import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { type DistanceFigures, distanceColor, formatDistance } from './format-distance';

export interface DistanceBadgeProps extends DistanceFigures, Omit<BadgeProps, 'color' | 'children'> {}

/** The distance to another member (chat spec §9); renders nothing when there is none. */
export function DistanceBadge({ distance, duration, distanceMode, ...rest }: DistanceBadgeProps) {
  const text = formatDistance({ distance, duration, distanceMode });
  if (text === null || distance === null) return null;
  const hint = distanceMode === 'driving' ? 'Driving distance' : 'Approximate straight-line distance';
  return (
    <Tooltip label={hint} openDelay={700}>
      <Badge variant="light" size="sm" color={distanceColor(distance)} {...rest}>
        {text}
      </Badge>
    </Tooltip>
  );
}
