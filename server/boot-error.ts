/** A problem at boot that the operator fixes in the configuration: start() prints its message alone (no stack) and exits 1. */
export class BootError extends Error {
  override name = "BootError";
}
