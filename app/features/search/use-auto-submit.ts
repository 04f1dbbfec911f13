import { useCallback, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/**
 * With JavaScript, filter changes apply without a reload: checkboxes and selects at once, text after
 * `textDelayMs`, sliders after `sliderDelayMs`. Without it, the form's submit button does the same job.
 */
export function useAutoSubmit(textDelayMs: number, sliderDelayMs: number) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const target = event.target as HTMLInputElement;
      const delay =
        target.type === "search" || target.type === "text"
          ? textDelayMs
          : target.type === "range" || target.type === "number"
            ? sliderDelayMs
            : 0;
      clearTimeout(timer.current);
      // A submit of the form itself (Enter, its button) goes now and supersedes what typing had scheduled: the late
      // timer would otherwise replace the search the shopper asked for (e.g. the phrases Enter reads) with the typed text.
      form.addEventListener("submit", () => clearTimeout(timer.current), { once: true });
      // The form is read when the timer fires, not in the event: by then React has put each controlled input back to
      // the value it shows (a slider thumb clamped against the other), so the filter sent is the one on screen.
      timer.current = setTimeout(
        () =>
          submit(filtersOf(form), {
            method: "get",
            action: form.getAttribute("action") ?? undefined,
            preventScrollReset: true,
            replace: false,
          }),
        delay,
      );
    },
    [submit, textDelayMs, sliderDelayMs],
  );
}

/** The form's filters as they stand: no page (new filters start at page 1), no empty fields, no slider resting at its open end. */
function filtersOf(form: HTMLFormElement): FormData {
  const formData = new FormData(form);
  formData.delete("page");
  for (const [key, value] of [...formData.entries()]) if (value === "") formData.delete(key);
  // A slider thumb resting at its end of the scale is no limit at all.
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-open-at]")) {
    if (input.value === input.dataset.openAt) formData.delete(input.name);
  }
  return formData;
}
