// The phone the tests hold, as a band member or a fan does: 390 × 844 CSS pixels, touch. The phone project in
// playwright.config.ts and the editor's phone specs (which run under the desktop project) use this one screen.
export const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
