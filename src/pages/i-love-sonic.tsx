// The secret page (linked from nowhere): one button turns the whole site into the Sonic theme, for good.
import * as React from "react"
import { Layout, preloadSonicArt } from "../components/layout"
import { Seo } from "../components/seo"
import { useTheme } from "../state/theme"
import { ThemeWords } from "../components/theme-words"
import { earlyTapAttribute, scriptsAttributes, useEarlyTap } from "../state/early-taps"
import * as styles from "./i-love-sonic.module.css"

export const secretTexts = {
  title: `Secret Page`,
  goFast: `Gotta Go Fast!`,
  tooSlow: `You're too slow!`,
} as const

const SecretPage: React.FC = () => {
  const { theme, goSonic } = useTheme()
  const isSonic = theme.type === `sonic`
  useEarlyTap(`sonic`, () => {
    preloadSonicArt()
    goSonic()
  })
  return (
    <Layout>
      <Seo
        title={secretTexts.title}
        path={`/i-love-sonic/`}
        description="You found the secret page."
        hidden
      />
      <h1>You found the secret page</h1>
      <p {...{ [scriptsAttributes.needed]: `` }}>
        Nobody links here. This page has one job: the button below turns the whole site into the Sonic theme,
        with a blue hedgehog of our own, green hills and a faster band. There is no button to turn it back.
      </p>
      {/* Shown only when scripts never run (gatsby-ssr.tsx), when the button is out of sight. */}
      <p hidden {...{ [scriptsAttributes.without]: `` }}>
        Nobody links here. This page has one job, turning the whole site into the Sonic theme, and it takes
        JavaScript, which this browser has turned off.
      </p>
      {/* aria-disabled rather than disabled: the button keeps the keyboard's focus once it has done its job. */}
      <button
        type="button"
        className={styles.goFast}
        onClick={isSonic ? undefined : goSonic}
        onPointerEnter={preloadSonicArt}
        onFocus={preloadSonicArt}
        aria-disabled={isSonic}
        {...{ [earlyTapAttribute]: `sonic` }}
      >
        {/* A reload that kept Sonic says so from the first paint, before React marks the button done. */}
        <ThemeWords
          words={isSonic ? secretTexts.tooSlow : secretTexts.goFast}
          sonicWords={secretTexts.tooSlow}
        />
      </button>
    </Layout>
  )
}

export default SecretPage
