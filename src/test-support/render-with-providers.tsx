// Renders a component inside the site's providers, as wrapRootElement does, with the band's real facts.
import * as React from "react"
import { render, type RenderResult } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import band from "../../content/band.json"
import { ThemeProvider } from "../state/theme"
import { SpinProvider, type SpinStage } from "../state/spin"
import type { ThemeType } from "../themes/theme-types"

export function renderWithProviders(
  ui: React.ReactElement,
  { theme = `milk`, spin = `idle` }: { theme?: ThemeType; spin?: SpinStage } = {},
): RenderResult {
  jest.mocked(useStaticQuery).mockReturnValue({ bandJson: band })
  return render(
    <ThemeProvider initialTheme={theme}>
      <SpinProvider initialStage={spin}>{ui}</SpinProvider>
    </ThemeProvider>,
  )
}
