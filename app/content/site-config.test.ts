import { expect, it } from "vitest";
import { BUSINESS_HOURS } from "./site-config";
it("business hours read as spec 9.7", () => {
  expect(BUSINESS_HOURS).toEqual([
    { days: "Saturday – Wednesday", hours: "8:00 AM – 1:00 PM, 3:00 PM – 6:30 PM" },
    { days: "Thursday", hours: "8:00 AM – 1:00 PM" },
    { days: "Friday", hours: "Closed" },
  ]);
});
