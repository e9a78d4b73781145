export { findChromium } from "./find-chromium.js";
export { CHROMIUM_FLAGS, type HeadlessChromium, launchChromium } from "./launch-chromium.js";
