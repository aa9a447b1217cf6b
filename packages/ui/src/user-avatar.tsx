import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarColor } from './avatar-color';
import { initials } from './initials';

interface UserAvatarProps extends Omit<AvatarProps, 'color' | 'src' | 'name' | 'children'> {
  /** The name the initials and the fallback colour come from (usually the display name). */
  name: string;
  gender?: string | null;
  /** The primary photo; initials show while it loads or when it fails. */
  photoUrl?: string | null;
}

/** A user's photo, or their initials on the colour the spec assigns (chat spec §9). */
export function UserAvatar({ name, gender, photoUrl, alt, ...rest }: UserAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? null}
      alt={alt ?? name}
      color={avatarColor(gender, name)}
      variant="filled"
      radius="xl"
      {...rest}
    >
      {initials(name)}
    </Avatar>
  );
}
