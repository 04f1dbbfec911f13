import { useEffect, useRef, type ImgHTMLAttributes } from "react";
import { imageSrcSet, imageUrl } from "~/domain/images/image-url";
import { NOT_FOUND_IMAGE } from "~/domain/vehicle/gallery";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & { src: string; widths: number[]; w: number };

/**
 * An image from the image endpoint at several widths. A picture that fails to load (also before
 * hydration, which onError would miss) is swapped for the not-found image.
 */
export function CarImage({ src, widths, w, alt = "", ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const fallBack = (img: HTMLImageElement) => {
    if (img.dataset.fallback) return;
    img.dataset.fallback = "1";
    img.removeAttribute("srcset");
    img.src = imageUrl(NOT_FOUND_IMAGE, { w });
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("loading") !== "lazy") fallBack(img);
  });
  return (
    <img
      ref={ref}
      src={imageUrl(src, { w })}
      srcSet={imageSrcSet(src, widths) || undefined}
      alt={alt}
      onError={(e) => fallBack(e.currentTarget)}
      {...rest}
    />
  );
}
