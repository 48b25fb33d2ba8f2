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
    `offers`,
    `organizer`,
    `performer`,
  ],
} as const
