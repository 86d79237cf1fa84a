/** Number of news cards on the home page. */
export const HOME_NEWS_COUNT = 6;

/** The `news/filter` page the home page lists, and so the one its boot data carries. */
export const HOME_NEWS_PAGE = { page: 1, count: HOME_NEWS_COUNT } as const;
