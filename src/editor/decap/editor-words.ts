// What the editor's page says in its own words (editor.ts): the form's line, the notices at the foot of the page and
// the toolbar's words. In the band's words, like the rules' (src/editor/core/band-words.ts); member-words.test.ts
// reads each of them.

/** The form's line while nothing of it is kept from before. */
export const changesKeptHere = `Your changes are kept on this device until you publish them, even if the page is closed or reloaded.`
/** The form's line when this tab's changes came back. */
export const changesKept = `Your changes from before you left this page are back in this form. They are not published yet: press Publish, or "Drop them" to see the site's content as it is.`
/** The form's line when another tab's changes were given to this one. */
export const changesOfAnotherTab = `Changes made in another tab or window of this browser, not published yet, are in this form. Press Publish to publish them with yours, or "Drop them" to see the site's content as it is.`

/** Said when a picture picked before a reload is no longer in this browser. */
export const pictureMissing = (name: string) =>
  `Nothing was published: the picture ${name} is no longer on this device (it was picked before the page was reloaded, and this browser did not keep it). Choose it again in its field, then press Publish.`

/** Said when a Publish failed in a way the rules did not word (the site could not be reached). */
export const noAnswerNoRead = `Nothing was published: the site could not be reached. Your changes are still in this form: press Publish again.`

/** Said when a Publish stopped on a fault of the editor's own, before anything was sent. */
export const unexpected = `Nothing was published: the editor ran into a problem of its own before sending anything. Your changes are still in this form: reload the page (they come back), then press Publish again.`

/** Decap's refusal of an empty required field, in place of its own. */
export const missingRequiredField = `Nothing was published: a field that must be filled in is empty; it is marked in red (a show not filled in is also named at the foot of the page).`

/** Said when the file a form opens cannot be read: why, in the band's words (entry-problems.ts's unreadableProblem). */
export const unread = (problem: string) =>
  `The editor could not read this file, so it will not save over it (Publish is refused). It was changed outside the editor; whoever changed it can correct it there:\n${problem}`

/** Said when Decap kept the form of another file (`file`, as the list names it) open. */
export const keptForm = (file: string) =>
  `The editor kept the form you had open before, so "${file}" is not shown here and nothing is saved into it. Press ← at the top left, then pick "${file}" in the list.`

/** Toolbar words short enough for a phone, where Decap's pushed Publish and the account menu off the screen. */
export const toolbarWords = { backCollection: `Files`, unsavedChanges: `Not published` }
