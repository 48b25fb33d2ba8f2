// The booking kit's address, on its own so that the footer on every page links it without the kit's code.

/** The booking kit's page (src/pages/booking.tsx): the footer's "Book us" and About's booking note open it. */
export const bookingPagePath = `/booking/`
