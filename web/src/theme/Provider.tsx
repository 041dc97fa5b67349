import type { ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { ThemeProvider } from 'next-themes';
import { recipes, slotRecipes } from './recipes.ts';

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        // Error text on white needs red.600 for 4.5:1; dark mode keeps Chakra's lighter red.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        // Focus rings (WCAG 2.2: 3:1 for a focus indicator): Chakra's gray.400 on white is 2.6:1 and
        // its teal.500 2.5:1; teal.600 is 3.7:1 on white, teal.400 over 9:1 on the dark page.
        gray: { focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } } },
        teal: {
          // teal.600 under white text is 3.7:1; teal.700 passes WCAG AA (5.5:1) in both modes.
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    // Every focus ring 2 px wide (Chakra's fields draw 1 px); the main landmark, focused by the skip link, draws none.
    ':root': { '--focus-ring-width': '2px' },
    'main:focus': { outline: 'none' },
    // Whoever asks their system for less motion gets none: dialogs, menus, toasts and collapsibles
    // appear and leave at once, and spinners stand still (their label still says what is loading).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** Chakra's default theme as `defaultConfig` builds it, with only the recipes the app uses. */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, defaultTheme, config);

export const THEME_STORAGE_KEY = 'coach.theme';

/** Chakra plus next-themes: light, dark or system, remembered in localStorage. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
        {children}
      </ThemeProvider>
    </ChakraProvider>
  );
}
