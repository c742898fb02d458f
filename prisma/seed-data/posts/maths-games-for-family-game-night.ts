import type { SeedBlogPost } from "../types";

export const mathsGamesForFamilyGameNight: SeedBlogPost = {
  slug: "maths-games-for-family-game-night",
  title: "Seven Maths Games for a Family Game Night",
  description:
    "Cards, dice, a shopping list and a couple of board games: easy ideas that let children, parents and grandparents practise maths together without it feeling like homework.",
  author: "Arjun Rathore",
  image: "/images/blog/maths-games-for-family-game-night.svg",
  publishedOn: "2025-10-14",
  readMinute: 3,
  likes: 142,
  tags: ["games", "parenting", "arithmetic"],
  category: "Parenting",
  content: `
<p>Family game night is one of the simplest and cheapest ways to build a child's confidence with numbers. When maths happens around the dining table, with parents and grandparents playing too, children see adults calculating, guessing, making mistakes and laughing about them. That is a powerful message for a child who has decided they are "not a maths person". Here are seven games we love, most of which need nothing more than what is already in your home.</p>

<h2>1. Make 24 (ages 9 and up)</h2>
<p>Remove the picture cards from a pack of playing cards and deal four cards face up. Everyone races to combine all four numbers using addition, subtraction, multiplication and division to make exactly 24. With 5, 5, 4 and 1, for example, one answer is (5 − 1) × 5 + 4. Each card must be used exactly once, and if nobody finds a way within a minute, deal again. Arguing about solutions is half the fun, and the game quietly builds flexible thinking about operations.</p>

<h2>2. Fizz-Clap around the table (ages 7 and up)</h2>
<p>Players count aloud in turn, but say "fizz" instead of any multiple of 3 and clap instead of any multiple of 7. Anyone who slips up is out for the round. Change the rules each time: multiples of 4 and 6, or numbers containing the digit 5. Younger children practise times tables; older ones notice that 21 needs both a fizz and a clap.</p>

<h2>3. Pig (ages 8 and up)</h2>
<p>On your turn, roll a single die as many times as you like, adding up the numbers. Stop whenever you choose and bank the total, but if you roll a 1 you lose everything from that turn. First to 100 wins. Pig is mental addition wrapped in a real decision about risk, and it leads naturally to conversations about probability.</p>

<h2>4. Snakes and Ladders with a choice</h2>
<p>Play the board everyone already knows with two dice. On each turn, a player may move by the sum <em>or</em> the difference of the two numbers. Suddenly a familiar game of luck has strategy: do you take the bigger move, or the smaller one that lands you on a ladder?</p>

<h2>5. The kirana estimate</h2>
<p>Take last week's grocery bill or a supermarket flyer. Read out five items and their prices, and everyone writes down an estimate of the total without calculating exactly. Closest guess wins. Estimation is an underrated skill, and it is the one children will use most as adults.</p>

<h2>6. Coordinate battles</h2>
<p>Board games built on a grid teach children to read positions precisely. Our <strong>Coordinate</strong> board game uses a Cartesian plane, with negative numbers included, so players practise plotting points such as (−3, 2) while racing to claim territory. For younger children, a hand-drawn grid and a game of "find my hidden treasure" does a similar job.</p>

<h2>7. Operator showdowns</h2>
<p>Strategy card games that ask players to combine numbers with operations are ideal for mixed ages, because a quick-thinking ten-year-old can genuinely beat a parent. <strong>Operator</strong> was designed with this in mind: the rules are simple enough to learn in minutes, but the best move often takes real thought.</p>

<h2>Making game night work</h2>
<ul>
<li><strong>Keep it short.</strong> Forty-five minutes is plenty. Stop while everyone still wants one more round.</li>
<li><strong>Let the child keep score.</strong> Adding up scores is stealth practice, and children love the responsibility.</li>
<li><strong>Mix the teams.</strong> Pair a strong player with a younger one so nobody is left behind.</li>
<li><strong>Do not correct like a teacher.</strong> If a child makes an error, ask "How did you get that?" and let the table check together.</li>
<li><strong>Rotate who chooses the game.</strong> Ownership keeps everyone coming back.</li>
</ul>

<blockquote>Children who play maths games with their families learn that numbers are something you can enjoy, not only something you are tested on.</blockquote>

<p>Looking for a gift for the festive season or a birthday? Browse our <a href="/shop">full range of games</a>, or start with the <a href="/shop?category=Arithmetic">arithmetic games</a> that work well for the whole family.</p>
`,
};
