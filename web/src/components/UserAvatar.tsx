import { Avatar, type AvatarRootProps } from '@chakra-ui/react';

interface Props extends Omit<AvatarRootProps, 'children'> {
  name: string;
  /** The user's photo (GET /api/storage/files/...); initials without one, or while it loads. */
  src?: string | null;
}

/** A person's photo, or their initials: the same everywhere a user is shown (nav, account header). */
export function UserAvatar({ name, src, ...root }: Props) {
  return (
    <Avatar.Root colorPalette="teal" {...root}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
