// A show with every field the content model has: rescheduled, at a venue with its address, with a price and other
// acts. For the tests of what a show's fields become (its node's facts, its page).
import type { Show } from "../content-model/schema"

export const rescheduledShow: Show = {
  id: `2097-09-13-firehaus-champaign`,
  where: `Firehaus, Champaign`,
  when: `7pm, September 20th, 2097`,
  date: `2097-09-20T19:00`,
  img: `images/posters/2097-09-13-firehaus.png`,
  link: `https://www.eventbrite.com/e/milk-patrol-at-firehaus-2097`,
  status: `rescheduled`,
  previousDate: `2097-09-13T19:00`,
  venue: { name: `Firehaus`, street: `708 S. Sixth St.`, city: `Champaign`, state: `IL`, zip: `61820` },
  price: `$8 at the door`,
  otherActs: [`Mango Pods`, `Olivia Wexler`],
}
