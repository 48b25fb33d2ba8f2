// The active theme: every visit starts in milk; the secret page switches to sonic, and nothing switches back, for
// the rest of the visit (a reload too: visit-storage.ts).
import * as React from "react"
import { themes, type ThemeRecord } from "../themes/themes"
import type { ThemeType } from "../site/themes"
import { useVisitStorage, visitKeys } from "./visit-storage"

interface ThemeContextValue {
  theme: ThemeRecord
  goSonic: () => void
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null)

export function ThemeProvider({
  children,
  initialTheme = `milk`,
}: {
  children: React.ReactNode
  /** Only tests start elsewhere: dairy is defined but no visitor can reach it. */
  initialTheme?: ThemeType
}) {
  const [type, setType] = React.useState<ThemeType>(initialTheme)
  const goSonic = React.useCallback(() => setType(`sonic`), [])
  useVisitStorage(visitKeys.theme, type, initialTheme, (kept) => {
    if (kept === `sonic`) goSonic()
  })
  const value = React.useMemo(() => ({ theme: themes[type], goSonic }), [type, goSonic])
  // The browser's bar follows the theme as soon as it changes, without waiting for the next page's head.
  React.useEffect(() => {
    for (const meta of document.querySelectorAll(`meta[name="theme-color"]`))
      meta.setAttribute(`content`, themes[type].barColour)
  }, [type])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const value = React.useContext(ThemeContext)
  if (!value)
    throw new Error(`useTheme() must be used inside <ThemeProvider>, which wrapRootElement provides`)
  return value
}
