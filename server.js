// Production entry: the server is built with the app (`npm run build`) into build/server/index.js.
// Only NODE_ENV=development shows error detail: anything else (unset included) runs React and its
// libraries in production mode, which never put an error's message or stack in a page. Set before the
// build loads them.
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
const { start } = await import("./build/server/index.js");
await start();
