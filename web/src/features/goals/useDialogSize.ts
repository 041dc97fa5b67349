import { useMediaQuery } from '@chakra-ui/react';

/**
 * Full screen under the mobile breakpoint (spec §9: 768 px), the given size above it. A responsive
 * `size` prop would keep the full size's 100dvh minimum height on wide screens too.
 */
export function useDialogSize<S extends string>(wideSize: S): S | 'full' {
  const [wide] = useMediaQuery(['(min-width: 768px)'], { fallback: [true] });
  return wide ? wideSize : 'full';
}
