// The spin joke's state: idle, then armed (content spins), then full (everything spins, forever).
import * as React from "react"

export type SpinStage = `idle` | `armed` | `full`

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
  const advance = React.useCallback(() => {
    setState((current) => {
      const stage = nextSpinStage(current.stage)
      return stage === current.stage ? current : { stage, garbledLabel: stage === `full` ? garble() : `` }
    })
  }, [])
  const value = React.useMemo(() => ({ ...state, advance }), [state, advance])
  return <SpinContext.Provider value={value}>{children}</SpinContext.Provider>
}

export function useSpin(): SpinContextValue {
  const value = React.useContext(SpinContext)
  if (!value) throw new Error(`useSpin() must be used inside <SpinProvider>, which wrapRootElement provides`)
  return value
}
