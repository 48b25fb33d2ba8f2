// A polite live region that tells screen reader users what a press changed: a new theme, the spin armed or let go.
import * as React from "react"
import { useSpin } from "../state/spin"
import { useTheme } from "../state/theme"
import { changeAnnouncements } from "./change-announcements"

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
    <p role="status" aria-live="polite" className="visually-hidden">
      {message}
    </p>
  )
}
