import { describe, expect, it } from "vitest";
import { poolSizeFrom } from "#app/platform/db.server";

describe("DATABASE_POOL_SIZE", () => {
  it("defaults to 10 connections and takes a whole number from 1 to 1000", () => {
    expect(poolSizeFrom(undefined)).toBe(10);
    expect(poolSizeFrom(" ")).toBe(10);
    expect(poolSizeFrom("4")).toBe(4);
    expect(poolSizeFrom("1000")).toBe(1000);
  });

  it("refuses anything else at start-up, naming the variable", () => {
    for (const value of ["0", "-2", "2.5", "ten", "1001"]) {
      expect(() => poolSizeFrom(value)).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 1000/);
    }
  });
});
