import type { SeedBlogPost } from "../types";

export const preparingForBoardExamsAndOlympiadsThroughGames: SeedBlogPost = {
  slug: "preparing-for-board-exams-and-olympiads-through-games",
  title: "Preparing for Board Exams and Olympiads Through Games",
  description:
    "Games are not a break from revision; used well, they are some of the best revision there is. How retrieval practice, spacing and mixed practice fit into a game-based plan.",
  author: "Sunita Choudhary",
  image: "/images/blog/preparing-for-board-exams-and-olympiads-through-games.svg",
  publishedOn: "2026-01-20",
  readMinute: 3,
  likes: 119,
  tags: ["exam prep", "trigonometry", "games", "classroom"],
  category: "Teaching",
  content: `
<p>In the months before the Class 10 board exams, many homes in India fall into the same routine: long evenings of sample papers, guides and tuition notes. Games are put away as distractions. Yet some of the most reliable findings in learning science suggest that well-chosen games, used in short bursts, can be among the most efficient forms of revision. The trick is knowing which ideas from the research matter and how to apply them.</p>

<h2>Three ideas from learning science</h2>
<h3>Retrieval practice</h3>
<p>Re-reading notes feels productive but does little for memory. Pulling information <em>out</em> of memory, by answering a question or recalling a formula, strengthens it far more. Every turn of a good maths game is a small act of retrieval: what is cos 60°? Which identity links tan and sec? Where does (−2, 5) lie?</p>

<h3>Spacing</h3>
<p>Ten minutes a day for six days beats an hour on one day. Games fit naturally into short, regular slots, such as a quick round after dinner, in a way that long revision sessions do not.</p>

<h3>Interleaving</h3>
<p>Board papers mix topics, but most practice is done topic by topic. Mixing question types forces students to decide <em>which</em> method to use, which is exactly the skill exams test. Games that shuffle different kinds of cards or challenges build this naturally.</p>

<h2>Board exams: where games help most</h2>
<ul>
<li><strong>Trigonometry.</strong> Values of ratios for standard angles and the three Pythagorean identities are heavily tested and easily forgotten. Card games such as <strong>Trigno Card</strong> turn them into quick-fire matching, so recall becomes automatic.</li>
<li><strong>Coordinate geometry.</strong> Distance and section formula questions are easy marks if students picture the plane confidently. A grid game such as <strong>Coordinate</strong> keeps that picture sharp.</li>
<li><strong>Arithmetic accuracy.</strong> Many marks are lost to careless calculation, not misunderstanding. Operation games like <strong>Operator</strong> build speed and, just as importantly, the habit of checking.</li>
</ul>

<h2>Olympiads: thinking, not just knowing</h2>
<p>Mathematics olympiads, starting in India with the IOQM, test a different skill from board exams. Problems are unfamiliar by design; knowing formulas is necessary but nowhere near enough. What matters is persistence, trying small cases, spotting patterns and reasoning carefully.</p>
<p>Strategy games and logic puzzles build these habits directly. A student who enjoys working out why a move wins, or who insists on finding every solution to a puzzle, is practising the mindset olympiads reward. For older students, physical models such as the unit circle in <strong>Trigonik</strong> help when olympiad problems demand a flexible, visual understanding of trigonometry rather than memorised values.</p>

<h2>A sample weekly plan for Class 10</h2>
<ol>
<li><strong>Monday to Friday:</strong> 10 minutes of a maths game before the main study session, rotating topics.</li>
<li><strong>Saturday:</strong> one timed sample paper in exam conditions.</li>
<li><strong>Sunday:</strong> review mistakes from Saturday and choose next week's game topics to target those weaknesses.</li>
</ol>
<p>The game is the warm-up and the memory booster; the sample paper is the rehearsal. Both matter.</p>

<h2>Keeping games useful, not distracting</h2>
<ul>
<li>Set a timer and stop when it rings.</li>
<li>Choose games tied to the syllabus rather than general entertainment.</li>
<li>After each game, write down one fact or method that came up.</li>
<li>Play with a parent or sibling when possible, because explaining moves deepens understanding.</li>
</ul>

<blockquote>Revision works best when the brain has to work. A good game makes it work, and makes it want to come back tomorrow.</blockquote>

<p>For exam-year students, browse our <a href="/shop?filter=age&value=14%2B">games for ages 14 and up</a> or the <a href="/shop?category=Trigonometry">trigonometry collection</a>.</p>
`,
};
