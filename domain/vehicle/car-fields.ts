/** The shapes of a car's JSON columns (the database stores them; rules and pages read them). */
export type CarImage = { url: string; thumb: { url: string } };
export type SpinHotspot = { frame: number; x: number; y: number; label: string; description?: string };
export type CarSpec = { group: string; name: string; value: string };
