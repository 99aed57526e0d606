import { Avatar, type AvatarProps } from '@mantine/core';
import type { AvatarChoice } from './preferences';

/** Each built-in icon: a symbol every system font has, on its own colour (Mantine keeps the contrast). */
export const avatarLooks: Record<AvatarChoice, { symbol: string; color: string }> = {
  star: { symbol: '★', color: 'blue' },
  heart: { symbol: '♥', color: 'red' },
  diamond: { symbol: '♦', color: 'orange' },
  club: { symbol: '♣', color: 'green' },
  spade: { symbol: '♠', color: 'violet' },
  sun: { symbol: '☀', color: 'yellow' },
};

/** One of the built-in user icons; decorative unless given a name (`alt`). */
export function UserAvatar({ choice, alt, ...props }: AvatarProps & { choice: AvatarChoice; alt?: string }) {
  const look = avatarLooks[choice];
  return (
    <Avatar
      variant="filled"
      color={look.color}
      radius="xl"
      size="sm"
      role={alt ? 'img' : undefined}
      aria-label={alt}
      aria-hidden={alt ? undefined : true}
      {...props}
    >
      <span aria-hidden="true">{look.symbol}</span>
    </Avatar>
  );
}
