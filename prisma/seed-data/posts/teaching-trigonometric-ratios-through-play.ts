import type { SeedBlogPost } from "../types";

export const teachingTrigonometricRatiosThroughPlay: SeedBlogPost = {
  slug: "teaching-trigonometric-ratios-through-play",
  title: "Teaching Trigonometric Ratios Through Play",
  description:
    "Sine, cosine and tangent do not have to be a table learnt by rote. A step-by-step way to let Class 10 and 11 students discover the ratios, then fix them in memory with games.",
  author: "Sunita Choudhary",
  image: "/images/blog/teaching-trigonometric-ratios-through-play.svg",
  publishedOn: "2025-03-18",
  readMinute: 4,
  likes: 186,
  tags: ["trigonometry", "classroom", "games"],
  category: "Teaching",
  content: `
<p>Ask a Class 10 student what sin 30° is and most will answer "half" in a heartbeat. Ask them <em>why</em>, and the room goes quiet. Trigonometry is often the first topic where students feel maths has turned into pure memorisation: a table of values, three reciprocal ratios and a handful of identities, all learnt the week before the exam. It does not have to be that way. Trigonometric ratios describe something very physical, namely how the sides of a triangle change as you tilt one of its angles, and that makes them unusually well suited to learning through play.</p>

<h2>Start with a triangle you can hold</h2>
<p>Before any formula, give students a right-angled triangle they can hold: cut from cardboard, chalked on the floor, or made with three rulers. Ask them to name the sides from the point of view of one acute angle: the side opposite it, the side next to it (adjacent), and the hypotenuse, which never changes. Then have them switch to the other acute angle and notice that "opposite" and "adjacent" swap places. This small act of physically turning the triangle clears up a confusion that costs a surprising number of marks.</p>

<h2>Make the ratios something you measure</h2>
<p>Draw three right-angled triangles of different sizes, each with a 30° angle. Students measure the opposite side and the hypotenuse in each and divide. The answers cluster around 0.5 every time. That is the big idea of trigonometry, discovered rather than told: <strong>the ratio depends only on the angle, not on the size of the triangle</strong>. Repeat for 45° and 60°, and the standard table stops being a list of magic numbers and becomes a record of what the class measured.</p>

<h3>A quick classroom routine</h3>
<ol>
<li>Groups of four each get a protractor, a ruler and one angle to investigate.</li>
<li>Each group draws two triangles of different sizes and calculates sin, cos and tan.</li>
<li>Groups write their results on the board, and the class compares and rounds them.</li>
<li>Only then does the teacher reveal the exact values, such as √3/2 for cos 30°.</li>
</ol>

<h2>Turn recall into a game</h2>
<p>Once the meaning is in place, students still need fast, confident recall, and this is where games beat worksheets. Matching games work especially well: one card shows a ratio such as tan 45°, another shows a value such as 1, and players race to pair them. Variations add the reciprocal ratios (cosec, sec and cot) or ask players to match both sides of an identity such as sin²θ + cos²θ = 1. Because every turn involves a small decision, students rehearse the same facts dozens of times without the boredom of copying a table.</p>
<p>Our own <strong>Trigno Card</strong> game grew out of exactly this kind of classroom matching activity; it packs ratios and identities into a card game that a group can finish in a free period. A home-made deck of index cards works too. What matters is repetition with a purpose.</p>

<h2>Move to the unit circle when students are ready</h2>
<p>In Class 11, trigonometry widens from triangles to angles of any size, and the unit circle becomes the central picture. Many students find this jump hard because they have never seen why a point on the circle has coordinates (cos θ, sin θ). A physical model helps enormously: a circle of radius one with a rotating arm, where students read off the horizontal and vertical distances as the arm turns. Watching sine climb from 0 to 1 and fall back again makes the shape of the sine graph obvious. A hands-on kit such as <strong>Trigonik</strong> is designed for this stage, though a paper plate, a split pin and a strip of card make a serviceable version.</p>

<h2>Tips for teachers and parents</h2>
<ul>
<li><strong>Keep sessions short.</strong> Ten minutes of play at the start of a lesson often does more than a full period.</li>
<li><strong>Ask "why" after every answer.</strong> A correct match is good; a student who can explain it is better.</li>
<li><strong>Let mistakes be visible.</strong> A wrong pair in a game is cheap and quickly corrected, which lowers anxiety.</li>
<li><strong>Link back to the textbook.</strong> After playing, solve two or three board-style questions so students see the connection.</li>
</ul>

<blockquote>Trigonometry becomes friendly the moment students realise they could have discovered the table themselves.</blockquote>

<p>If you are building a classroom shelf of trigonometry resources, you can browse our <a href="/shop?category=Trigonometry">trigonometry games and kits</a>. Whatever materials you use, the principle is the same: let students touch, measure and play first, and memorise second.</p>
`,
};
