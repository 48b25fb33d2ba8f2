// The "Make it spin!" joke: the first click arms it, the second spins the whole page forever.
import * as React from "react"
import { useSpin } from "../state/spin"
import * as styles from "./spin-button.module.css"

export const spinTexts = {
  idle: { label: `Make it spin!`, warning: `(May cause motion sickness)` },
  armed: {
    label: `THIS CANNOT BE UNDONE`,
    warning: `(Last chance: it WILL cause motion sickness, and it never stops)`,
  },
  full: { spinningForever: `The page is spinning forever` },
} as const

export function SpinButton() {
  const { stage, garbledLabel, advance } = useSpin()

  if (stage === `full`) {
    return (
      <div className={`${styles.holder} ${styles.full}`}>
        {/* aria-disabled rather than disabled: the button that was just pressed keeps the keyboard's focus. */}
        <button
          type="button"
          className={styles.button}
          aria-disabled="true"
          aria-label={spinTexts.full.spinningForever}
        >
          <span className={styles.label} aria-hidden="true">
            {garbledLabel}
          </span>
        </button>
      </div>
    )
  }

  const { label, warning } = spinTexts[stage]
  return (
    <div className={`${styles.holder} ${stage === `armed` ? styles.armed : ``}`}>
      <button type="button" className={styles.button} onClick={advance} aria-describedby="spin-warning">
        <span className={styles.label}>{label}</span>
      </button>
      <p id="spin-warning" className={styles.warning}>
        {warning}
      </p>
    </div>
  )
}
