// Words that change with the theme ("Dairy Based" or "Fastest"), right from the first paint of a reload that kept
// Sonic. The server draws every page in milk, and React restores Sonic only once it runs (seconds on a slow phone):
// until then the head's script has marked <html> (src/state/visit-storage.ts), and the styles write Sonic's words in
// place of milk's, as they already draw its colours. The markup is the same in every theme, so hydration matches.
import * as React from "react"
import * as styles from "./theme-words.module.css"

export function ThemeWords({ words, sonicWords }: { words: string; sonicWords: string }) {
  return (
    <span className={styles.words} data-sonic-words={sonicWords}>
      <span>{words}</span>
    </span>
  )
}
