// Renders a component inside the site's providers, as wrapRootElement does, with the test content's band facts.
import * as React from "react"
import { act, render, type RenderResult } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import band from "../content-model/__fixtures__/good-content/band.json"
import { ThemeProvider } from "../state/theme"
import { SpinProvider, type SpinStage } from "../state/spin"
import type { ThemeType } from "../site/themes"

export function renderWithProviders(
  ui: React.ReactElement,
  { theme = `milk`, spin = `idle` }: { theme?: ThemeType; spin?: SpinStage } = {},
): RenderResult {
  jest.mocked(useStaticQuery).mockReturnValue({ bandJson: band })
  // Each render is a new visit: what an earlier test's visit kept (visit-storage.ts) is not brought back.
  sessionStorage.clear()
  return render(
    <ThemeProvider initialTheme={theme}>
      <SpinProvider initialStage={spin}>{ui}</SpinProvider>
    </ThemeProvider>,
  )
}

/**
 * renderWithProviders for a whole page, letting the parts it loads on demand (the head, the Sonic art) arrive inside
 * act(), as React's test tools expect of anything that resumes a suspended render.
 */
export async function renderPageWithProviders(
  ui: React.ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
): Promise<RenderResult> {
  let result: RenderResult | undefined
  await act(async () => {
    result = renderWithProviders(ui, options)
  })
  return result!
}
