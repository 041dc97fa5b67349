import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's solid buttons fade to 90% on hover, which lets white text on teal.700 or red fall
 * under 4.5:1 while the pointer rests on it (axe flags it); a darker shade keeps the contrast.
 */
const button = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants!.variant,
      solid: { ...buttonRecipe.variants!.variant!.solid, _hover: { filter: 'brightness(0.9)' }, _expanded: { filter: 'brightness(0.9)' } },
    },
  },
};

/**
 * The recipes (component styles) of the Chakra components this app uses, and only those: Chakra's
 * default theme carries some seventy, a sixth of the JavaScript every page loads. A component whose
 * recipe is missing renders unstyled: theme/recipes.test.ts fails when a component imported from
 * '@chakra-ui/react' needs a recipe that is not listed here.
 */
export const recipes = {
  badge: badgeRecipe,
  button,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  checkboxCard: checkboxCardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};
