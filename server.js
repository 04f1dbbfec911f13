// Production entry: the server is built with the app (`npm run build`) into build/server/index.js.
const { start } = await import("./build/server/index.js");
await start();
