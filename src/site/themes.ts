// The three themes the site knows. milk is where every visit starts; sonic is the secret; dairy is kept in reserve.
export const themeTypes = [`milk`, `sonic`, `dairy`] as const

export type ThemeType = (typeof themeTypes)[number]
