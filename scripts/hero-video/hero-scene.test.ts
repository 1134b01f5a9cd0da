import { describe, expect, it } from "vitest";
import { frameCount, heroFrameSvg, machineX, SCENE_WIDTH, secondsSinceCleaned, shine } from "./hero-scene";

const MACHINE = { rear: -15 * 1.3, front: 185 * 1.3 };

describe("the demo hero loop", () => {
  it("is seamless: the frame after the last is the first", () => {
    expect(heroFrameSvg(frameCount())).toBe(heroFrameSvg(0));
    expect(heroFrameSvg(frameCount() - 1)).not.toBe(heroFrameSvg(0));
  });

  it("shows the whole machine on the first frame (the poster)", () => {
    expect(machineX(0) + MACHINE.rear).toBeGreaterThan(0);
    expect(machineX(0) + MACHINE.front).toBeLessThan(SCENE_WIDTH);
  });

  it("drives the machine out at the right and back in at the left", () => {
    const positions = Array.from({ length: frameCount() }, (_, index) => machineX(index / frameCount()));
    expect(positions.some((x) => x + MACHINE.rear > SCENE_WIDTH)).toBe(true);
    expect(positions.some((x) => x + MACHINE.front < 0)).toBe(true);
    const jumps = positions.filter((x, index) => index > 0 && x < positions[index - 1]!);
    expect(jumps).toHaveLength(1);
  });

  it("leaves a shining trail that dries: fresh just behind the squeegee, nearly dry just ahead of it", () => {
    const edge = machineX(0) + MACHINE.rear;
    expect(shine(secondsSinceCleaned(edge - 1, 0))).toBeGreaterThan(0.95);
    expect(shine(secondsSinceCleaned(edge + 1, 0))).toBeLessThan(0.1);
    expect(shine(secondsSinceCleaned(edge - 300, 0))).toBeLessThan(shine(secondsSinceCleaned(edge - 100, 0)));
  });
});
