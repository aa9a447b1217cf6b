export { type AvatarColor, avatarColor, NAME_COLORS } from './avatar-color';
export { DistanceBadge, type DistanceBadgeProps } from './distance-badge';
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
