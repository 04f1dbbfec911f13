/** The built-in "image not available" picture (4:3, no text so it needs no fonts), used when no notFoundPath is configured. */
export const BUILTIN_NOT_FOUND_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#eceef1"/>
  <g fill="none" stroke="#a3aab5" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
    <path d="M210 360 l30-80 q12-30 45-30 h230 q33 0 45 30 l30 80"/>
    <path d="M185 360 h430 q20 0 20 20 v40 q0 15-15 15 h-440 q-15 0-15-15 v-40 q0-20 20-20z"/>
    <circle cx="275" cy="435" r="32" fill="#eceef1"/>
    <circle cx="525" cy="435" r="32" fill="#eceef1"/>
    <path d="M150 150 L650 480"/>
  </g>
</svg>`,
);
