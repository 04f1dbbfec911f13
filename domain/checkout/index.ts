export * from "./hold";
export * from "./reference";
export * from "./terms";
export * from "./time-zone";
export * from "./contact";
