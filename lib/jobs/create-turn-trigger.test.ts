import { describe, expect, it } from "vitest";
import { createTurnTrigger } from "./create-turn-trigger";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("createTurnTrigger", () => {
  it("runs once after the current turn however often it is pulled in it", async () => {
    const runs: string[] = [];
    let turn = "first";
    const pull = createTurnTrigger({ run: () => runs.push(turn) });
    pull();
    pull();
    pull();
    expect(runs).toEqual([]);
    await nextTurn();
    expect(runs).toEqual(["first"]);
    turn = "second";
    await nextTurn();
    expect(runs).toEqual(["first"]);
  });

  it("runs again in a later turn when pulled while or after it runs", async () => {
    let count = 0;
    const pull: () => void = createTurnTrigger({
      run: () => {
        count++;
        if (count === 1) pull();
      },
    });
    pull();
    await nextTurn();
    expect(count).toBe(1);
    await nextTurn();
    expect(count).toBe(2);
    await nextTurn();
    expect(count).toBe(2);
  });
});
