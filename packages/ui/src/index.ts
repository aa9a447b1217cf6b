export { type AvatarColor, avatarColor, NAME_COLORS } from './avatar-color';
export { DistanceBadge, type DistanceBadgeProps } from './distance-badge';
export { type FloatingParts, requestFloating, useFloatingParts } from './floating/floating-store';
export { LazyMenu, type LazyMenuProps } from './floating/lazy-menu';
export { LazyPopover, type LazyPopoverProps } from './floating/lazy-popover';
export { LazyTooltip, type LazyTooltipProps } from './floating/lazy-tooltip';
export {
  type DistanceColor,
  type DistanceFigures,
  type DistanceMode,
  type DistanceWords,
  distanceColor,
  formatDistance,
  formatDuration,
  formatKm,
} from './format-distance';
export { initials } from './initials';
export { MemberLine, type MemberLineProps, type MemberLineUser } from './member-line';
export { formatRelativeTime, type RelativeTimeWords } from './relative-time';
export { type TextContextValue, TextProvider, useText } from './text-context';
export { UserAvatar, type UserAvatarProps } from './user-avatar';
export { USER_TEXT_CLASS } from './user-text';
