/** Route paths the app links to. The route table itself is in routes.tsx. */
export const PATHS = {
  home: '/',
  notFound: '/404',
  maintenance: '/maintenance',
} as const;

/** Target of the skip link; the layout's <main> carries it. */
export const MAIN_CONTENT_ID = 'main-content';
