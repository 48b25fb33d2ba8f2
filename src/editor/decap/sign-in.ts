// The editor's sign-in page for GitHub (the page Decap's GitHub backend draws through authComponent): Decap's own
// "Login with GitHub", which needs an OAuth app (Netlify's, or a proxy of the band's), and under it a sign-in with a
// token, which needs neither: a fine-grained personal access token for the site's repository alone, pasted once. A
// token GitHub refuses, or that cannot change the repository, is refused here in words, before Decap is handed it.
// On a github.io address the page first says that whatever signs in there is kept where the account's other Pages
// sites can read it.
import { createClass, h } from "./decap"
import type { TokenAnswer } from "./backends"

export const tokenLabel = `Your GitHub token for this site`
export const tokenHint = `A fine-grained personal access token for the site's repository alone, with "Contents" set to "Read and write". Paste it once: this browser keeps it until you log out.`
export const tokenButton = `Sign in with a token`
const checking = `Checking the token…`

/** Why a token was not taken, in the band's words; `repository` is the site's, "owner/name". */
export function tokenRefusal(answer: Exclude<TokenAnswer, `accepted`> | `empty`, repository: string): string {
  const refusals: Record<typeof answer, string> = {
    empty: `Paste your token into the box first (it starts with github_pat_).`,
    "not-accepted": `GitHub did not accept this token: it may be cut short, expired or revoked. Paste it again whole, or make a new one on GitHub and paste that.`,
    "no-repository": `This token cannot see the site's repository, ${repository}. Make a new token, and under "Repository access" choose "Only select repositories" and pick ${repository} (GitHub offers it only when the repository is your account's or an organisation's you belong to).`,
    "token-cannot-write": `This token can read the site's repository, ${repository}, but not change it. Make a new token for it with "Contents" set to "Read and write"; if the repository is an organisation's, one of its owners may first have to approve the token.`,
    "account-cannot-write": `Your GitHub account cannot change the site's repository, ${repository}. Ask whoever looks after it to add you as a collaborator with the role "Write", then sign in again.`,
    "no-answer": `GitHub could not be reached to check the token. Check the connection, then press "${tokenButton}" again.`,
  }
  return refusals[answer]
}

/**
 * The GitHub account whose Pages sites share the origin `hostname` (`<account>.github.io`, a user's site and every
 * project site of theirs alike), or undefined on any other address.
 */
export function sharedPagesAccount(hostname: string): string | undefined {
  const found = /^([^.]+)\.github\.io$/i.exec(hostname)
  return found?.[1]
}

/** Said on the sign-in page on a github.io address, before anything is signed in. */
export const sharedOriginWarning = (hostname: string, account: string) =>
  `This editor is on ${hostname}, an address that every GitHub Pages site of the account "${account}" shares. Whatever you sign in with here is kept in this browser, where any of those sites can read it. Edit at the band's own domain or its Netlify address instead. If you sign in here all the same, log out (the menu at the top right) when you are done.`

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's props for a sign-in page: onLogin, config, error… */
type SignInPage = {
  props: Record<string, any> & { onLogin: (credentials: { token: string }) => void }
  state: { problem?: string; checking?: boolean }
  setState: (state: SignInPage[`state`]) => void
  input?: HTMLInputElement | null
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const tokenInput = `milk-patrol-token`

/** Checks the token typed, and hands Decap a token GitHub took, whose own sign-in then reads the account. */
async function signInWithToken(page: SignInPage, check: (token: string) => Promise<TokenAnswer>) {
  const repository = String(page.props.config?.backend?.repo ?? ``)
  const token = page.input?.value.trim() ?? ``
  if (!token) return page.setState({ problem: tokenRefusal(`empty`, repository) })
  page.setState({ checking: true, problem: undefined })
  const answer = await check(token).catch(() => `no-answer` as const)
  if (answer === `accepted`) {
    page.setState({ checking: false })
    return page.props.onLogin({ token })
  }
  // Pasted again whole, not added to; a token that only met no answer is kept for the next try.
  if (answer !== `no-answer` && page.input) page.input.value = ``
  page.setState({ checking: false, problem: tokenRefusal(answer, repository) })
}

/** The page, around Decap's own (`decapPage`); `check` asks GitHub about a token. */
export function signInPage(decapPage: unknown, check: (token: string) => Promise<TokenAnswer>): unknown {
  return createClass({
    getInitialState: () => ({}),
    render(this: SignInPage) {
      const { problem, checking: busy } = this.state
      const { hostname } = location
      const account = sharedPagesAccount(hostname)
      return h(
        `div`,
        { className: `milk-patrol-sign-in` },
        account &&
          h(
            `p`,
            { id: `shared-origin`, role: `note`, className: `milk-patrol-shared-origin` },
            sharedOriginWarning(hostname, account),
          ),
        h(decapPage, this.props),
        h(
          `form`,
          {
            className: `milk-patrol-token`,
            noValidate: true,
            onSubmit: (event: Event) => {
              event.preventDefault()
              void signInWithToken(this, check)
            },
          },
          h(`label`, { htmlFor: tokenInput }, tokenLabel),
          h(`p`, { id: `${tokenInput}-hint` }, tokenHint),
          // No name: the token is never part of a form's submission, only read from here.
          h(`input`, {
            id: tokenInput,
            type: `password`,
            autoComplete: `off`,
            autoCapitalize: `none`,
            autoCorrect: `off`,
            spellCheck: false,
            "aria-describedby": `${tokenInput}-hint`,
            "aria-invalid": problem ? true : undefined,
            ref: (input: HTMLInputElement | null) => void (this.input = input),
          }),
          h(`button`, { type: `submit`, disabled: busy }, busy ? checking : tokenButton),
          problem && h(`p`, { role: `alert`, className: `milk-patrol-said` }, problem),
        ),
      )
    },
  })
}

/** The page's look: Decap's page no longer a whole screen high, the form's boxes and buttons 44 px at least. */
export const signInStyle = `.milk-patrol-sign-in { display: flex; flex-direction: column; align-items: center; gap: 24px; padding: 24px 16px; box-sizing: border-box; font: 16px/1.4 sans-serif; }
.milk-patrol-sign-in > section { height: auto; gap: 24px; max-width: 100%; }
.milk-patrol-sign-in > section svg { max-width: 100%; }
.milk-patrol-sign-in > section button { min-height: 44px; }
.milk-patrol-shared-origin { max-width: 360px; margin: 0; padding: 12px; background: #fff4d6; border-left: 4px solid #b35900; color: #3d2600; }
.milk-patrol-token { display: flex; flex-direction: column; gap: 8px; width: 100%; max-width: 360px; }
.milk-patrol-token label { font-weight: 600; }
.milk-patrol-token p { margin: 0; font-size: 14px; }
.milk-patrol-token input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 4px 8px; font-size: 16px; }
.milk-patrol-token button { min-height: 44px; min-width: 44px; font: inherit; font-weight: 600; }`
