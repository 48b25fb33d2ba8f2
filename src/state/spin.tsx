// The spin joke's state: idle, then armed (content spins), then full (everything spins, forever).
import * as React from "react"
import { useKeptForVisit, visitKeys } from "./kept-for-visit"

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
  advance: () => void
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
  const advance = React.useCallback(() => moveOnTo(nextSpinStage), [moveOnTo])
  // A reload in the same visit finds the spin where the fan left it.
  useKeptForVisit(visitKeys.spin, state.stage, initialStage, (kept) => {
    const keptStage = spinStages.find((stage) => stage === kept)
    if (keptStage) moveOnTo(() => keptStage)
  })
  const value = React.useMemo(() => ({ ...state, advance }), [state, advance])
  return <SpinContext.Provider value={value}>{children}</SpinContext.Provider>
}

export function useSpin(): SpinContextValue {
  const value = React.useContext(SpinContext)
  if (!value) throw new Error(`useSpin() must be used inside <SpinProvider>, which wrapRootElement provides`)
  return value
}
