// The site's address follows the host it is published on, when the build is told (GitHub Pages' SITE_URL).
import { publishedSiteUrl } from "../site-url"

const band = `https://www.milkpatrol.band`

test(`without SITE_URL, the band's own address`, () => {
  expect(publishedSiteUrl(band, {})).toBe(band)
  expect(publishedSiteUrl(band, { SITE_URL: `` })).toBe(band)
})

test(`a Pages project site's base_url gives its origin (the path prefix is added to each path, once)`, () => {
  expect(publishedSiteUrl(band, { SITE_URL: `https://fans.github.io/milkpatrol` })).toBe(
    `https://fans.github.io`,
  )
})

test(`a custom domain on Pages is the address it gives`, () => {
  expect(publishedSiteUrl(band, { SITE_URL: `https://www.milkpatrol.band` })).toBe(band)
})

test(`band.json's address with a slash at the end, or in capitals, is the same origin`, () => {
  expect(publishedSiteUrl(`${band}/`, {})).toBe(band)
  expect(publishedSiteUrl(`HTTPS://WWW.MilkPatrol.band`, {})).toBe(band)
})

test(`anything after the address (which the checker refuses) never reaches a page's address`, () => {
  expect(publishedSiteUrl(`${band}/?utm_source=ig#top`, {})).toBe(band)
})

test(`a siteUrl that is no address is left for the checker to report`, () => {
  expect(publishedSiteUrl(`our site`, {})).toBe(`our site`)
})
