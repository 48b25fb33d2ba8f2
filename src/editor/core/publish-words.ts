// What a Publish says to the band member when it could not publish, or published together with another change.

/** Said when the checker's rules refuse what a Publish would write: its problems, in the band's words, a line each. */
export const notBuilt = (problems: string) =>
  `Nothing was published: the site would not build with this. Change what it says (a field it names is marked in red), then press Publish again.\n${problems}`

/** Said when the file kept changing while the Publish tried. */
export const keptChanging = `Nothing was published: the site's content changed again while this Publish was being saved (another band member publishing at the same moment). Your changes are still in this form: press Publish again.`

/** Said when another change touched the same entries as the form's. */
export const bothChanged = (clashes: string[]) =>
  [
    `Nothing was published: someone else (another band member, or you in another tab) changed ${clashes.length === 1 ? `this entry` : `these entries`} after you opened this form, and so did you:`,
    ...clashes.map((clash) => `  ${clash}`),
    `Their change stays on the site. Yours is still in this form: note it, reload the page, press "Drop them" to see theirs, and make yours again on what is there now.`,
  ].join(`\n`)

/** Said when a call got no answer and the site, read again, does not hold the change. */
export const notAnswered = `Nothing was published: the connection dropped before the save was answered, and the site does not have your changes. They are still in this form: press Publish again.`

/** Said when a call got no answer and the site could not be read again to tell whether it took the change. */
export const unsureWhetherPublished = `The connection dropped before the save was answered, so the editor cannot tell yet whether your changes reached the site. They are kept in this form. When the connection is back, press Publish again: changes already on the site are not published twice.`

/** Said once a Publish was merged with another change made since the form was opened. */
export const mergedWithOthers = `Published, together with a change made since you opened this form (by another band member, or by you in another tab): both are kept. That change shows in this form once you reload the page.`
