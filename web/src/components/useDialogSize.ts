import { useMediaQuery } from '@chakra-ui/react';
import { WIDE_SCREEN_QUERY } from '@coach/contract';

/**
 * Full screen under the mobile breakpoint (MOBILE_BREAKPOINT_PX, docs/web-app.md#screen-sizes), the given size above it. A responsive
 * `size` prop would keep the full size's 100dvh minimum height on wide screens too.
 */
export function useDialogSize<S extends string>(wideSize: S): S | 'full' {
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });
  return wide ? wideSize : 'full';
}
