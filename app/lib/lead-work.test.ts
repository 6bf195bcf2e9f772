import { describe, expect, it } from "vitest";
import {
  activityLimits,
  activitySchema,
  isFinalStatus,
  isLeadSource,
  leadChangeSchema,
  lostReasonFrom,
  staffSources,
  workMessages,
} from "./lead-work";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("activitySchema", () => {
  it.each(["note", "call", "whatsapp", "email", "visit"])("logs a %s", (kind) => {
    expect(activitySchema.parse({ kind, text: "Spoke to Asha" })).toEqual({ kind, text: "Spoke to Asha" });
  });

  it.each(["status", "assignment", "repeat", "sms", "Call", "", null, undefined, 3])(
    "refuses the kind %j: the desk writes its own entries",
    (kind) => {
      expect(messagesOf(activitySchema.safeParse({ kind, text: "x" }))).toEqual([
        ["kind", workMessages.kind],
      ]);
    },
  );

  it("keeps lines, drops control characters and the blanks around the text", () => {
    expect(activitySchema.parse({ kind: "note", text: "  Line 1\nLine 2\u0000\u202E \t" }).text).toBe(
      "Line 1\nLine 2",
    );
  });

  it.each([
    ["", workMessages.text],
    [" \n\t ", workMessages.text],
    ["\u0000\u200B", workMessages.text],
    [undefined, workMessages.text],
    [42, workMessages.text],
    ["x".repeat(activityLimits.text + 1), workMessages.textTooLong],
  ])("refuses the text %j", (text, message) => {
    expect(messagesOf(activitySchema.safeParse({ kind: "note", text }))).toEqual([["text", message]]);
  });

  it("takes text up to the limit", () => {
    const text = "x".repeat(activityLimits.text);
    expect(activitySchema.parse({ kind: "call", text }).text).toBe(text);
  });
});

describe("leadChangeSchema", () => {
  const parse = (input: unknown) => leadChangeSchema.safeParse(input);

  it("takes a status", () => {
    expect(parse({ status: "qualified" }).data).toEqual({ status: "qualified" });
    expect(messagesOf(parse({ status: "won" }))[0]?.[0]).toBe("status");
  });

  it.each([
    ["2026-11-25T10:30", "2026-11-25T05:00:00.000Z"],
    ["2026-11-25T10:30:00", "2026-11-25T05:00:00.000Z"],
    ["2026-11-25T05:00:00.000Z", "2026-11-25T05:00:00.000Z"],
    ["2026-11-25T10:30+05:30", "2026-11-25T05:00:00.000Z"],
  ])("reads the follow-up %j (IST without a zone) as %s", (followUpAt, instant) => {
    const parsed = parse({ followUpAt });
    expect(parsed.data?.followUpAt).toBeInstanceOf(Date);
    expect(parsed.data?.followUpAt?.toISOString()).toBe(instant);
  });

  it.each([
    ["", null],
    [null, null],
  ])("clears the follow-up with %j", (followUpAt, cleared) => {
    expect(parse({ followUpAt }).data).toEqual({ followUpAt: cleared });
  });

  it.each(["tomorrow", "2026-11-25", "2026-02-30T10:00", 1795602600000, true, {}])(
    "refuses the follow-up %j",
    (followUpAt) => {
      expect(messagesOf(parse({ followUpAt }))).toEqual([["followUpAt", workMessages.followUpAt]]);
    },
  );

  it("takes an owner's id, and clears the owner with an empty value or null", () => {
    expect(parse({ assigneeId: "user-asha" }).data).toEqual({ assigneeId: "user-asha" });
    expect(parse({ assigneeId: "" }).data).toEqual({ assigneeId: null });
    expect(parse({ assigneeId: null }).data).toEqual({ assigneeId: null });
    expect(messagesOf(parse({ assigneeId: 7 }))).toEqual([["assigneeId", workMessages.assigneeId]]);
    expect(messagesOf(parse({ assigneeId: "u".repeat(101) }))[0]?.[0]).toBe("assigneeId");
  });

  it("takes a lost reason as one clean line, at most 300 characters; empty clears it", () => {
    expect(parse({ status: "closed", lostReason: "  Price\ntoo high\u0000 " }).data).toEqual({
      status: "closed",
      lostReason: "Price too high",
    });
    expect(parse({ lostReason: "x".repeat(400) }).data?.lostReason).toHaveLength(activityLimits.lostReason);
    expect(parse({ lostReason: "" }).data).toEqual({ lostReason: null });
    expect(parse({ lostReason: " \n " }).data).toEqual({ lostReason: null });
    expect(messagesOf(parse({ lostReason: 5 }))).toEqual([["lostReason", workMessages.lostReason]]);
  });

  it.each([{}, { followUpAt: undefined }, { other: "x" }, { lostReason: undefined, status: undefined }])(
    "refuses a change of nothing: %j",
    (input) => {
      expect(messagesOf(parse(input))).toEqual([["form", workMessages.nothing]]);
    },
  );

  it("drops keys it does not know", () => {
    expect(parse({ status: "new", assignee_id: "user-asha", text: "x" }).data).toEqual({ status: "new" });
  });

  it("takes every key at once", () => {
    expect(
      parse({ status: "closed", followUpAt: "", assigneeId: "user-asha", lostReason: "Price" }).data,
    ).toEqual({ status: "closed", followUpAt: null, assigneeId: "user-asha", lostReason: "Price" });
  });
});

describe("lostReasonFrom", () => {
  it.each([
    ["Price", "", "Price"],
    ["Price", "quoted 40% less elsewhere", "Price: quoted 40% less elsewhere"],
    ["", "Moved to Pune", "Moved to Pune"],
    [null, " Moved\nto Pune ", "Moved to Pune"],
    ["  ", " ", undefined],
    [undefined, undefined, undefined],
    [3, {}, undefined],
  ])("(%j, %j) is %j", (choice, detail, reason) => {
    expect(lostReasonFrom(choice, detail)).toBe(reason);
  });

  it("keeps at most 300 characters", () => {
    expect(lostReasonFrom("Price", "x".repeat(500))).toHaveLength(activityLimits.lostReason);
  });
});

describe("sources and statuses", () => {
  it("knows the sources; staff choose any but the web", () => {
    expect(["web", "phone", "whatsapp", "walk-in", "referral", "other"].every(isLeadSource)).toBe(true);
    expect([undefined, "", "Web", "billboard", 1].some(isLeadSource)).toBe(false);
    expect(staffSources).toEqual(["phone", "whatsapp", "walk-in", "referral", "other"]);
  });

  it("a converted or closed lead has nothing left to follow up", () => {
    expect(["converted", "closed"].every(isFinalStatus)).toBe(true);
    expect(["new", "contacted", "qualified", ""].some(isFinalStatus)).toBe(false);
  });
});
