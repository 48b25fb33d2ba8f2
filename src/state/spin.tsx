// The spin joke's state: idle, then armed (content spins), then full (everything spins, forever).
import * as React from "react"
import { useVisitStorage, visitKeys } from "./visit-storage"

export const spinStages = [`idle`, `armed`, `full`] as const

export type SpinStage = (typeof spinStages)[number]

/** One click moves the joke one stage on. There is no way back. */
export function nextSpinStage(stage: SpinStage): SpinStage {
  switch (stage) {
    case `idle`:
      return `armed`
    case `armed`:
    case `full`:
      return `full`
  }
}

/** One step on from `from`, and only from there: a press meant for a stage already left changes nothing. */
const stepFrom = (from: SpinStage) => (current: SpinStage) =>
  current === from ? nextSpinStage(current) : current

const garbleCharacters = `#$%&@!?*~^+=<>/|\\ŦƷǂΞЖЯ߷₪∆∑≠⌘☍☠♒✖`

/** A random-looking string for the button once there is no going back. */
export function garble(length = 21, random: () => number = Math.random): string {
  return Array.from({ length }, () => garbleCharacters[Math.floor(random() * garbleCharacters.length)]).join(
    ``,
  )
}

interface SpinState {
  stage: SpinStage
  /** Chosen once, when the page starts spinning, so it does not change on every render. */
  garbledLabel: string
}

interface SpinContextValue extends SpinState {
  /**
   * The first step, from idle only: asked again (a tap noted before the page came alive, then the same tap replayed
   * by React, or a second tap on a button not yet drawn armed) it changes nothing. It never lets the page go.
   */
  arm: () => void
  /** The second step, from armed only: the whole page spins, for good. */
  letGo: () => void
  /**
   * The fan has put the armed warning away to read the page (it waits small at the screen's bottom edge, still
   * armed): for the rest of the visit's pages, until the tab is reloaded. Never a way back.
   */
  warningPutAway: boolean
  putWarningAway: () => void
}

const SpinContext = React.createContext<SpinContextValue | null>(null)

export function SpinProvider({
  children,
  initialStage = `idle`,
}: {
  children: React.ReactNode
  initialStage?: SpinStage
}) {
  const [state, setState] = React.useState<SpinState>(() => ({
    stage: initialStage,
    garbledLabel: initialStage === `full` ? garble() : ``,
  }))
  const moveOnTo = React.useCallback((wanted: (current: SpinStage) => SpinStage) => {
    setState((current) => {
      const stage = wanted(current.stage)
      // Only ever on: no way back, whatever asks.
      const further = spinStages.indexOf(stage) > spinStages.indexOf(current.stage)
      return further ? { stage, garbledLabel: stage === `full` ? garble() : `` } : current
    })
  }, [])
  const arm = React.useCallback(() => moveOnTo(stepFrom(`idle`)), [moveOnTo])
  const letGo = React.useCallback(() => moveOnTo(stepFrom(`armed`)), [moveOnTo])
  const [warningPutAway, setWarningPutAway] = React.useState(false)
  const putWarningAway = React.useCallback(() => setWarningPutAway(true), [])
  // A reload in the same visit finds the spin where the fan left it.
  useVisitStorage(visitKeys.spin, state.stage, initialStage, (kept) => {
    const keptStage = spinStages.find((stage) => stage === kept)
    if (keptStage) moveOnTo(() => keptStage)
  })
  const value = React.useMemo(
    () => ({ ...state, arm, letGo, warningPutAway, putWarningAway }),
    [state, arm, letGo, warningPutAway, putWarningAway],
  )
  return <SpinContext.Provider value={value}>{children}</SpinContext.Provider>
}

export function useSpin(): SpinContextValue {
  const value = React.useContext(SpinContext)
  if (!value) throw new Error(`useSpin() must be used inside <SpinProvider>, which wrapRootElement provides`)
  return value
}
