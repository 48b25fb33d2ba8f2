// A show's status as a badge in words ("Cancelled", "Sold out"), on its card and its page: never colour alone.
import * as React from "react"
import { statusWords } from "../shows/show-words"
import * as styles from "./show-status.module.css"

interface ShowStatusProps {
  status: string | null | undefined
  previousWhen?: string | null
}

export function ShowStatus({ status, previousWhen }: ShowStatusProps) {
  const words = statusWords(status, previousWhen)
  if (!words) return null
  return (
    <p className={styles.badge} data-status={status}>
      {words}
    </p>
  )
}
