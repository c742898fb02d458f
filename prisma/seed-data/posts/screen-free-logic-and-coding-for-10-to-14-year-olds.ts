import type { SeedBlogPost } from "../types";

export const screenFreeLogicAndCodingFor10To14YearOlds: SeedBlogPost = {
  slug: "screen-free-logic-and-coding-for-10-to-14-year-olds",
  title: "Screen-Free Logic and Coding for 10 to 14 Year Olds",
  description:
    "Computational thinking does not start at a keyboard. Unplugged activities that teach sequencing, loops, conditions, binary and debugging with paper, cards and a willing parent.",
  author: "Arjun Rathore",
  image: "/images/blog/screen-free-logic-and-coding-for-10-to-14-year-olds.svg",
  publishedOn: "2026-04-15",
  readMinute: 3,
  likes: 38,
  tags: ["coding", "parenting", "classroom"],
  category: "Learning",
  content: `
<p>The National Education Policy 2020 recommends introducing coding in the middle stage of school, and many parents now feel pressure to hand their ten-year-old a laptop and a programming course. But the heart of coding is not typing. It is <strong>computational thinking</strong>: breaking a problem into steps, spotting patterns, handling different cases and fixing mistakes. All of these can be learnt away from a screen, and for many children they are learnt better that way.</p>

<h2>Why start unplugged?</h2>
<ul>
<li><strong>Less distraction.</strong> A screen offers a thousand other things to click. A pencil offers one.</li>
<li><strong>Focus on ideas, not syntax.</strong> A missing bracket should not be the reason a child decides coding is "too hard".</li>
<li><strong>Social learning.</strong> Unplugged activities are usually done in pairs or groups, so children explain their thinking out loud.</li>
<li><strong>Hands-on.</strong> Children who learn by doing get to move, sort and build while they think.</li>
</ul>
<p>This approach is well established: the CS Unplugged project from New Zealand has shown for years that core computing concepts can be taught with cards, string and chalk.</p>

<h2>Five activities to try this week</h2>
<h3>1. The robot parent (sequencing)</h3>
<p>Your child writes instructions for a simple task such as making a sandwich or a cup of chai, and you follow them <em>exactly</em>, like a robot. "Put the bread on the plate" fails if the bread is still in its packet. Children quickly learn that computers need precise, ordered steps.</p>

<h3>2. Dance loops (repetition)</h3>
<p>Ask your child to write out a short dance routine, then shorten it using "repeat 4 times". Then add a nested loop: "repeat 2 times: clap, repeat 3 times: jump". This is exactly how loops work in Scratch or Python.</p>

<h3>3. Card sorting (algorithms)</h3>
<p>Shuffle ten numbered cards face down. The only allowed move is to compare two cards and swap them. How few comparisons can your child use to sort the row? Different strategies lead naturally to real sorting algorithms.</p>

<h3>4. Binary with five cards (number systems)</h3>
<p>Make five cards showing 1, 2, 4, 8 and 16 dots. By turning cards face up or face down, any number from 0 to 31 can be shown. Face up is 1, face down is 0, and your child has just invented binary.</p>

<h3>5. Bug hunts (debugging)</h3>
<p>Write a set of instructions for drawing a shape on grid paper with one deliberate mistake. Your child must follow them, find the bug and fix it. Debugging is the most important real-world coding skill, and it is also excellent training in patience.</p>

<h2>Logic puzzles build the same muscles</h2>
<p>Puzzles such as Sudoku, KenKen, nonograms and river-crossing problems train children to reason about conditions ("if this square is 4, then that one cannot be"). Strategy board games do the same, because every move is a small plan that must respond to an opponent. Rotate through different kinds of puzzle so children practise different types of reasoning.</p>

<h2>When to add a screen</h2>
<p>Once a child can plan a sequence, use a loop and find a bug on paper, moving to a block-based language like Scratch is quick and satisfying. The screen becomes a tool for ideas they already own. Many children aged 12 to 14 then move happily into Python.</p>

<blockquote>Coding is thinking first and typing second. Teach the thinking with your hands, and the typing will follow.</blockquote>

<p>Our <a href="/shop?category=Logic%20%26%20Coding">logic and coding collection</a> has screen-free puzzles and games for exactly this age group.</p>
`,
};
