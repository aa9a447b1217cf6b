import { Badge, type BadgeProps } from '@mantine/core';
import { LazyTooltip } from './floating/lazy-tooltip';
import { type DistanceFigures, distanceColor, formatDistance } from './format-distance';
import { useText } from './text-context';

interface DistanceBadgeProps extends DistanceFigures, Omit<BadgeProps, 'color' | 'children'> {}

/** The distance to another member (chat spec §9); renders nothing when there is none. */
export function DistanceBadge({ distance, duration, distanceMode, ...rest }: DistanceBadgeProps) {
  const { intlLocale, m } = useText();
  const text = formatDistance({ distance, duration, distanceMode }, { locale: intlLocale, places: m.places });
  if (text === null || distance === null) return null;
  const hint = distanceMode === 'driving' ? m.places.drivingDistance : m.places.straightLineDistance;
  return (
    <LazyTooltip label={hint} openDelay={700}>
      {/* Normal case: Mantine's badges shout in capitals ('~504 KM'). */}
      <Badge variant="light" size="sm" color={distanceColor(distance)} tt="none" {...rest}>
        {text}
      </Badge>
    </LazyTooltip>
  );
}
