import { describe, expect, it } from "vitest";
import { CHAT_MAX_MESSAGES, CHAT_MESSAGES, CHAT_SUBCATEGORY, chatTranscript, makeChatSchema } from "./chat";
import { testContext, validContact } from "./test-context";

describe("web chat lead", () => {
  it("writes the shopper's messages as the transcript, one line each, at most 20, blank ones dropped", () => {
    expect(chatTranscript("Casey", ["Hi", "  ", "Is it available?\n"])).toBe("Casey: Hi\nCasey: Is it available?");
    const many = Array.from({ length: CHAT_MAX_MESSAGES + 5 }, (_, i) => `m${i}`);
    expect(chatTranscript("C", many).split("\n")).toHaveLength(CHAT_MAX_MESSAGES);
  });

  it("is a General Enquiry with subcategory Web Chat about the car it was opened on, with the contact details", () => {
    const result = makeChatSchema(testContext()).safeParse({ ...validContact, message: "Casey: Hi", car_id: "42" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ category: "General Enquiry", subcategory: CHAT_SUBCATEGORY, car_id: 42, event_id: 22 });
  });

  it("needs a message and the shopper's name, phone and email", () => {
    const result = makeChatSchema(testContext()).safeParse({ name: "", email: "x", phone: "1", message: " " });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields.message).toBe(CHAT_MESSAGES.transcript);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["name", "email", "phone", "message"]));
  });
});
