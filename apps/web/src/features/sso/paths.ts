// Where the connected systems' screens live (SPEC §2 `/panel/sso/`).

/** The managers' list of systems. */
export const SSO_LIST_PATH = '/panel/sso/list';

/** A new system of one category. */
export const newSystemPath = (categoryId: number) => `/panel/sso/new/${categoryId}`;

/** A system's detail form. */
export const systemDetailPath = (id: number) => `/panel/sso/detail/${id}`;
