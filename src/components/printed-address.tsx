// A link's address written after it on paper, where a link cannot be followed: "(https://…)". Not on screen, where
// the link itself is enough (the booking one-sheet's downloads and contacts, a show page's tickets, map and calendar).
import * as React from "react"
import * as styles from "./printed-address.module.css"

export function PrintedAddress({ address }: { address: string }) {
  return <span className={styles.printed}> ({address})</span>
}
