import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import {
  changedLabels,
  moveLabel,
  SPECIFICATION_LABEL_MESSAGES,
  specificationLabelsFormSchema,
  specificationLabelsInputSchema,
  type LabelPlacement,
} from "./specification-labels-schema";

const label = (key: string, group: LabelPlacement["group"], position = 0): LabelPlacement => ({ key, group, position });

describe("moveLabel", () => {
  const labels = [
    label("working width", "performance"),
    label("tank", "capacity"),
    label("suction", "performance", 2),
    label("noise", "performance"),
    label("airflow", "performance", 1),
  ];

  it("moves a label among its group as the page shows it (numbered first) and numbers the group", () => {
    // Shown: airflow (1), suction (2), working width, noise.
    expect(moveLabel(labels, 0, "up")).toEqual([
      label("working width", "performance", 2),
      label("tank", "capacity"),
      label("suction", "performance", 3),
      label("noise", "performance", 4),
      label("airflow", "performance", 1),
    ]);
    expect(moveLabel(labels, 4, "down").map((entry) => entry.position)).toEqual([3, 0, 1, 4, 2]);
  });

  it("leaves the labels as they are at either end of the group, for a label alone in its group, or a bad index", () => {
    expect(moveLabel(labels, 4, "up")).toEqual(labels);
    expect(moveLabel(labels, 3, "down")).toEqual(labels);
    expect(moveLabel(labels, 1, "up")).toEqual(labels);
    expect(moveLabel(labels, 9, "up")).toEqual(labels);
  });
});

describe("changedLabels", () => {
  it("keeps the labels whose place differs from the one shown, and every label that names none", () => {
    const was = { group: "performance" as const, position: 0 };
    expect(
      changedLabels([
        { ...label("a", "performance"), was },
        { ...label("b", "capacity"), was },
        { ...label("c", "performance", 2), was },
        label("d", "general"),
      ]).map((entry) => entry.key),
    ).toEqual(["b", "c", "d"]);
  });
});

describe("the labels page's form", () => {
  const posted = (entries: Record<string, string>) => new URLSearchParams(entries);

  it("reads each label's place and the place it showed; a blank order is 0", () => {
    const submission = parseForm(
      posted({
        "labels[0].key": "working width",
        "labels[0].group": "capacity",
        "labels[0].position": "",
        "labels[0].wasGroup": "performance",
        "labels[0].wasPosition": "0",
        move: "0:up",
      }),
      specificationLabelsFormSchema,
    );
    expect(submission.status === "success" && submission.value).toEqual({
      labels: [{ key: "working width", group: "capacity", position: 0, was: { group: "performance", position: 0 } }],
      move: "0:up",
    });
  });

  it("answers an unknown group or a bad order next to the label's field", () => {
    const submission = parseForm(
      posted({
        "labels[0].key": "tank",
        "labels[0].group": "capacity",
        "labels[0].position": "-1",
        "labels[0].wasGroup": "capacity",
        "labels[0].wasPosition": "0",
        "labels[1].key": "noise",
        "labels[1].group": "toys",
        "labels[1].position": "2",
        "labels[1].wasGroup": "performance",
        "labels[1].wasPosition": "0",
      }),
      specificationLabelsFormSchema,
    );
    expect(submission.status !== "success" && submission.error).toEqual({
      "labels[0].position": [SPECIFICATION_LABEL_MESSAGES.order],
      "labels[1].group": [SPECIFICATION_LABEL_MESSAGES.group],
    });
  });
});

describe("the JSON API's labels", () => {
  it("files a label by its key, whatever the spelling sent, with numbers or text for the order", () => {
    expect(
      specificationLabelsInputSchema.parse({
        labels: [
          { key: "Working Width (mm):", group: "performance", position: 2 },
          { key: "tank", group: "capacity", position: "", was: { group: "capacity", position: 0 } },
        ],
      }),
    ).toEqual({
      labels: [
        { key: "working width", group: "performance", position: 2 },
        { key: "tank", group: "capacity", position: 0, was: { group: "capacity", position: 0 } },
      ],
    });
    for (const bad of [
      { labels: [{ key: "  ", group: "capacity", position: 1 }] },
      { labels: [{ key: "tank", group: "capacity", position: 1.5 }] },
      { labels: [{ key: "tank", group: "capacity", position: 10_000 }] },
      { labels: "tank" },
    ])
      expect(specificationLabelsInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
