import { describe, expect, it } from "vitest";
import {
  frameForDrag,
  frameForKey,
  gallerySlides,
  hasThumbnails,
  hotspotPlacement,
  hotspotsForFrame,
  NOT_FOUND_IMAGE,
  spinCodeUrl,
  stepFrame,
  videoSource,
  viewerModeLabel,
  viewerModes,
} from "./gallery";

const img = (n: number) => ({ url: `/media/demo/${n}.svg`, thumb: { url: `/media/demo/${n}-t.svg` } });

describe("gallery", () => {
  it("shows thumbnails only with more than 3 images", () => {
    expect(hasThumbnails(3, 3)).toBe(false);
    expect(hasThumbnails(4, 3)).toBe(true);
  });

  it("inserts the video second, preferring video_url over external_video_url", () => {
    const slides = gallerySlides({
      images: [img(1), img(2)],
      videoUrl: "/media/demo/video/walkaround.mp4",
      externalVideoUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(slides.map((s) => s.kind)).toEqual(["image", "video", "image"]);
    expect(slides[1]).toMatchObject({ src: "/media/demo/video/walkaround.mp4", embed: false });
    const external = gallerySlides({ images: [img(1)], videoUrl: null, externalVideoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    expect(external[1]).toMatchObject({ kind: "video", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", embed: true });
  });

  it("falls back to the not-found image when a car has no images", () => {
    expect(gallerySlides({ images: [], videoUrl: null, externalVideoUrl: null })).toEqual([
      { kind: "image", url: NOT_FOUND_IMAGE, thumb: NOT_FOUND_IMAGE, index: 0 },
    ]);
  });

  it("recognises Vimeo and refuses script URLs", () => {
    expect(videoSource("https://vimeo.com/76979871")).toEqual({ src: "https://player.vimeo.com/video/76979871", embed: true });
    expect(videoSource("javascript:alert(1)")).toBeNull();
  });

  it("offers spinner, walkaround and interior modes only when the car has them", () => {
    const base = { images: [img(1)], interiorImageCount: 0, spinFrameCount: 0, spinCode: null, walkaroundUrl: null };
    expect(viewerModes(base)).toEqual(["gallery"]);
    // One frame is a photo, not a spin.
    expect(viewerModes({ ...base, spinFrameCount: 1 })).toEqual(["gallery"]);
    expect(viewerModes({ ...base, spinFrameCount: 2, walkaroundUrl: "/media/w.mp4", interiorImageCount: 1 })).toEqual([
      "gallery",
      "spinner",
      "walkaround",
      "interior",
    ]);
    expect(viewerModes({ ...base, spinCode: "https://spins.example.com/v/123" })).toEqual(["gallery", "spinner"]);
    expect(viewerModes({ ...base, spinCode: "<script>x</script>" })).toEqual(["gallery"]);
    expect(spinCodeUrl("http://insecure.example.com")).toBeNull();
  });
});

describe("spin", () => {
  it("wraps frames both ways", () => {
    expect(stepFrame(23, 1, 24)).toBe(0);
    expect(stepFrame(0, -1, 24)).toBe(23);
  });
  it("turns one full circle across the viewer's width when dragged", () => {
    expect(frameForDrag(5, 0, 400, 24)).toBe(5);
    expect(frameForDrag(5, -400, 400, 24)).toBe(5);
    expect(frameForDrag(0, -100, 400, 24)).toBe(6);
    expect(frameForDrag(0, 100, 400, 24)).toBe(18);
  });
  it("follows arrow keys and Home", () => {
    expect(frameForKey(3, "ArrowLeft", 24)).toBe(4);
    expect(frameForKey(0, "ArrowRight", 24)).toBe(23);
    expect(frameForKey(9, "Home", 24)).toBe(0);
    expect(frameForKey(9, "a", 24)).toBeNull();
  });
  it("shows a hotspot on its frame and the neighbouring ones", () => {
    const hs = [{ frame: 0, x: 0.5, y: 0.5, label: "Wheels" }];
    expect(hotspotsForFrame(hs, 23, 24)).toHaveLength(1);
    expect(hotspotsForFrame(hs, 1, 24)).toHaveLength(1);
    expect(hotspotsForFrame(hs, 2, 24)).toHaveLength(0);
  });
});

describe("spin codes and hotspot placement (issue 15)", () => {
  it("fills a provider's code into the dealer's provider template; an https URL stays as it is", () => {
    expect(spinCodeUrl("SPN-1A2B3C4D", "https://spins.example.com/view/{code}?autoplay=1")).toBe(
      "https://spins.example.com/view/SPN-1A2B3C4D?autoplay=1",
    );
    expect(spinCodeUrl(" SPN-1A2B3C4D ", "https://spins.example.com/{code}")).toBe("https://spins.example.com/SPN-1A2B3C4D");
    expect(spinCodeUrl("SPN-1A2B3C4D")).toBeNull();
    expect(spinCodeUrl("SPN-1A2B3C4D", "http://insecure.example.com/{code}")).toBeNull();
    expect(spinCodeUrl("https://spins.example.com/v/123", "https://other.example.com/{code}")).toBe("https://spins.example.com/v/123");
    expect(spinCodeUrl("javascript:alert(1)", "https://spins.example.com/{code}")).toBeNull();
    const base = { images: [img(1)], interiorImageCount: 0, spinFrameCount: 0, spinCode: "SPN-1A2B3C4D", walkaroundUrl: null };
    expect(viewerModes(base)).toEqual(["gallery"]);
    expect(viewerModes({ ...base, spinProviderUrl: "https://spins.example.com/{code}" })).toEqual(["gallery", "spinner"]);
  });

  it("places a hotspot on the frame: percent as given, fractions scaled, out-of-range values kept inside", () => {
    expect(hotspotPlacement({ x: 62.5, y: 40 })).toEqual({ left: 62.5, top: 40, openLeft: true, openUp: false });
    expect(hotspotPlacement({ x: 0.25, y: 0.75 })).toEqual({ left: 25, top: 75, openLeft: false, openUp: true });
    for (const spot of [
      { x: 6250, y: 4000 },
      { x: -30, y: 120 },
      { x: Number.NaN, y: 50 },
    ]) {
      const place = hotspotPlacement(spot);
      for (const v of [place.left, place.top]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe("viewer labels", () => {
  it("calls a motorcycle's close-ups its cockpit, a car's and a caravan's their interior", () => {
    expect(viewerModeLabel("interior", "motorcycle")).toBe("Cockpit");
    expect(viewerModeLabel("interior", "car")).toBe("Interior");
    expect(viewerModeLabel("interior", "caravan")).toBe("Interior");
    expect(viewerModeLabel("spinner", "motorcycle")).toBe("360° spin");
  });
});
