// What Google lists for an event's structured data (https://developers.google.com/search/docs/appearance/structured-data/event):
// the properties it requires and those it recommends, checked by the JSON-LD's unit test and the show pages' browser test.
export const googleEventProperties = {
  required: [`name`, `startDate`, `location`],
  recommended: [
    `description`,
    `endDate`,
    `eventAttendanceMode`,
    `eventStatus`,
    `image`,
    // Only for a show still to come that goes ahead: a played or cancelled show has nothing to sell.
    `offers`,
    `performer`,
  ],
  /** Recommended, and left out on purpose: the content does not say who ran a show, and a wrong one misleads. */
  leftOut: [`organizer`],
} as const
