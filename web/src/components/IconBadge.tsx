import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * An icon (or a letter) centred in a tinted circle, beside or above a title. Decorative: hidden
 * from screen readers, the text next to it says what it stands for. `size` sets width and height;
 * the other Box props (rounded, bg, color, fontSize) change the look.
 */
export function IconBadge({ size = '9', children, ...props }: BoxProps & { size?: BoxProps['w'] }) {
  return (
    <Box
      aria-hidden
      flexShrink={0}
      w={size}
      h={size}
      rounded="full"
      display="grid"
      placeItems="center"
      bg="teal.subtle"
      color="teal.fg"
      {...props}
    >
      {children}
    </Box>
  );
}
