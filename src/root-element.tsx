// The root wrapper shared by gatsby-browser and gatsby-ssr, so server HTML and the first client render agree.
import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { SpinProvider } from "./state/spin"
import { ThemeProvider } from "./state/theme"
import "./styles/global.css"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider>
    <SpinProvider>{element}</SpinProvider>
  </ThemeProvider>
)
