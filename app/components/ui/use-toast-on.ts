import { useEffect, useRef } from "react";
import type { Toast } from "~/lib/toast";
import { useToast } from "./toaster";

/** Shows the toast an action answered with, once per answer. */
export function useToastOn(answer: { toast?: Toast } | undefined) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.toast || shown.current === answer) return;
    shown.current = answer;
    toast(answer.toast);
  }, [answer, toast]);
}
