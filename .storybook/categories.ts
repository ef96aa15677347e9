/** Story categories in sidebar order (HOUSE-STYLE.md); a test rejects a story title outside this list. */
export const storyCategories = [
  'Docs',
  'Foundations',
  'Primitives',
  'Actions',
  'Forms',
  'Overlays',
  'Navigation',
  'Layout',
  'Feedback',
  'Games',
  'Lottery',
  'VIP',
  'Points Mall',
  'Promotions',
  'Member Centre',
  'Agent Centre',
  'Patterns',
  'Screens',
] as const;

export const docsPages = ['Introduction', 'Theming', 'Making a white label'] as const;
