import { teachingTrigonometricRatiosThroughPlay } from "./posts/teaching-trigonometric-ratios-through-play";
import { whyKinestheticLearnersStruggleWithWorksheets } from "./posts/why-kinesthetic-learners-struggle-with-worksheets";
import { mathsGamesForFamilyGameNight } from "./posts/maths-games-for-family-game-night";
import { coordinatePlaneClass6To9BoardGame } from "./posts/coordinate-plane-class-6-to-9-board-game";
import { buildingNumberSenseWithOperationGames } from "./posts/building-number-sense-with-operation-games";
import { screenFreeLogicAndCodingFor10To14YearOlds } from "./posts/screen-free-logic-and-coding-for-10-to-14-year-olds";
import { preparingForBoardExamsAndOlympiadsThroughGames } from "./posts/preparing-for-board-exams-and-olympiads-through-games";
import type { SeedBlogPost } from "./types";

/**
 * Seeded blog articles for parents and teachers, one file per post (./posts/). Content is trusted
 * HTML restricted to p, h2, h3, ul, ol, li, strong, em, a and blockquote, with links only to the
 * store's own paths.
 */
export const blogPosts: SeedBlogPost[] = [
  teachingTrigonometricRatiosThroughPlay,
  whyKinestheticLearnersStruggleWithWorksheets,
  mathsGamesForFamilyGameNight,
  coordinatePlaneClass6To9BoardGame,
  buildingNumberSenseWithOperationGames,
  screenFreeLogicAndCodingFor10To14YearOlds,
  preparingForBoardExamsAndOlympiadsThroughGames,
];
