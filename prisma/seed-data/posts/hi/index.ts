import { teachingTrigonometricRatiosThroughPlayHindi } from "./teaching-trigonometric-ratios-through-play";
import { whyKinestheticLearnersStruggleWithWorksheetsHindi } from "./why-kinesthetic-learners-struggle-with-worksheets";
import { mathsGamesForFamilyGameNightHindi } from "./maths-games-for-family-game-night";
import { coordinatePlaneClass6To9BoardGameHindi } from "./coordinate-plane-class-6-to-9-board-game";
import { buildingNumberSenseWithOperationGamesHindi } from "./building-number-sense-with-operation-games";
import { screenFreeLogicAndCodingFor10To14YearOldsHindi } from "./screen-free-logic-and-coding-for-10-to-14-year-olds";
import { preparingForBoardExamsAndOlympiadsThroughGamesHindi } from "./preparing-for-board-exams-and-olympiads-through-games";
import type { SeedBlogPostHindi } from "../../types";

/** The Hindi version of every seeded blog post, keyed by slug (one file per post). */
export const blogPostsHindi: Record<string, SeedBlogPostHindi> = {
  "teaching-trigonometric-ratios-through-play": teachingTrigonometricRatiosThroughPlayHindi,
  "why-kinesthetic-learners-struggle-with-worksheets": whyKinestheticLearnersStruggleWithWorksheetsHindi,
  "maths-games-for-family-game-night": mathsGamesForFamilyGameNightHindi,
  "coordinate-plane-class-6-to-9-board-game": coordinatePlaneClass6To9BoardGameHindi,
  "building-number-sense-with-operation-games": buildingNumberSenseWithOperationGamesHindi,
  "screen-free-logic-and-coding-for-10-to-14-year-olds": screenFreeLogicAndCodingFor10To14YearOldsHindi,
  "preparing-for-board-exams-and-olympiads-through-games": preparingForBoardExamsAndOlympiadsThroughGamesHindi,
};
