import { useEffect } from "react";
import type { Toast } from "~/lib/toast";
import { useToast } from "./toaster";

/**
 * Every answer already shown, for the life of the page. A form's component can be mounted again
 * (the list re-rendered after a change) and find its earlier answer still there: that one must not
 * come back over a newer notice.
 */
const shown = new WeakSet<object>();

/** Shows the toast an action answered with, once per answer. */
export function useToastOn(answer: { toast?: Toast } | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!answer?.toast || shown.has(answer)) return;
    shown.add(answer);
    toast(answer.toast);
  }, [answer, toast]);
}
