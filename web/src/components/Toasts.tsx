import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastStore } from './toaster.tsx';

const INDICATOR_COLOR: Record<string, string> = {
  success: 'green.fg',
  error: 'red.fg',
  warning: 'orange.fg',
  info: 'blue.fg',
};

/**
 * The region's place. While a dialog is open the toasts step behind it (under its backdrop), so
 * that none covers the dialog's buttons; an error or a warning stays in front, as it answers what
 * was just done there.
 */
const REGION_CSS = {
  // Narrow screens: lower, below a page's own header and tabs (the chat's Goals and Progress tabs
  // stay free to tap, the next-session line included), over the content; !important over the
  // region's inline offset.
  top: { mdDown: 'max(env(safe-area-inset-top, 0px), 13rem) !important' },
  // Zag's hover bridges (hit areas beyond a toast: a strip above each, a doubled box around a
  // leaving one) would lie over the tabs just above the region and swallow taps on their lower
  // edge; a phone has no hover to bridge.
  '& [data-part=root] > [data-ghost]': { pointerEvents: { mdDown: 'none' } },
  'body:has([data-scope=dialog][data-part=content][data-state=open]) &:not(:has([data-type=error], [data-type=warning]))': {
    // Chakra's modal layer, under the dialog's backdrop; !important over the region's inline maximum.
    zIndex: '1400 !important',
  },
};

/** The toast region and its toasts (loaded by Toaster with the first toast). */
export default function Toasts() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} css={REGION_CSS}>
        {(toast) => (
          // Neutral panel with a coloured icon: the solid status colours fail contrast with white text.
          <Toast.Root width={{ md: '356px' }} bg="bg.panel" color="fg" borderWidth="1px" boxShadow="lg">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="teal.solid" />
            ) : (
              <Toast.Indicator color={INDICATOR_COLOR[toast.type ?? 'info'] ?? 'blue.fg'} />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity={1} color="fg.muted">
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Close notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
