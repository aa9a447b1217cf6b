export { type AvatarColor, avatarColor, NAME_COLORS } from './avatar-color';
export { DistanceBadge, type DistanceBadgeProps } from './distance-badge';
export {
  type DistanceColor,
  type DistanceFigures,
  type DistanceMode,
  distanceColor,
  formatDistance,
  formatDuration,
  formatKm,
} from './format-distance';
export { initials } from './initials';
export { formatRelativeTime } from './relative-time';
export { UserAvatar, type UserAvatarProps } from './user-avatar';
