// A polite live region that tells screen reader users what a press changed: a new theme, the spin armed or let go.
import * as React from "react"
import { useSpin, type SpinStage } from "../state/spin"
import { useTheme } from "../state/theme"
import type { ThemeType } from "../themes/theme-types"

export const changeAnnouncements: {
  theme: Record<ThemeType, string>
  spin: Record<Exclude<SpinStage, `idle`>, string>
} = {
  theme: {
    milk: `The milk theme is on.`,
    sonic: `The Sonic theme is on: the whole site is blue and fast now, and it stays that way.`,
    dairy: `The dairy theme is on.`,
  },
  spin: {
    armed: `The content is spinning. Press the button again to spin the whole page, forever.`,
    full: `The whole page is spinning, forever.`,
  },
}

/** Announces changes made while the page is open; a page that opens in a theme or mid-spin says nothing. */
export function ChangeAnnouncer() {
  const { theme } = useTheme()
  const { stage } = useSpin()
  const [message, setMessage] = React.useState(``)
  const previous = React.useRef({ theme: theme.type, stage })

  React.useEffect(() => {
    if (theme.type !== previous.current.theme) setMessage(changeAnnouncements.theme[theme.type])
    else if (stage !== previous.current.stage && stage !== `idle`) setMessage(changeAnnouncements.spin[stage])
    previous.current = { theme: theme.type, stage }
  }, [theme.type, stage])

  return (
    <p role="status" className="visually-hidden">
      {message}
    </p>
  )
}
