import type { SeedBlogPost } from "../types";

export const coordinatePlaneClass6To9BoardGame: SeedBlogPost = {
  slug: "coordinate-plane-class-6-to-9-board-game",
  title: "The Coordinate Plane from Class 6 to 9: A Board-Game Way In",
  description:
    "Negative numbers, ordered pairs and four quadrants trip up many students. How the ideas build from Class 6 to Class 9, and how grid games make them stick.",
  author: "Kavita Iyer",
  image: "/images/blog/coordinate-plane-class-6-to-9-board-game.svg",
  publishedOn: "2025-07-22",
  readMinute: 3,
  likes: 97,
  tags: ["geometry", "algebra", "classroom", "games"],
  category: "Learning",
  content: `
<p>Coordinate geometry is usually introduced formally around Class 9, but the ideas it rests on are planted years earlier. Students meet negative integers on a number line in Class 6 and 7, read simple graphs in the middle years, and then, quite suddenly, are asked to plot (−4, 3) and find its quadrant. Students who struggle with the Cartesian plane are often missing one of those earlier pieces rather than the new idea itself.</p>

<h2>The building blocks</h2>
<ol>
<li><strong>The number line with negatives.</strong> A student must be comfortable that −5 is to the left of −2, and that moving right means "increasing" even below zero.</li>
<li><strong>Two number lines at right angles.</strong> The plane is simply a horizontal and a vertical number line crossing at zero. Students who see it this way rarely confuse the axes.</li>
<li><strong>Order matters.</strong> In (3, 5) the first number is always the horizontal move. The classic mistake is plotting (5, 3) instead.</li>
<li><strong>Four quadrants.</strong> The signs of x and y tell you where a point lives before you even plot it.</li>
</ol>

<h2>Common mistakes, and why they happen</h2>
<ul>
<li><strong>Swapping x and y.</strong> Children read maps and tables in many different orders. Memory aids help: "walk along the corridor, then up the stairs".</li>
<li><strong>Counting lines versus spaces.</strong> Some students count the grid squares rather than the lines, ending up one unit away.</li>
<li><strong>Ignoring the sign.</strong> Under time pressure, −3 becomes 3. This is a sign that negatives are not yet secure.</li>
<li><strong>Points on an axis.</strong> Students often think (0, 4) lies in a quadrant. It lies on the y-axis, in none of them.</li>
</ul>

<h2>Why a board game helps</h2>
<p>When plotting points is a worksheet task, a wrong point costs nothing but a red mark. On a game board, a wrong point means your piece lands in the wrong place, and an opponent will tell you so immediately. That quick, social feedback is exactly what makes the ordered-pair rule stick.</p>
<p>Grid games also make students say coordinates aloud, hundreds of times, in a context that matters to them. Our <strong>Coordinate</strong> board game was built around this idea: players move across a four-quadrant plane using ordered pairs, so negative numbers and axis points come up naturally rather than as special cases.</p>

<h3>Classroom activities that need no equipment</h3>
<ul>
<li><strong>Human plane.</strong> Mark axes on the playground with chalk. Call out a coordinate and a student walks to it. The rest of the class judges.</li>
<li><strong>Hidden treasure.</strong> Pairs draw a small grid and hide three "treasures". Each guess is a coordinate, answered with "hot" or "cold".</li>
<li><strong>Draw by numbers.</strong> Give a list of points to plot and join in order. The picture only appears if every point is right.</li>
<li><strong>Reflection race.</strong> Plot a point, then reflect it in the x-axis, the y-axis and the origin. Discuss what happens to the signs.</li>
</ul>

<h2>Connecting to Class 9 and beyond</h2>
<p>Once the plane feels familiar, later topics fall into place: plotting linear equations in two variables, and in Class 10 the distance and section formulae. Each one is easier for a student who can picture the grid without effort. Time spent playing in the middle years pays off in the board-exam years.</p>

<blockquote>A student who has walked across a coordinate plane rarely forgets which number comes first.</blockquote>

<p>If you teach Classes 6 to 9, our <a href="/shop?category=Geometry">geometry games</a> and the <a href="/shop?filter=age&value=12%2B">range for ages 12 and up</a> include several grid-based resources that work well in small groups.</p>
`,
};
