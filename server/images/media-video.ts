/**
 * Video files under /media (a dealer's walkaround or gallery video stored in the media folder): served as they are, with
 * byte ranges so a player can read the metadata and seek. The image endpoint only renders pictures and refused them (400).
 */
import express, { type RequestHandler } from "express";

export const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;

export function mediaVideos(mediaDir: string): RequestHandler {
  const serve = express.static(mediaDir, { index: false, dotfiles: "ignore", fallthrough: false, maxAge: "1d", acceptRanges: true });
  return (req, res, next) => (VIDEO_FILE.test(req.path) ? serve(req, res, next) : next());
}
