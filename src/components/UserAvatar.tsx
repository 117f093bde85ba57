// A user's initials on a colour of their own (the same user, the same colour everywhere): the
// users list and dialog, the CV details.
import { Avatar } from '@mui/material';
import type { User } from '../../contract/users';

// White initials on each of these reach 4.5:1 (WCAG AA), in either theme.
const AVATAR_COLOURS = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#15803d', '#7e22ce', '#c2410c'];

export function UserAvatar({ user, size = 36 }: { user: Pick<User, 'id' | 'firstName' | 'lastName'>; size?: number }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const colour = AVATAR_COLOURS[[...user.id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % AVATAR_COLOURS.length];
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: colour, color: '#fff' }}>
      {initials}
    </Avatar>
  );
}
