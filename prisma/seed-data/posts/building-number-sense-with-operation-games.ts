import type { SeedBlogPost } from "../types";

export const buildingNumberSenseWithOperationGames: SeedBlogPost = {
  slug: "building-number-sense-with-operation-games",
  title: "Building Number Sense with Operation Games",
  description:
    "Number sense is the flexible feel for numbers that separates confident calculators from anxious ones. What it is, why it matters, and how strategy games build it.",
  author: "Rahul Deshmukh",
  image: "/images/blog/building-number-sense-with-operation-games.svg",
  publishedOn: "2025-12-09",
  readMinute: 3,
  likes: 64,
  tags: ["arithmetic", "games", "parenting"],
  category: "Learning",
  content: `
<p>Watch two children solve 49 + 36. The first lines up the digits, carries the one, and gets 85 after some careful work. The second thinks, "49 is nearly 50, so 50 + 36 is 86, minus one is 85", and is done in three seconds. Both are correct. But the second child has something extra, and that something is called <strong>number sense</strong>.</p>

<h2>What number sense actually is</h2>
<p>Number sense is a flexible, intuitive understanding of numbers and how they relate to each other. A child with good number sense knows that 0.5 and ½ are the same, that 98 × 4 is a little under 400, and that dividing by a number less than 1 makes the answer bigger. It is not the same as speed in tables, although fluency helps. Researchers have repeatedly found that early number sense is a strong predictor of later achievement in maths, which is one reason India's NIPUN Bharat mission puts so much weight on foundational numeracy in the early years.</p>

<h2>Signs a child needs more number sense</h2>
<ul>
<li>They use the written method for every problem, even 100 − 99.</li>
<li>They cannot tell whether an answer is reasonable, so 48 × 5 = 2,400 goes unnoticed.</li>
<li>They rely on counting on fingers long after their classmates have moved on.</li>
<li>They see each operation as a separate rule rather than as related ideas.</li>
</ul>

<h2>Strategies worth teaching</h2>
<ol>
<li><strong>Making tens and hundreds.</strong> 7 + 8 becomes 7 + 3 + 5. The same idea scales up to 270 + 45.</li>
<li><strong>Compensation.</strong> Round to an easy number, then adjust, as in 49 + 36 above.</li>
<li><strong>Doubling and halving.</strong> 25 × 16 is the same as 50 × 8, which is the same as 100 × 4.</li>
<li><strong>Inverse thinking.</strong> 63 ÷ 7 is simply "what times 7 makes 63?"</li>
<li><strong>Estimation first.</strong> Before calculating, say roughly what the answer should be.</li>
</ol>

<h2>Why operation games work</h2>
<p>The strategies above are only useful if a child chooses to use them. Worksheets rarely encourage that: the quickest path through a page is usually the method the teacher just demonstrated. Games are different. When a player must reach a target number from a handful of cards, there is no single method. They try combinations, compare options and discover that some routes are faster. That exploration is number sense in action.</p>
<p>Good operation games share a few features:</p>
<ul>
<li><strong>Many possible answers.</strong> Open targets reward creative thinking, not one memorised procedure.</li>
<li><strong>A reason to be quick.</strong> A little time pressure nudges players towards efficient strategies.</li>
<li><strong>Meaningful choices.</strong> Choosing between multiplying and adding should change the outcome of the game.</li>
<li><strong>Talking about moves.</strong> When players explain how they reached a number, others pick up new strategies.</li>
</ul>
<p><strong>Operator</strong>, our arithmetic strategy card game, is built on these principles: players combine number and operation cards to hit targets while blocking opponents. Two classic games need only paper: <em>Closest to 100</em>, where players roll dice and choose where to place each digit, and <em>Target</em>, where a random three-digit number must be made from six smaller ones.</p>

<h2>A ten-minute daily habit</h2>
<p>You do not need long sessions. A quick round of a number game before school or dinner, five days a week, will do more for number sense than an hour of extra sums on Sunday. Ask "How did you work it out?" as often as "What is the answer?", and celebrate clever methods as much as correct ones.</p>

<blockquote>Number sense is not a gift some children are born with. It grows every time a child is invited to think about numbers in more than one way.</blockquote>

<p>Explore our <a href="/shop?category=Arithmetic">arithmetic games</a> for more ways to make daily number practice something your child looks forward to.</p>
`,
};
