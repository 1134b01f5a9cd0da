import { island } from "~/components/hydration/island";

/** The root's error pages hydrate when first used (decision 104): most visits never show them. */
export const ErrorCardIsland = island(() => import("./error-card").then((module) => module.ErrorCard), {
  name: "error page",
});

export const NotFoundCardIsland = island(() => import("./not-found-card").then((module) => module.NotFoundCard), {
  name: "not-found page",
});
