// The alt text of a show's poster: which show it advertises. Pages and browser tests share it.
import type { Show } from "../content-model/schema"

export function posterAlt({ where, when }: Pick<Show, `where` | `when`>): string {
  return `Poster for the show at ${where}, ${when}`
}
